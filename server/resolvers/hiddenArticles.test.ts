// PRODUCT §4/§9: drafts and archived articles leave no trace. Each oracle is
// tried as an attacker would, with a fresh account and nothing but the API:
// a guessed hidden title or tag must answer exactly as a never-used one does.
import { createUser, errorCode, signedIn, tempDatabase } from '../testing/harness';
import type { Client, TempDatabase } from '../testing/harness';

let t: TempDatabase;
let ada: Client;
let mallory: Client;

beforeAll(async () => {
  t = tempDatabase();
  createUser(t.db, 'ada');
  createUser(t.db, 'mallory');
  ada = await signedIn(t.db, 'ada');
  mallory = await signedIn(t.db, 'mallory');
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

/**
 * The attacker's reading of an id: the row number, if the id is merely an
 * encoding of "Type:n" (then ids count rows, hidden ones included).
 */
function rowNumber(id: string): number | null {
  const match = /^[A-Za-z]+:(\d+)$/.exec(Buffer.from(id, 'base64url').toString('latin1'));
  return match ? Number(match[1]) : null;
}

describe('tag ids', () => {
  test('a guessed tag used only on hidden articles reads like a never-used tag', async () => {
    await create(ada, 'Due diligence', ['initech-deal']);
    const before = await create(mallory, 'Canary before', ['canary-before']);
    const probe = await create(mallory, 'Probe', ['initech-deal', 'never-used-tag']);
    const after = await create(mallory, 'Canary after', ['canary-after']);
    const [guessed, fresh] = probe.tags;
    expect(guessed).toMatchObject({ name: 'initech-deal', articleCount: 0 });
    expect(fresh).toMatchObject({ name: 'never-used-tag', articleCount: 0 });
    // On ids that count rows, the guessed tag would sort before both canaries.
    for (const id of [before.tags[0]!.id, guessed!.id, fresh!.id, after.tags[0]!.id]) {
      expect(rowNumber(id)).toBeNull();
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
    for (const tag of [guessed!, fresh!]) {
      expect((await mallory.data(`{ node(id: "${tag.id}") { id } }`)).node).toBeNull();
    }
  });
});

describe('node ids', () => {
  test('ids do not count the hidden articles created between two of one’s own', async () => {
    const first = await create(mallory, 'First of mine');
    for (let i = 0; i < 3; i++) await create(ada, `Hidden ${i}`);
    const second = await create(mallory, 'Second of mine');
    for (const id of [first.id, second.id]) {
      expect(rowNumber(id)).toBeNull();
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
    expect(second.id).not.toBe(first.id);
  });

  test('a forged id reads as null, and as NOT_FOUND as a mutation target', async () => {
    const published = await move(ada, 'publish', (await create(ada, 'Forgery target')).id);
    const row = t.db.prepare('SELECT id FROM articles WHERE slug = ?').pluck().get(published.slug);
    const forged = Buffer.from(`Article:${String(row)}`).toString('base64url');
    expect((await mallory.data(`{ node(id: "${forged}") { id } }`)).node).toBeNull();
    const flipped = `${published.id.slice(0, 5)}${published.id[5] === 'A' ? 'B' : 'A'}${published.id.slice(6)}`;
    expect((await mallory.data(`{ node(id: "${flipped}") { id } }`)).node).toBeNull();
    const result = await ada.run(
      `mutation ($id: ID!) { archiveArticle(input: { id: $id }) { article { id } } }`,
      { id: forged },
    );
    expect(errorCode(result)).toBe('NOT_FOUND');
    // The real id still works, for anyone who may see the article.
    expect((await mallory.data(`{ node(id: "${published.id}") { id } }`)).node).toEqual({
      id: published.id,
    });
  });
});

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

// One helper checks the test itself: the regex above must not read a real id.
test('the attacker’s reading of ids finds the row in a "Type:n" id', () => {
  expect(rowNumber(Buffer.from('Article:12').toString('base64url'))).toBe(12);
});
