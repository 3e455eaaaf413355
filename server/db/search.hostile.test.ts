// Search over what a hostile writer can publish and what a hostile reader can type, through the
// GraphQL `search` field on a real database. How fast it answers is the bench's to measure;
// this suite pins what comes back. FTS5's snippet() needed 11 s for the first search below
// (quadratic in a term's hits), and minutes for "a a a a a a a a" over a body of "a a a …".
import { BODY_LIMIT, HOSTILE_MARKDOWN } from '../../test/hostile/markdown';
import { storeArticle } from '../testing/fixtures';
import { Client } from '../testing/harness';
import { tempStore, testEngine, type TestStore } from '../testing/testStore';
import { markdownToPlainText } from './plainText';
import { foldedTokens, searchTerms, type SearchTerm } from './searchTokens';

const repeat = (unit: string) =>
  unit.repeat(Math.ceil(BODY_LIMIT / unit.length)).slice(0, BODY_LIMIT);
const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');
const PAIRS = LETTERS.flatMap((x) => LETTERS.map((y) => x + y));
const shapeBody = (name: string) => HOSTILE_MARKDOWN.find((s) => s.name === name)!.make(BODY_LIMIT);

let t: TestStore;
let client: Client;

beforeAll(async () => {
  t = await tempStore();
  const author = (await t.createUser('mallory')).id;
  for (let i = 0; i < 5; i++)
    await storeArticle(t.store, author, `Lorem ${i}`, { body: repeat('lorem ') });
  await storeArticle(t.store, author, 'Letters', { body: repeat('a ') });
  for (let i = 0; i < 5; i++) {
    await storeArticle(t.store, author, `Prefixes ${i}`, {
      body: shapeBody('words sharing a prefix'),
    });
  }
  await storeArticle(t.store, author, 'Pairs', { body: shapeBody('many distinct words') });
  await storeArticle(t.store, author, 'Zebra stripes', { body: repeat('lorem ') });
  for (const shape of HOSTILE_MARKDOWN) {
    await storeArticle(t.store, author, `Shape ${shape.name}`, { body: shape.make(BODY_LIMIT) });
  }
  client = new Client(t.store);
}, 60_000);
afterAll(() => t.close());

interface Result {
  snippet: string;
  highlights: { start: number; length: number }[];
  article: { title: string };
}
const SEARCH = `query ($q: String!, $first: Int) { search(query: $q, first: $first) {
  edges { node { snippet highlights { start length } article { title } } } } }`;

async function search(q: string, first = 50): Promise<Result[]> {
  const data = await client.data<{ search: { edges: { node: Result }[] } }>(SEARCH, { q, first });
  return data.search.edges.map((edge) => edge.node);
}

/** A snippet a reader can be shown: short, whole characters, each highlight one term. */
function expectSound(result: Result, terms: SearchTerm[]) {
  expect(result.snippet.length).toBeLessThanOrEqual(240);
  expect(result.snippet).not.toMatch(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/,
  );
  for (const { start, length } of result.highlights) {
    const [word, ...rest] = foldedTokens(result.snippet.slice(start, start + length));
    expect(rest).toEqual([]);
    expect(
      terms.some((term) => (term.prefix ? word!.startsWith(term.text) : word === term.text)),
    ).toBe(true);
  }
}

const titles = (results: Result[]) => results.map((r) => r.article.title);

test('a word repeated 16,000 times in five articles: all found, each snippet around it', async () => {
  const results = await search('lorem', 5);
  expect(titles(results).sort()).toEqual(['Lorem 0', 'Lorem 1', 'Lorem 2', 'Lorem 3', 'Lorem 4']);
  for (const result of results) {
    expectSound(result, searchTerms('lorem'));
    expect(result.highlights.length).toBeGreaterThan(30);
  }
});

test('one letter typed eight times over 50,000 of it reads as one term', async () => {
  const results = await search('a a a a a a a a');
  expect(titles(results)).toContain('Letters');
  for (const result of results) expectSound(result, searchTerms('a'));
  const letters = results.find((r) => r.article.title === 'Letters')!;
  // Every `a` shown is marked. SQLite's snippet fills its 240 characters (120 words);
  // PostgreSQL's ts_headline shows at most MaxWords (35) words.
  const shown = letters.snippet.split(/[ …]+/).filter(Boolean);
  expect(letters.highlights).toHaveLength(shown.length);
  expect(letters.highlights.length).toBeGreaterThan(testEngine() === 'sqlite' ? 100 : 30);
});

test('a prefix shared by 20,000 distinct words in five articles highlights the words it begins', async () => {
  const results = await search('ab');
  const prefixed = results.filter((r) => r.article.title.startsWith('Prefixes'));
  expect(prefixed).toHaveLength(5);
  for (const result of results) expectSound(result, searchTerms('ab'));
  for (const result of prefixed) expect(result.highlights.length).toBeGreaterThan(30);
});

test('only the first 7 words and the last one typed count, so 100 words cost what 8 do', async () => {
  // Words 8 to 99 occur nowhere: were they terms, nothing would match.
  const typed = [...PAIRS.slice(0, 7), ...PAIRS.slice(0, 92).map((p) => `${p}zz`), 'ah'];
  const results = await search(typed.join(' ').slice(0, 200).replace(/ \S*$/, ' ah'));
  expect(titles(results)).toContain('Pairs');
  const pairs = results.find((r) => r.article.title === 'Pairs')!;
  expectSound(pairs, searchTerms(typed.join(' ')));
  const highlighted = new Set(pairs.highlights.map((h) => pairs.snippet.substr(h.start, h.length)));
  // The window holds every term: all eight are shown.
  expect([...highlighted].sort()).toEqual([...PAIRS.slice(0, 7), 'ah'].sort());
});

test('a match in the title alone still gets a snippet, and the body terms are highlighted', async () => {
  const [only] = await search('zebra');
  expect(only!.article.title).toBe('Zebra stripes');
  expect(only!.snippet.startsWith('lorem lorem')).toBe(true);
  expect(only!.snippet.length).toBeLessThanOrEqual(240);
  expect(only!.highlights).toEqual([]);
  const [both] = await search('zebra lorem');
  expect(both!.article.title).toBe('Zebra stripes');
  expectSound(both!, searchTerms('zebra lorem'));
  expect(both!.highlights.length).toBeGreaterThan(30);
});

test.each(HOSTILE_MARKDOWN.map((shape) => [shape.name, shape] as const))(
  '%s: a search for its own text finds it with sound snippets',
  async (name, shape) => {
    const text = markdownToPlainText(shape.make(BODY_LIMIT)).slice(0, 200).trim();
    const query = text.length >= 2 ? text : `Shape ${name}`;
    const terms = searchTerms(query);
    const results = await search(query);
    if (terms.length) expect(titles(results)).toContain(`Shape ${name}`);
    for (const result of results) expectSound(result, terms);
  },
);
