import { startTempPostgres, type TempPostgres } from '../../testing/postgres';
import { BODY_LIMIT, HOSTILE_MARKDOWN } from '../../../test/hostile/markdown';
import type { Snippet } from '../searchSnippet';
import { foldedTokens, searchTerms, type SearchTerm } from '../searchTokens';
import { openPostgresStore, type PostgresStore } from './store';

// Search on PostgreSQL through the Store: what matches, in which order, what a snippet shows,
// and that nothing a reader types or a writer publishes makes it fail. The contract both
// engines keep (ranking, prefixes, folding, query-looking input, symbols, hostile bodies) is
// in server/db/search*.test.ts, which the server-postgres jest project runs here too.

let cluster: TempPostgres;
let store: PostgresStore;
let author: number;
let minute = 0;

const repeat = (unit: string) =>
  unit.repeat(Math.ceil(BODY_LIMIT / unit.length)).slice(0, BODY_LIMIT);

function publish(title: string, body: string, status: 'PUBLISHED' | 'DRAFT' = 'PUBLISHED') {
  const at = new Date(Date.UTC(2026, 0, 1, 0, minute++)).toISOString();
  return store.articles.insertArticle({
    authorId: author,
    title,
    summary: '',
    body,
    tags: [],
    status,
    createdAt: at,
    publishedAt: status === 'PUBLISHED' ? at : null,
  });
}

async function find(query: string, first = 50) {
  const terms = searchTerms(query);
  const hits = await store.search.searchPage(terms, first, null);
  const ids = hits.map((hit) => hit.id);
  const [rows, snippets] = await Promise.all([
    store.articles.articlesByIds(ids),
    store.search.snippetsFor(terms, ids),
  ]);
  const titles = new Map(rows.map((row) => [row.id, row.title]));
  return hits.map((hit) => ({
    ...hit,
    title: titles.get(hit.id)!,
    snippet: snippets.get(hit.id)!,
  }));
}

const shown = (snippet: Snippet) =>
  snippet.highlights.map((h) => snippet.text.slice(h.start, h.start + h.length));

/** A snippet a reader can be shown: short, whole characters, each highlight one term. */
function expectSound(snippet: Snippet, terms: SearchTerm[]) {
  expect(snippet.text.length).toBeLessThanOrEqual(240);
  expect(snippet.text).not.toMatch(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/,
  );
  for (const word of shown(snippet)) {
    const [token, ...rest] = foldedTokens(word);
    expect(rest).toEqual([]);
    expect(terms.some((t) => (t.prefix ? token!.startsWith(t.text) : token === t.text))).toBe(true);
  }
}

beforeAll(async () => {
  cluster = await startTempPostgres();
  store = await openPostgresStore(cluster.url, { seed: 'none' });
  author = (await store.users.insertUser({
    handle: 'grace',
    name: 'Grace',
    role: 'AUTHOR',
    passwordHash: 'x',
    createdAt: new Date(0).toISOString(),
  }))!.id;
  await publish(
    'Gardening notes',
    `## Soil\n\n${'Plants need water and light. '.repeat(12)}A **compost** heap helps the [soil](https://example.com/soil) and worms. ${'Weeds grow anyway. '.repeat(12)}`,
  );
  await publish('Compost for beginners', 'How to start a heap in a small garden.');
  await publish('Secret compost draft', 'compost compost compost', 'DRAFT');
  await publish('Café culture', 'Espresso and croissants.');
  await publish('Modern C++', 'Templates in C++20 and node.js modules.');
  await publish('A lone letter', 'The letter c on its own, and plain node.');
  for (let i = 0; i < 3; i++) await publish(`Lorem ${i}`, repeat('lorem '));
  await publish('Letters', repeat('a '));
  await publish('Eight', repeat('a b c d e f g h '));
  await publish('Scripts', 'Привет МИР. Ελληνικά κείμενα. 東京タワー. Straße. ǅemal. ١٢٣');
}, 60_000);
afterAll(async () => {
  await store?.close();
  await cluster?.stop();
});

