import { article } from '../testing/fixtures';
import { toGlobalId } from '../ids';
import {
  Client,
  createUser,
  errorCode,
  signedIn,
  tempDatabase,
  type TempDatabase,
} from '../testing/harness';
import { toMatchExpression } from './sqlite/search';
import { buildSnippet } from './searchSnippet';
import { searchTerms } from './searchTokens';

let t: TempDatabase;
let client: Client;
let authorId: number;

beforeAll(() => {
  t = tempDatabase();
  authorId = createUser(t.db, 'grace').id;
  client = new Client(t.store);
  article(t.db, authorId, 'Gardening notes', {
    body: `## Soil\n\n${'Plants need water and light. '.repeat(12)}A **compost** heap helps the [soil](https://example.com/soil) and worms. ${'Weeds grow anyway. '.repeat(12)}`,
  });
  article(t.db, authorId, 'Compost for beginners', {
    body: 'How to start a heap in a small garden.',
  });
  article(t.db, authorId, 'Secret compost draft', {
    status: 'DRAFT',
    body: 'compost compost compost',
  });
  article(t.db, authorId, 'Café culture', { body: 'Espresso and croissants.' });
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
  const cafe = (await search('cafe')).search.edges;
  expect(cafe.map((e) => e.node.article.title)).toEqual(['Café culture']);
});

test.each([
  '"unbalanced',
  'AND OR NOT',
  'title:compost',
  'NEAR(a b)',
  '**',
  'compost*)',
  '-- ; DROP TABLE articles',
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
  const s = tempDatabase();
  try {
    const id = createUser(s.db, 'pager').id;
    for (let i = 0; i < 7; i++)
      article(s.db, id, `Kite ${i}`, { body: `kite ${'string '.repeat(i)}` });
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
    s.close();
  }
});

test('unpublish, archive and publish keep the index in step, and edits are searchable', async () => {
  const tmp = article(t.db, authorId, 'Zanzibar travel', { body: 'Spice islands.' });
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

test('toMatchExpression quotes every term and makes the last a prefix', () => {
  expect(toMatchExpression(searchTerms('foo "bar" OR baz'))).toBe('"foo" "bar" "or" "baz"*');
  expect(toMatchExpression(searchTerms('?!'))).toBe('');
});

test('a snippet keeps within 240 characters with the match inside', () => {
  const text = `${'lengthyword '.repeat(20)}target ${'lengthyword '.repeat(20)}`;
  const snippet = buildSnippet(text, searchTerms('target'));
  expect(snippet.text.length).toBeLessThanOrEqual(240);
  expect(snippet.text.startsWith('…')).toBe(true);
  const [h] = snippet.highlights;
  expect(snippet.text.slice(h!.start, h!.start + h!.length)).toBe('target');
});

test('a snippet never cuts a character in half', () => {
  const loneHalf = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
  // One letter beside the match puts the cut at the start, or at the end, inside an emoji.
  for (const [before, after] of [
    ['x', ''],
    ['', 'y'],
  ]) {
    const text = `${'😀'.repeat(150)}${before} target ${after}${'😀'.repeat(150)}`;
    const snippet = buildSnippet(text, searchTerms('target'));
    expect(snippet.text.length).toBeLessThanOrEqual(240);
    expect(snippet.text).not.toMatch(loneHalf);
    const [h] = snippet.highlights;
    expect(snippet.text.slice(h!.start, h!.start + h!.length)).toBe('target');
  }
});

test('a word the snippet cuts, or one that only contains a term, is not highlighted', () => {
  const text = `${'compost'.repeat(40)} recompost compost ${'composted '.repeat(30)}`;
  const snippet = buildSnippet(text, searchTerms('compost heap'));
  const shown = snippet.highlights.map((h) => snippet.text.slice(h.start, h.start + h.length));
  expect(shown).toEqual(['compost']);
  // The cut falls inside the long word, which the snippet shows but does not highlight.
  expect(snippet.text).toMatch(/^…ompostcompost/);
  expect(snippet.text).toContain('compost recompost compost composted');
});

test('the window with the most distinct terms is shown, not merely the first hit', () => {
  const text = `soil ${'filler '.repeat(100)}soil and compost ${'filler '.repeat(100)}`;
  const snippet = buildSnippet(text, searchTerms('compost soil'));
  const shown = snippet.highlights.map((h) => snippet.text.slice(h.start, h.start + h.length));
  expect(shown).toEqual(['soil', 'compost']);
});
