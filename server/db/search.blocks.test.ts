import fs from 'node:fs';
import path from 'node:path';
import { storeArticle } from '../testing/fixtures';
import { Client } from '../testing/harness';
import { tempStore, type TestStore } from '../testing/testStore';
import { BLOCK_BREAK } from './searchSnippet';
import { SEARCH_COUNT_LIMIT, TITLE_HIGHLIGHTS_MAX } from './searchRules';

// Search as a reader meets it, on a real store of either engine: snippets that keep blocks apart, symbols
// (`C++`, `C#`, `.NET`, `node.js`) as words of their own, titles highlighted and ranked first,
// and a count of the matches.

interface Range {
  start: number;
  length: number;
}
interface Hit {
  snippet: string;
  highlights: Range[];
  titleHighlights: Range[];
  article: { title: string };
}
interface Search {
  search: { totalCount: number; totalCountCapped: boolean; edges: { node: Hit }[] };
}
const SEARCH = `query ($q: String!, $first: Int) { search(query: $q, first: $first) {
  totalCount totalCountCapped
  edges { node { snippet highlights { start length } titleHighlights { start length } article { title } } } } }`;

let t: TestStore;
let client: Client;

beforeAll(async () => {
  t = await tempStore();
  const authorId = (await t.createUser('bjarne')).id;
  client = new Client(t.store);
  await storeArticle(t.store, authorId, 'CSRF tokens, cookies and you', {
    body: 'A cross-site request forgery (CSRF) token ties a form to a session. Plan c: SameSite cookies. See appendix c.',
  });
  await storeArticle(t.store, authorId, 'Move semantics explained', {
    body: '## Why moves\n\nIn C++ a move steals the resources of a temporary. C++20 adds more.',
  });
  await storeArticle(t.store, authorId, 'The C programming language', {
    body: 'C is small. Pointers in C are plain addresses. A c compiler is everywhere.',
  });
  await storeArticle(t.store, authorId, 'Records in C#', {
    body: 'Records are reference types with value equality.',
  });
  await storeArticle(t.store, authorId, 'Server stacks', {
    body: 'We compared .NET on Linux with Node.js and a little F# for the scripts.',
  });
  await storeArticle(t.store, authorId, 'Notes on a garden', {
    body: 'Mulch, then mulch again: mulch keeps the soil damp and mulch feeds the worms.',
  });
  await storeArticle(t.store, authorId, 'Mulch', { body: 'Straw or bark, spread thin.' });
});
afterAll(() => t.close());

const search = (q: string, first?: number) => client.data<Search>(SEARCH, { q, first });
const titles = (result: Search) => result.search.edges.map((edge) => edge.node.article.title);
const marked = (text: string, ranges: Range[]) =>
  ranges.map(({ start, length }) => text.slice(start, start + length));

test('C++ finds the C++ article, not every text with a lone "c" or a word starting with c', async () => {
  const result = await search('C++');
  expect(titles(result)).toEqual(['Move semantics explained']);
  const hit = result.search.edges[0]!.node;
  // The last word typed is a prefix: C++20 is C++ too.
  expect(marked(hit.snippet, hit.highlights)).toEqual(['C++', 'C++20']);
});

test('C# does not match the C articles, and F#, .NET and node.js are words too', async () => {
  expect(titles(await search('C#'))).toEqual(['Records in C#']);
  for (const query of ['F#', '.NET', 'node.js', 'NODE.JS']) {
    const result = await search(query);
    expect(titles(result)).toEqual(['Server stacks']);
    const hit = result.search.edges[0]!.node;
    expect(marked(hit.snippet, hit.highlights).map((word) => word.toLowerCase())).toEqual([
      query.toLowerCase(),
    ]);
  }
  // The words a symbol is made of stay searchable on their own.
  expect(titles(await search('node'))).toEqual(['Server stacks']);
  expect(titles(await search('net linux'))).toEqual(['Server stacks']);
});

