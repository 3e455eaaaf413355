// PRODUCT §4/§9: drafts and archived articles leave no trace. Each oracle is
// tried as an attacker would, with a fresh account and nothing but the API:
// a guessed hidden title or tag must answer exactly as a never-used one does.
import { createUser, signedIn, tempDatabase } from '../testing/harness';
import type { Client, TempDatabase } from '../testing/harness';

let t: TempDatabase;
let ada: Client;

beforeAll(async () => {
  t = tempDatabase();
  createUser(t.db, 'ada');
  ada = await signedIn(t.db, 'ada');
});
afterAll(() => t.close());

interface ArticleData {
  id: string;
  slug: string;
  status: string;
  revision: number;
  tags: { id: string; name: string; articleCount: number }[];
}
interface Payload {
  article: ArticleData | null;
  userErrors: { field: string | null; message: string; code: string }[];
}

const FIELDS = `article { id slug status revision tags { id name articleCount } }
  userErrors { field message code }`;

async function create(client: Client, title: string, tags: string[] = []): Promise<ArticleData> {
  const data = await client.data<{ createArticle: Payload }>(
    `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { ${FIELDS} } }`,
    { input: { title, body: `About ${title}.`, tags } },
  );
  return data.createArticle.article!;
}

async function update(client: Client, input: Record<string, unknown>): Promise<Payload> {
  return (
    await client.data<{ updateArticle: Payload }>(
      `mutation ($input: UpdateArticleInput!) { updateArticle(input: $input) { ${FIELDS} } }`,
      { input },
    )
  ).updateArticle;
}

async function move(
  client: Client,
  verb: 'publish' | 'unpublish' | 'archive',
  id: string,
): Promise<ArticleData> {
  const name = `${verb}Article`;
  const data = await client.data<Record<string, Payload>>(
    `mutation ($id: ID!) { ${name}(input: { id: $id }) { ${FIELDS} } }`,
    { id },
  );
  expect(data[name]!.userErrors).toEqual([]);
  return data[name]!.article!;
}

describe('revisions', () => {
  test('publish, unpublish and archive each bump the revision', async () => {
    const a = await create(ada, 'Counted');
    expect(a.revision).toBe(1);
    expect((await move(ada, 'publish', a.id)).revision).toBe(2);
    expect((await move(ada, 'unpublish', a.id)).revision).toBe(3);
    expect((await move(ada, 'archive', a.id)).revision).toBe(4);
  });

  test('a save from a tab opened before the archive is CONFLICT, and the article stays ARCHIVED', async () => {
    const a = await create(ada, 'Archived meanwhile');
    await move(ada, 'archive', a.id);
    const stale = await update(ada, { id: a.id, revision: a.revision, body: 'Old tab' });
    expect(stale.userErrors).toEqual([
      {
        field: 'revision',
        message: 'Someone saved a newer version of this article (revision 2).',
        code: 'CONFLICT',
      },
    ]);
    expect(stale.article).toMatchObject({ status: 'ARCHIVED', revision: 2 });
  });
});
