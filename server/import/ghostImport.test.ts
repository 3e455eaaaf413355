import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UserRow } from '../db/rows';
import { tempStore, type TestStore } from '../testing/testStore';
import { importedArticle } from './importedArticle';
import { importGhost } from './ghostImport';

// import:ghost on the engine under test, from a hand-built Ghost 5 export
// (fixtures/ghost/SOURCES.txt): its HTML as Markdown without what was hostile, tags without
// Ghost's internal ones, authors as accounts, only public posts published, Ghost's /slug/
// paths redirected, a second import idle, and what is not Ghost JSON refused.

const EXPORT = path.join(__dirname, 'fixtures', 'ghost', 'ghost-5.json');
const NOW = '2026-11-27T12:00:00.000Z';
let t: TestStore;
let editor: UserRow;

beforeAll(async () => {
  t = await tempStore();
  editor = await t.createUser('importer', 'EDITOR');
});
afterAll(() => t.close());

const run = (file: string, dryRun = false) =>
  importGhost(t.store, file, { importerId: editor.id, dryRun, now: NOW });

const bySource = (id: string) => importedArticle(t, 'ghost', id);

test('a dry run reports the posts and writes nothing', async () => {
  const report = await run(EXPORT, true);
  const actions = report.entries.map((e) => [e.sourceId.slice(-1), e.action]).sort();
  expect(actions).toEqual([
    ['1', 'created'],
    ['2', 'created'],
    ['3', 'created'],
    ['4', 'skipped'],
    ['5', 'skipped'],
    ['6', 'created'],
  ]);
  expect(report.entries.find((e) => e.sourceId.endsWith('4'))?.reason).toMatch(/a page/);
  expect(report.entries.find((e) => e.sourceId.endsWith('5'))?.reason).toMatch(/no html/);
  expect(report.notes.join('\n')).toMatch(/for members readers only; imported as a draft/);
  expect(report.notes.join('\n')).toMatch(/feature image .* was not fetched/);
  expect(await t.count(`SELECT COUNT(*) FROM articles`)).toBe(0);
});

test('posts become articles: Markdown from their HTML, tags, authors, states, old paths', async () => {
  await run(EXPORT);
  const welcome = await bySource('6650a1b2c3d4e5f600000001');
  expect(welcome).toMatchObject({
    title: 'Welcome to Ghost',
    slug: 'welcome-to-ghost',
    status: 'PUBLISHED',
    summary: 'The first post of the old blog.',
    publishedAt: '2024-05-02T10:00:00.000Z',
    createdAt: '2024-05-01T09:00:00.000Z',
  });
  expect(welcome.body).toContain('## Getting started');
  expect(welcome.body).toContain('```js\nconst ghost = true;\n```');
  expect(welcome.body).toContain('| Plan | Price |');
  expect(welcome.body).toContain('![A picture](https://old.example/content/images/a.png)');
  for (const hostile of ['<script', 'alert', 'onerror', '<iframe']) {
    expect([hostile, welcome.body.includes(hostile)]).toEqual([hostile, false]);
  }
  const tags = await t.store.tags.tagsByArticleIds([welcome.id]);
  expect(tags.get(welcome.id)?.map((tag) => tag.name)).toEqual(['getting-started']);
  const joe = (await t.store.users.credentialsByHandle('joe_bloggs'))!;
  expect([joe.id, joe.name, joe.passwordHash]).toEqual([welcome.authorId, 'Joe Bloggs', '']);

  expect(await bySource('6650a1b2c3d4e5f600000002')).toMatchObject({
    status: 'DRAFT',
    publishedAt: null,
    authorId: editor.id,
  });
  // A members-only post is not made public by moving.
  expect((await bySource('6650a1b2c3d4e5f600000003')).status).toBe('DRAFT');
  const russian = await bySource('6650a1b2c3d4e5f600000006');
  expect([russian.title, russian.slug, russian.body]).toEqual([
    'Привет, мир',
    'privet-mir',
    'Текст на русском.\n\n-   один\n-   два',
  ]);
  const paths = await t.sql<{ path: string }>(`SELECT path FROM redirects ORDER BY path`);
  expect(paths.map((row) => row.path)).toEqual([
    '/for-members',
    '/half-written',
    '/privet-mir',
    '/welcome-to-ghost',
  ]);
});

test('a second import of the same export changes nothing', async () => {
  const marker = await t.store.changeMarker();
  const report = await run(EXPORT);
  expect(report.entries.every((e) => e.action === 'skipped')).toBe(true);
  expect(await t.store.changeMarker()).toBe(marker);
});

test('what is not a Ghost export is refused, nothing written', async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-ghost-'));
  try {
    const notJson = path.join(folder, 'a.json');
    fs.writeFileSync(notJson, '{"db": [');
    await expect(run(notJson)).rejects.toThrow(/refused: it is not JSON/);
    const other = path.join(folder, 'b.json');
    fs.writeFileSync(other, '{"posts": []}');
    await expect(run(other)).rejects.toThrow(/not a Ghost JSON export/);
    expect(await t.count(`SELECT COUNT(*) FROM articles`)).toBe(4);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