test('the snippet is plain text around the match; highlights point at the term; blocks show as —', async () => {
  const hit = (await find('compost')).find((h) => h.title === 'Gardening notes')!;
  expect(hit.snippet.text).not.toMatch(/[*#[\]<>]|https?:/);
  expect(hit.snippet.text.length).toBeLessThanOrEqual(240);
  expect(shown(hit.snippet).map((w) => w.toLowerCase())).toEqual(['compost']);
  expect(hit.snippet.text.startsWith('…')).toBe(true);
  const soil = (await find('soil plants')).find((h) => h.title === 'Gardening notes')!;
  expect(soil.snippet.text).toMatch(/^Soil — Plants need water/);
  expectSound(soil.snippet, searchTerms('soil plants'));
});

test('an article found by its title alone shows its opening lines, unmarked', async () => {
  const hit = (await find('beginners'))[0]!;
  expect(hit.title).toBe('Compost for beginners');
  expect(hit.snippet).toEqual({ text: 'How to start a heap in a small garden.', highlights: [] });
});

test('a symbol is found whole: C++ never matches a lone c; node still finds node.js', async () => {
  expect((await find('C++')).map((h) => h.title)).toEqual(['Modern C++']);
  expect((await find('node')).map((h) => h.title).sort()).toEqual(['A lone letter', 'Modern C++']);
  const hit = (await find('node.js'))[0]!;
  expect(hit.title).toBe('Modern C++');
  // The article's own characters are shown, punctuation included.
  expect(hit.snippet.text).toContain('node.js modules');
});

test.each([
  ['мир', 'Scripts'],
  ['ПРИВЕТ', 'Scripts'],
  ['κείμενα', 'Scripts'],
  ['東京', 'Scripts'],
  ['straße', 'Scripts'],
  ['١٢٣', 'Scripts'],
  ['\u200d\u0301', null],
])('a query in another script (%p) answers without error', async (query, title) => {
  const hits = await find(query);
  if (title) expect(hits.map((h) => h.title)).toEqual([title]);
  for (const hit of hits) expectSound(hit.snippet, searchTerms(query));
});

test('unaccent folds ß to ss, so strasse finds and marks Straße (SQLite’s unicode61 does not)', async () => {
  const [hit, ...rest] = await find('strasse');
  expect(rest).toEqual([]);
  expect(hit!.title).toBe('Scripts');
  expect(shown(hit!.snippet)).toEqual(['Straße']);
});

test('search pages by score cursor without duplicates or gaps, and a forged score is no error', async () => {
  const terms = searchTerms('lorem');
  const all = await store.search.searchPage(terms, 50, null);
  const paged: number[] = [];
  let after = null;
  for (;;) {
    const page: { id: number; score: number }[] = await store.search.searchPage(terms, 2, after);
    paged.push(...page.map((hit) => hit.id));
    if (page.length < 2) break;
    const last = page.at(-1)!;
    after = { key: JSON.parse(JSON.stringify(last.score)) as number, id: last.id };
  }
  expect(all).toHaveLength(3);
  expect(paged).toEqual(all.map((hit) => hit.id));
  await expect(store.search.searchPage(terms, 5, { key: 1e300, id: 1 })).resolves.toEqual([]);
  await expect(store.search.searchPage(terms, 5, { key: 'x', id: 1 })).resolves.toEqual([]);
});

test('hostile bodies give sound snippets for one term, a prefix and eight terms', async () => {
  for (const query of ['lorem', 'a', 'lo', 'a b c d e f g h']) {
    const terms = searchTerms(query);
    const hits = await find(query);
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expectSound(hit.snippet, terms);
  }
});

test('every hostile body shape at the size limit is indexed and searched without error', async () => {
  for (const shape of HOSTILE_MARKDOWN) {
    const row = await publish(`Shape ${shape.name}`, shape.make(BODY_LIMIT));
    expect(row.status).toBe('PUBLISHED');
  }
  for (const query of ['shape', 'a', 'x y z', 'http']) {
    for (const hit of await find(query)) expectSound(hit.snippet, searchTerms(query));
  }
}, 60_000);

test('the count stops at 1,001 and says the rest is capped', async () => {
  await store.db.run({
    text: `WITH made AS (
             INSERT INTO articles (slug, title, status, author_id, created_at, updated_at, published_at)
             SELECT 'many-' || n, 'Many ' || n, 'PUBLISHED', $1, now(), now(), now()
             FROM generate_series(1, 1001) AS n RETURNING id, title)
           INSERT INTO article_search (article_id, title, body) SELECT id, title, 'many' FROM made`,
    values: [author],
  });
  expect(await store.search.searchCount(searchTerms('many'))).toEqual({
    totalCount: 1000,
    totalCountCapped: true,
  });
  expect(await store.search.searchCount(searchTerms('compost'))).toEqual({
    totalCount: 2,
    totalCountCapped: false,
  });
  expect(await store.search.searchCount([])).toEqual({ totalCount: 0, totalCountCapped: false });
});
