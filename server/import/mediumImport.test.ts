import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { redirectCandidates } from '../domain/redirectPaths';
import type { UserRow } from '../db/rows';
import { tempStore, type TestStore } from '../testing/testStore';
import { importedArticle } from './importedArticle';
import { folderZip } from './folderZip';
import { importMedium } from './mediumImport';

// import:medium on the engine under test, from a hand-built Medium export
// (fixtures/medium/SOURCES.txt): what a dry run reports and leaves unwritten, the posts as
// Markdown through turndown (code blocks whose lines were <br>s, an embed as its link, hostile
// HTML dropped), drafts kept as drafts, the author as an account, Medium's old paths answering
// to the new articles, the zip read as the folder is, and a second import idle.

const EXPORT = path.join(__dirname, 'fixtures', 'medium');
const NOW = '2026-11-27T12:00:00.000Z';
let t: TestStore;
let editor: UserRow;
let folder: string;

beforeAll(async () => {
  t = await tempStore();
  editor = await t.createUser('importer', 'EDITOR');
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-medium-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const run = (source: string, dryRun = false) =>
  importMedium(t.store, source, { importerId: editor.id, dryRun, now: NOW });

const bySource = (id: string) => importedArticle(t, 'medium', id);

/** The article an old URL leads to, looked up as the server does before a 404. */
async function redirected(url: string): Promise<number | undefined> {
  const found = await t.store.redirects.redirectsByPaths(redirectCandidates(url, true));
  return [...found.values()][0];
}

/** The export as Medium hands it over: a zip of the folder. */
async function zipOf(dir: string): Promise<string> {
  const file = path.join(folder, 'medium-export.zip');
  fs.writeFileSync(file, await folderZip(dir));
  return file;
}

test('a dry run reports each post and writes nothing', async () => {
  const marker = await t.store.changeMarker();
  const report = await run(EXPORT, true);
  expect(report.entries.map((e) => `${e.action} ${e.sourceId}`).sort()).toEqual([
    'created 0a1b2c3d4e5f',
    'created 1a2b3c4d5e6f',
    'created 9f8e7d6c5b4a',
    'skipped posts/broken.html',
  ]);
  expect(report.entries.find((e) => e.action === 'skipped')?.reason).toMatch(/no Medium post id/);
  expect(report.accounts).toEqual(['ada_writes']);
  expect(report.redirects).toBe(4);
  expect(await t.store.changeMarker()).toBe(marker);
  expect(await t.count(`SELECT COUNT(*) FROM articles`)).toBe(0);
});

test('the zip imports posts, drafts, the author and old paths', async () => {
  const report = await run(await zipOf(EXPORT));
  expect(report.entries.filter((e) => e.action === 'created')).toHaveLength(3);

  const friday = await bySource('1a2b3c4d5e6f');
  expect(friday).toMatchObject({
    title: 'Shipping code on Fridays',
    summary: 'Why our team deploys at the end of the week',
    slug: 'shipping-code-on-fridays',
    status: 'PUBLISHED',
    publishedAt: '2024-05-05T09:30:00.123Z',
  });
  // The title and subtitle Medium repeats in the body are not kept twice.
  expect(friday.body.startsWith('We ship on **Fridays**, and *nothing* breaks.')).toBe(true);
  expect(friday.body).toContain('```\nnpm run build\nnpm test\n./deploy.sh --prod\n```');
  expect(friday.body).toContain('![The deploy dashboard](https://cdn-images-1.medium.com/');
  expect(friday.body).toContain('> Deploy small, deploy often.');
  expect(friday.body).toContain('[https://www.youtube.com/embed/dQw4w9WgXcQ]');
  expect(friday.body).not.toMatch(/script|alert\('medium'\)|onerror|iframe/);
  const tags = await t.store.tags.tagsByArticleIds([friday.id]);
  expect(tags.get(friday.id)?.map((tag) => tag.name)).toEqual(['devops', 'continuous-delivery']);
  const ada = (await t.store.users.credentialsByHandle('ada_writes'))!;
  expect([ada.id, ada.name, ada.passwordHash]).toEqual([friday.authorId, 'Ada Writes', '']);

  const tokyo = await bySource('9f8e7d6c5b4a');
  expect([tokyo.title, tokyo.body, tokyo.status]).toEqual([
    '東京の朝',
    '朝の電車はとても静かです。',
    'PUBLISHED',
  ]);
  const draft = await bySource('0a1b2c3d4e5f');
  expect([draft.status, draft.publishedAt, draft.authorId]).toEqual(['DRAFT', null, editor.id]);

  expect(await redirected('/@Ada.Writes/shipping-code-on-fridays-1a2b3c4d5e6f')).toBe(friday.id);
  expect(await redirected('/p/1a2b3c4d5e6f?source=rss')).toBe(friday.id);
  expect(await redirected('/@ada.writes/東京の朝-9f8e7d6c5b4a')).toBe(tokyo.id);
  expect(await redirected('/p/0a1b2c3d4e5f')).toBeUndefined();
  expect(report.notes.join('\n')).toMatch(/1a2b3c4d5e6f: its 2 image\(s\) stay links/);
});

test('a second import of the same export changes nothing', async () => {
  const marker = await t.store.changeMarker();
  const report = await run(EXPORT);
  expect(report.entries.filter((e) => e.action !== 'skipped')).toEqual([]);
  expect(report.redirects).toBe(0);
  expect(await t.store.changeMarker()).toBe(marker);
});

test('an archive that is no Medium export is refused or reported, and writes nothing', async () => {
  const before = await t.count(`SELECT COUNT(*) FROM articles`);
  const text = path.join(folder, 'export.txt');
  fs.writeFileSync(text, 'not an archive');
  await expect(run(text)).rejects.toThrow(/^The archive was refused: .*neither a folder nor/);
  const empty = fs.mkdtempSync(path.join(folder, 'empty-'));
  const report = await run(empty);
  expect([report.entries, report.notes]).toEqual([[], [expect.stringMatching(/no posts/)]]);
  expect(await t.count(`SELECT COUNT(*) FROM articles`)).toBe(before);
});