test('a title match ranks above body matches and is highlighted in the title', async () => {
  const result = await search('mulch');
  expect(titles(result)).toEqual(['Mulch', 'Notes on a garden']);
  const [title, body] = result.search.edges.map((edge) => edge.node);
  expect(marked(title!.article.title, title!.titleHighlights)).toEqual(['Mulch']);
  expect(body!.titleHighlights).toEqual([]);
  const symbol = (await search('C#')).search.edges[0]!.node;
  expect(marked(symbol.article.title, symbol.titleHighlights)).toEqual(['C#']);
});

test('C++ is shown where it stands, not where a lone c comes first', async () => {
  const other = await tempStore();
  try {
    await storeArticle(other.store, (await other.createUser('dennis')).id, 'Compilers', {
      body: `A c compiler came first. ${'Filler words go here. '.repeat(20)}Then C++ arrived.`,
    });
    const hit = (await new Client(other.store).data<Search>(SEARCH, { q: 'c++' })).search.edges[0]!
      .node;
    expect(marked(hit.snippet, hit.highlights)).toEqual(['C++']);
  } finally {
    await other.close();
  }
});

test('a title shows at most TITLE_HIGHLIGHTS_MAX highlights', async () => {
  const many = await tempStore();
  try {
    await storeArticle(many.store, (await many.createUser('echo')).id, 'echo '.repeat(28).trim());
    const hit = (await new Client(many.store).data<Search>(SEARCH, { q: 'echo' })).search.edges[0]!;
    expect(hit.node.titleHighlights).toHaveLength(TITLE_HIGHLIGHTS_MAX);
  } finally {
    await many.close();
  }
});

test('the count says how many articles match, whatever the page size', async () => {
  expect((await search('mulch', 1)).search).toMatchObject({
    totalCount: 2,
    totalCountCapped: false,
  });
  expect((await search('zebra')).search).toMatchObject({ totalCount: 0, totalCountCapped: false });
});

test('a snippet shows where a heading ends instead of running it into its text', async () => {
  const body = fs.readFileSync(
    path.join(__dirname, 'seed/content/articles/forward-only-migrations.md'),
    'utf8',
  );
  const demo = await tempStore();
  try {
    await storeArticle(demo.store, (await demo.createUser('ada')).id, 'Forward-only migrations', {
      body,
    });
    const hit = (await new Client(demo.store).data<Search>(SEARCH, { q: 'change a column type' }))
      .search.edges[0]!.node;
    expect(hit.snippet).toContain(`Changing a column in SQLite${BLOCK_BREAK}SQLite's ALTER TABLE`);
    expect(hit.snippet.length).toBeLessThanOrEqual(240);
    for (const word of marked(hit.snippet, hit.highlights)) {
      expect(['change', 'a', 'column', 'type']).toContain(word.toLowerCase().replace(/s$/, ''));
    }
  } finally {
    await demo.close();
  }
});

test('the snippet shows the first stretch holding the most terms, not the first match of one', async () => {
  // The demo's WAL article: its first `SQLite` stands far from any `WAL`.
  const demo = await tempStore({ demo: true });
  try {
    const result = await new Client(demo.store).data<Search>(SEARCH, { q: 'sqlite wal' });
    const hit = result.search.edges.find((edge) =>
      edge.node.article.title.startsWith('WAL Mode'),
    )!.node;
    const shown = new Set(marked(hit.snippet, hit.highlights).map((word) => word.toLowerCase()));
    expect([...shown].sort()).toEqual(['sqlite', 'wal']);
  } finally {
    await demo.close();
  }
}, 30_000);

test('past the limit the count stops and says so', async () => {
  const many = await tempStore();
  try {
    const authorId = (await many.createUser('many')).id;
    // In batches as large as PostgreSQL's pool (8), which writes a batch side by side: a larger
    // one queues for connections, and at load 18 the queue outwaited the pool's 10 s to connect.
    for (let i = 0; i <= SEARCH_COUNT_LIMIT; i += 8) {
      const batch = Array.from({ length: Math.min(8, SEARCH_COUNT_LIMIT + 1 - i) }, (_, k) =>
        storeArticle(many.store, authorId, `Kelp ${i + k}`),
      );
      await Promise.all(batch);
    }
    const result = await new Client(many.store).data<Search>(SEARCH, { q: 'kelp', first: 1 });
    expect(result.search).toMatchObject({ totalCount: 1000, totalCountCapped: true });
  } finally {
    await many.close();
  }
});
