import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UserRow } from '../db/rows';
import { tempStore, type TestStore } from '../testing/testStore';
import { importedArticle } from './importedArticle';
import { ARCHIVE_LIMITS } from './archiveLimits';
import { importWordpress } from './wordpressImport';

// import:wordpress on the engine under test, from a hand-built WXR file
// (fixtures/wordpress/SOURCES.txt): posts in every status, classic and block content as
// Markdown, categories and tags, the author as an account, WordPress's old paths redirected, a
// second import idle; and hostile XML (entities, external entities, depth, size) refused with
// nothing written.

const WXR = path.join(__dirname, 'fixtures', 'wordpress', 'wxr-1.2.xml');
const NOW = '2026-11-27T12:00:00.000Z';
let t: TestStore;
let editor: UserRow;
let folder: string;

beforeAll(async () => {
  t = await tempStore();
  editor = await t.createUser('importer', 'EDITOR');
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-wxr-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const run = (file: string, dryRun = false, limits = ARCHIVE_LIMITS) =>
  importWordpress(t.store, file, { importerId: editor.id, dryRun, now: NOW, limits });

const bySource = (id: string) => importedArticle(t, 'wordpress', id);

test('posts in every status, their text, terms, author and old paths', async () => {
  const report = await run(WXR);
  const actions = Object.fromEntries(report.entries.map((e) => [e.sourceId, e.action]));
  expect(actions).toEqual({
    '12': 'created',
    '13': 'created',
    '14': 'created',
    '15': 'created',
    '16': 'created',
    '17': 'created',
    '18': 'skipped',
    '2': 'skipped',
    '20': 'skipped',
  });
  const hello = await bySource('12');
  expect(hello).toMatchObject({
    title: 'Hello world!',
    slug: 'hello-world',
    status: 'PUBLISHED',
    summary: 'The very first post.',
    publishedAt: '2024-05-05T10:00:00.000Z',
  });
  expect(hello.body).toBe(
    'Welcome to WordPress. This is your first post.  \nEdit or delete it, then start writing!' +
      '\n\nA second paragraph & **bold** words.',
  );
  const tags = await t.store.tags.tagsByArticleIds([hello.id]);
  expect(tags.get(hello.id)?.map((tag) => tag.name)).toEqual(['uncategorized', 'first-steps']);
  const admin = (await t.store.users.credentialsByHandle('admin'))!;
  expect([admin.id, admin.name, admin.passwordHash]).toEqual([hello.authorId, 'Site Admin', '']);

  const blocks = await bySource('17');
  expect(blocks.body).toContain('日本語の段落。');
  expect(blocks.body).toContain('```\necho "hello";\n```');
  expect(blocks.body).toContain('| A | B |');
  expect(blocks.body).not.toContain('wp:');
  for (const hidden of ['13', '14', '15', '16']) {
    const article = await bySource(hidden);
    expect([hidden, article.status, article.publishedAt]).toEqual([hidden, 'DRAFT', null]);
  }
  expect(report.notes.join('\n')).toMatch(/16: password-protected; imported as a draft/);

  const redirects = await t.sql<{ path: string; article_id: number }>(
    // The pattern is a parameter: the portable SQL's `?` are placeholders.
    `SELECT path, article_id FROM redirects WHERE path LIKE ? OR path LIKE ?`,
    '/2024%',
    '/?p=1_',
  );
  const paths = new Map(redirects.map((row) => [row.path, Number(row.article_id)]));
  expect(paths.get('/?p=12')).toBe(hello.id);
  expect(paths.get('/2024/05/05/hello-world')).toBe(hello.id);
  expect(paths.get('/2024/05/07/%E6%97%A5%E6%9C%AC')).toBe(blocks.id);
});

test('a second import of the same file changes nothing', async () => {
  const marker = await t.store.changeMarker();
  const report = await run(WXR);
  expect(report.entries.filter((e) => e.action !== 'skipped')).toEqual([]);
  expect(await t.store.changeMarker()).toBe(marker);
});

const item = (id: number, body: string) =>
  `<item><title>T${id}</title><content:encoded>${body}</content:encoded>` +
  `<wp:post_id>${id}</wp:post_id><wp:status>publish</wp:status>` +
  `<wp:post_type>post</wp:post_type></item>`;
const wxr = (items: string, head = '') =>
  `<?xml version="1.0"?>${head}<rss xmlns:wp="http://wordpress.org/export/1.2/" ` +
  `xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel>${items}</channel></rss>`;

test('hostile XML is refused with a clear error and nothing written', async () => {
  const before = await t.count(`SELECT COUNT(*) FROM articles`);
  const laughs = '<!DOCTYPE rss [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>';
  const external = '<!DOCTYPE rss [<!ENTITY x SYSTEM "file:///etc/passwd">]>';
  const cases: [string, RegExp, Partial<typeof ARCHIVE_LIMITS>?][] = [
    [wxr(item(101, 'fine') + item(102, '&b;'), laughs), /declares a DOCTYPE/],
    [wxr(item(101, 'fine') + item(103, '&x;'), external), /declares a DOCTYPE/],
    [wxr(item(101, 'fine') + item(104, '&undefined;')), /not XML Folio reads .*undefined/i],
    [wxr(item(101, 'fine') + '<item><title>unclosed'), /not XML Folio reads/],
    [wxr(item(101, 'fine') + '<x>'.repeat(100)), /nest more than 64 deep/],
    [
      wxr(item(101, 'x'.repeat(5000))),
      /content:encoded is longer than 4096/,
      { maxEntryBytes: 4096 },
    ],
    [wxr(item(101, 'fine')), /holds more than 100 bytes/, { maxTotalBytes: 100 }],
  ];
  for (const [index, [xml, message, limits]] of cases.entries()) {
    const file = path.join(folder, `hostile-${index}.xml`);
    fs.writeFileSync(file, xml);
    const error = await run(file, false, { ...ARCHIVE_LIMITS, ...limits }).then(
      () => 'imported',
      (e: Error) => e.message,
    );
    expect([index, error]).toEqual([index, expect.stringMatching(message)]);
    expect(error).toMatch(/^The archive was refused: .*Nothing was imported\.$/);
  }
  expect(await t.count(`SELECT COUNT(*) FROM articles`)).toBe(before);
});
