// schema/rules.ts (ARTICLE_STATUSES): drafts and archived articles leave no trace. Each oracle is
// tried as an attacker would, with a fresh account and nothing but the API:
// a guessed hidden title or tag must answer exactly as a never-used one does.
import type { UserRow } from '../../db/rows';
import { slugify } from '../../domain/slug';
import { errorCode, signedIn } from '../../testing/harness';
import type { Client } from '../../testing/harness';
import { tempStore, type TestStore } from '../../testing/testStore';

let t: TestStore;
let adaRow: UserRow;
let ada: Client;
let mallory: Client;

beforeAll(async () => {
  t = await tempStore();
  adaRow = await t.createUser('ada');
  await t.createUser('mallory');
  ada = await signedIn(t.store, 'ada');
  mallory = await signedIn(t.store, 'mallory');
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

/** What a never-published draft's slug shows of its title: the random part taken off. */
function titlePart(slug: string): string {
  return slug.replace(/--[a-z0-9]{8}$/, '');
}

/**
 * The attacker's reading of an id: the row number, if the id is merely an
 * encoding of "Type:n" (then ids count rows, hidden ones included).
 */
function rowNumber(id: string): number | null {
  const match = /^[A-Za-z]+:(\d+)$/.exec(Buffer.from(id, 'base64url').toString('latin1'));
  return match ? Number(match[1]) : null;
}

describe('slugs', () => {
  test("a draft titled like someone's hidden draft gets a slug shaped like a never-used title's", async () => {
    await create(ada, 'Secret merger with Initech');
    const archived = await create(ada, 'Quiet layoffs');
    await move(ada, 'archive', archived.id);

    for (const [guess, neverUsed] of [
      ['Secret merger with Initech', 'Open letter to Initech'],
      ['Quiet layoffs', 'Loud layoffs'],
    ] as const) {
      const guessed = await create(mallory, guess);
      const fresh = await create(mallory, neverUsed);
      expect(titlePart(guessed.slug)).toBe(slugify(guess));
      expect(titlePart(fresh.slug)).toBe(slugify(neverUsed));
      expect(guessed.slug.length - guess.length).toBe(fresh.slug.length - neverUsed.length);
    }

    // Renaming a draft to a guessed title is no oracle either.
    const renamed = await create(mallory, 'Working title');
    const saved = await update(mallory, {
      id: renamed.id,
      revision: 1,
      title: 'Secret merger with Initech',
    });
    expect(titlePart(saved.article!.slug)).toBe('secret-merger-with-initech');
  });

  test('a never-published draft cannot be reached by its title: its slug carries a random part', async () => {
    const draft = await create(ada, 'Budget for next year');
    expect(draft.slug).toMatch(/^budget-for-next-year--[a-z0-9]{8}$/);
    const twin = await create(ada, 'Budget for next year');
    expect(twin.slug).not.toBe(draft.slug);
    expect(titlePart(twin.slug)).toBe('budget-for-next-year');
    expect((await ada.data(`{ article(slug: "budget-for-next-year") { id } }`)).article).toBeNull();
  });

  test('publishing takes the title’s own slug when only never-published articles use it', async () => {
    const hidden = await create(ada, 'Product roadmap');
    const archived = await create(ada, 'Pricing plans');
    await move(ada, 'archive', archived.id);

    const published = await move(mallory, 'publish', (await create(mallory, 'Product roadmap')).id);
    expect(published.slug).toBe('product-roadmap');
    const other = await move(mallory, 'publish', (await create(mallory, 'Pricing plans')).id);
    expect(other.slug).toBe('pricing-plans');

    // The hidden draft, published later, takes the next free public slug.
    expect((await move(ada, 'publish', hidden.id)).slug).toBe('product-roadmap-2');
  });

  test('the slug is fixed at the first publish: an article once public keeps it while hidden', async () => {
    const a = await create(ada, 'Launch notes');
    const published = await move(ada, 'publish', a.id);
    expect(published.slug).toBe('launch-notes');
    const archived = await move(ada, 'archive', a.id);
    expect(archived.slug).toBe('launch-notes');
    const renamed = await update(ada, { id: a.id, revision: archived.revision, title: 'Renamed' });
    expect(renamed.article!.slug).toBe('launch-notes');
    // It was public under that slug: a new article with the same title follows it.
    const next = await move(mallory, 'publish', (await create(mallory, 'Launch notes')).id);
    expect(next.slug).toBe('launch-notes-2');
  });

  test("a slug taken behind the store's back is retried, never an error", async () => {
    // An older server on the same store (during a rolling upgrade) still gives
    // a new draft the bare title slug, which the publish below also wants.
    await t.sql(
      `INSERT INTO articles (slug, title, author_id, created_at, updated_at)
       VALUES ('race-condition', 'Race condition', ?, '2025-01-01T00:00:00.000Z',
         '2025-01-01T00:00:00.000Z')`,
      adaRow.id,
    );
    const result = await mallory.run<{ publishArticle: Payload }>(
      `mutation ($id: ID!) { publishArticle(input: { id: $id }) { ${FIELDS} } }`,
      { id: (await create(mallory, 'Race condition')).id },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.publishArticle.article).toMatchObject({
      slug: 'race-condition-2',
      status: 'PUBLISHED',
    });
  });
});

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

  test('cursors name rows by their opaque ids, so neighbours do not count the hidden between them', async () => {
    const older = await move(mallory, 'publish', (await create(mallory, 'Older of mine')).id);
    for (let i = 0; i < 3; i++) await create(ada, `Hidden between ${i}`);
    const newer = await move(mallory, 'publish', (await create(mallory, 'Newer of mine')).id);
    const page = await mallory.data<{
      articles: { edges: { cursor: string; node: { id: string } }[] };
    }>('{ articles(first: 2) { edges { cursor node { id } } } }');
    const decoded = page.articles.edges.map(({ cursor }) =>
      JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')),
    );
    expect(decoded.map(([, row]) => row)).toEqual([newer.id, older.id]);
    // A cursor an attacker builds from a row number is refused like any malformed one.
    const row = (await t.store.articles.articleBySlug(newer.slug))!.id;
    const built = Buffer.from(JSON.stringify([decoded[0][0], row])).toString('base64url');
    const result = await mallory.run(
      `{ articles(first: 1, after: "${built}") { edges { cursor } } }`,
    );
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
  });

  test('a forged id reads as null, and as NOT_FOUND as a mutation target', async () => {
    const published = await move(ada, 'publish', (await create(ada, 'Forgery target')).id);
    const row = (await t.store.articles.articleBySlug(published.slug))!.id;
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
