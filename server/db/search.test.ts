// The search contract on either engine (FTS5 on SQLite, a weighted tsvector on PostgreSQL),
// through the GraphQL `search` field: ranking, drafts unseen, snippets and highlights, prefixes,
// folded diacritics, input that looks like query syntax, paging, and the index kept in step.
import { storeArticle } from '../testing/fixtures';
import { toGlobalId } from '../graphql/ids';
import { Client, errorCode, signedIn } from '../testing/harness';
import { tempStore, type TestStore } from '../testing/testStore';

let t: TestStore;
let client: Client;
let authorId: number;

beforeAll(async () => {
  t = await tempStore();
  authorId = (await t.createUser('grace')).id;
  client = new Client(t.store);
  await storeArticle(t.store, authorId, 'Gardening notes', {
    body: `## Soil\n\n${'Plants need water and light. '.repeat(12)}A **compost** heap helps the [soil](https://example.com/soil) and worms. ${'Weeds grow anyway. '.repeat(12)}`,
  });
  await storeArticle(t.store, authorId, 'Compost for beginners', {
    body: 'How to start a heap in a small garden.',
  });
  await storeArticle(t.store, authorId, 'Secret compost draft', {
    status: 'DRAFT',
    body: 'compost compost compost',
  });
  await storeArticle(t.store, authorId, 'Café culture', { body: 'Espresso and croissants.' });
});
afterAll(() => t.close());

interface Hit {
  snippet: string;
  highlights: { start: number; length: number }[];
  article: { title: string };
}
const SEARCH = `query ($q: String!, $first: Int, $after: String) { search(query: $q, first: $first, after: $after) {
  edges { cursor node { snippet highlights { start length } article { title } } } pageInfo { hasNextPage endCursor } } }`;

async function search(q: string, first?: number, after?: string) {
  return client.data<{
    search: {
      edges: { cursor: string; node: Hit }[];
      pageInfo: { hasNextPage: boolean; endCursor: string };
    };
  }>(SEARCH, { q, first, after });
}

test('a title match outranks a body match, and drafts are not found', async () => {
  const titles = (await search('compost')).search.edges.map((e) => e.node.article.title);
  expect(titles).toEqual(['Compost for beginners', 'Gardening notes']);
});

test('the snippet is plain text around the match and the highlights point at the term', async () => {
  const hit = (await search('compost')).search.edges.find(
    (e) => e.node.article.title === 'Gardening notes',
  )!.node;
  expect(hit.snippet).not.toMatch(/[*#[\]<>]|https?:/);
  expect(hit.snippet.length).toBeGreaterThanOrEqual(120);
  expect(hit.snippet.length).toBeLessThanOrEqual(240);
  expect(hit.highlights.length).toBeGreaterThan(0);
  for (const { start, length } of hit.highlights) {
    expect(hit.snippet.slice(start, start + length).toLowerCase()).toBe('compost');
  }
});

test('the last word is a prefix and diacritics are folded', async () => {
  expect((await search('compo')).search.edges).toHaveLength(2);
  for (const q of ['cafe', 'CAFÉ cult']) {
    const cafe = (await search(q)).search.edges;
    expect(cafe.map((e) => e.node.article.title)).toEqual(['Café culture']);
  }
});

test.each([
  '"unbalanced',
  'AND OR NOT',
  'title:compost',
  'NEAR(a b)',
  '**',
  'compost*)',
  '-- ; DROP TABLE articles',
  "it's",
  'a\\b',
  '!(&|)',
])('FTS-looking input %p is harmless', async (q) => {
  const result = await client.run(SEARCH, { q });
  expect(result.errors).toBeUndefined();
});

test('queries shorter than 2 or longer than 200 characters after trim are BAD_USER_INPUT', async () => {
  expect(errorCode(await client.run(SEARCH, { q: ' a ' }))).toBe('BAD_USER_INPUT');
  expect(errorCode(await client.run(SEARCH, { q: 'x'.repeat(201) }))).toBe('BAD_USER_INPUT');
  expect(errorCode(await client.run(SEARCH, { q: 'compost', first: 51 }))).toBe('BAD_USER_INPUT');
});

test('search pages by cursor without duplicates or gaps', async () => {
  const s = await tempStore();
  try {
    const id = (await s.createUser('pager')).id;
    for (let i = 0; i < 7; i++)
      await storeArticle(s.store, id, `Kite ${i}`, { body: `kite ${'string '.repeat(i)}` });
    const pager = new Client(s.store);
    const all = (
      await pager.data<{ search: { edges: { node: Hit }[] } }>(SEARCH, { q: 'kite', first: 50 })
    ).search.edges.map((e) => e.node.article.title);
    const paged: string[] = [];
    let after: string | undefined;
    for (;;) {
      const page: {
        search: { edges: { node: Hit }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
      } = await pager.data(SEARCH, { q: 'kite', first: 3, after });
      paged.push(...page.search.edges.map((e) => e.node.article.title));
      if (!page.search.pageInfo.hasNextPage) break;
      after = page.search.pageInfo.endCursor;
    }
    expect(all).toHaveLength(7);
    expect(paged).toEqual(all);
  } finally {
    await s.close();
  }
});

test('unpublish, archive and publish keep the index in step, and edits are searchable', async () => {
  const tmp = await storeArticle(t.store, authorId, 'Zanzibar travel', { body: 'Spice islands.' });
  const author = await signedIn(t.store, 'grace');
  const id = toGlobalId(t.store, 'Article', tmp.id);
  const count = async (q: string) => (await search(q)).search.edges.length;
  expect(await count('zanzibar')).toBe(1);
  await author.data(
    `mutation ($id: ID!) { unpublishArticle(input: { id: $id }) { article { status } } }`,
    { id },
  );
  expect(await count('zanzibar')).toBe(0);
  await author.data(
    `mutation ($id: ID!) { publishArticle(input: { id: $id }) { article { status } } }`,
    { id },
  );
  expect(await count('zanzibar')).toBe(1);
  await author.data(
    `mutation ($id: ID!) { updateArticle(input: { id: $id, revision: 3, body: "Clove plantations." }) { article { revision } } }`,
    { id },
  );
  expect(await count('clove')).toBe(1);
  expect(await count('spice')).toBe(0);
  await author.data(
    `mutation ($id: ID!) { archiveArticle(input: { id: $id }) { article { status } } }`,
    { id },
  );
  expect(await count('zanzibar')).toBe(0);
});
