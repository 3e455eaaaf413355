import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verifyPassword } from '../auth/passwords';
import type { ImportReport } from '../domain/imports';
import type { ArticleRow, UserRow } from '../db/rows';
import { parseMediaName, variantName } from '../media/names';
import { mediaStoreFor } from '../media/mediaStoreFor';
import { locationOf, tempStore, testEngine, type TestStore } from '../testing/testStore';
import { importMarkdown } from './markdownImport';

// import:markdown on the engine under test, from a folder of hand-built posts in the styles of
// Jekyll, Hugo, Astro and Obsidian (fixtures/markdown-site/SOURCES.txt says after what): what
// a dry run reports and leaves unwritten, what an import makes, that importing again changes
// nothing, that an edit at the source updates its article, and that a failure writes nothing.

const SITE = path.join(__dirname, 'fixtures', 'markdown-site');
const NOW = '2026-11-27T12:00:00.000Z';

let t: TestStore;
let editor: UserRow;
const folders: string[] = [];

beforeAll(async () => {
  t = await tempStore();
  editor = await t.createUser('importer', 'EDITOR');
});
afterAll(async () => {
  await t.close();
  folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true }));
});

const run = (source: string, dryRun = false) =>
  importMarkdown(t.store, source, {
    importerId: editor.id,
    dryRun,
    now: NOW,
    media: { media: mediaStoreFor(t.store, locationOf(t.store), null).media, quotaBytes: 2 ** 20 },
  });

/** Each entry as `action source-id`, sorted. */
const actions = (report: ImportReport) =>
  report.entries.map((e) => `${e.action} ${e.sourceId}`).sort();

async function articleBySource(sourceId: string): Promise<ArticleRow> {
  const [link] = await t.sql<{ article_id: number }>(
    `SELECT article_id FROM import_sources WHERE source = 'markdown' AND source_id = ?`,
    sourceId,
  );
  const [article] = await t.store.articles.articlesByIds([Number(link!.article_id)]);
  return article!;
}

const tagsOf = async (id: number) =>
  ((await t.store.tags.tagsByArticleIds([id])).get(id) ?? []).map((tag) => tag.name);

const EXPECTED = [
  'created Obsidian Vault/Reading notes',
  'created _posts/2024-05-05-welcome-to-jekyll',
  'created content/posts/hugo-draft',
  'created content/posts/nihongo',
  'created src/content/blog/first-post',
  'skipped SOURCES.txt',
  'skipped broken/bad-yaml.md',
  'skipped broken/toml.md',
];

test('a dry run reports every file, created or skipped and why, and writes nothing', async () => {
  const marker = await t.store.changeMarker();
  const report = await run(SITE, true);
  expect(actions(report)).toEqual(EXPECTED);
  const reasons = Object.fromEntries(report.entries.map((e) => [e.sourceId, e.reason]));
  expect(reasons['broken/toml.md']).toMatch(/TOML/);
  expect(reasons['broken/bad-yaml.md']).toMatch(/not YAML/);
  expect(reasons['SOURCES.txt']).toMatch(/neither Markdown nor an image/);
  expect(report.notes).toContain('images that would go through the media pipeline: 1');
  expect(report.notes).toContain(
    'content/posts/nihongo: its image images/missing.png is not in the archive; the link is kept',
  );
  expect(report.accounts).toEqual(['yuki_tanaka']);
  expect(report.redirects).toBe(4);
  expect(await t.store.changeMarker()).toBe(marker);
  for (const table of ['articles', 'redirects', 'import_sources']) {
    expect([table, await t.count(`SELECT COUNT(*) FROM ${table}`)]).toEqual([table, 0]);
  }
  expect(await t.count(`SELECT COUNT(*) FROM users`)).toBe(1);
});

test('an import makes the articles, their authors and their old paths', async () => {
  const report = await run(SITE);
  expect(actions(report)).toEqual(EXPECTED);

  const jekyll = await articleBySource('_posts/2024-05-05-welcome-to-jekyll');
  expect(jekyll).toMatchObject({
    title: 'Welcome to Jekyll!',
    slug: 'welcome-to-jekyll',
    status: 'PUBLISHED',
    publishedAt: '2024-05-05T08:00:00.000Z',
    authorId: editor.id,
  });
  expect(jekyll.body).toContain('```ruby\ndef print_hi(name)');
  expect(await tagsOf(jekyll.id)).toEqual(['jekyll', 'update']);

  const draft = await articleBySource('content/posts/hugo-draft');
  expect(draft).toMatchObject({
    status: 'DRAFT',
    publishedAt: null,
    summary: "Hugo's description field becomes the summary.",
  });
  expect(draft.body).toContain('| Column | Other |');
  // The page bundle's image went through the media pipeline, as the importing editor's upload.
  const link = /\]\(\/media\/([0-9a-f]{32}-40x30\.png)\)/.exec(draft.body);
  expect(link).not.toBeNull();
  const image = parseMediaName(link![1]!)!;
  expect(await t.store.images.imageUploadedBy(editor.id, image.id)).toMatchObject({ width: 40 });
  const { media } = mediaStoreFor(t.store, locationOf(t.store), null);
  expect(await media.has(variantName(image.id, 40, 'png'))).toBe(true);

  const nihongo = await articleBySource('content/posts/nihongo');
  expect(nihongo).toMatchObject({ title: '日本語の記事', slug: 'nihongo' });
  expect(nihongo.body).toContain('[^1]: 脚注です。');
  expect(nihongo.body).toContain('![図](images/missing.png)');
  // Folio's tags are a-z, 0-9 and '-': a tag of other letters has no name there.
  expect(await tagsOf(nihongo.id)).toEqual(['i18n']);
  // The named author is an account of their own, without a password: nobody signs in as them.
  const yuki = (await t.store.users.credentialsByHandle('yuki_tanaka'))!;
  expect([yuki.id, yuki.name, yuki.role]).toEqual([nihongo.authorId, 'Yuki Tanaka', 'AUTHOR']);
  expect(await verifyPassword('', yuki.passwordHash)).toBe(false);

  const astro = await articleBySource('src/content/blog/first-post');
  expect(astro).toMatchObject({ publishedAt: '2022-07-08T00:00:00.000Z', slug: 'first-post' });
  // The raw HTML is kept as Markdown's source: only the one pipeline ever turns it into a page.
  expect(astro.body).toContain('<iframe src="https://www.youtube.com/embed/xyz"');

  const notes = await articleBySource('Obsidian Vault/Reading notes');
  expect(notes.title).toBe('Reading notes');
  expect(notes.body).toBe('- [[Another note]]\n- Some *emphasis*.\n');
  expect(await tagsOf(notes.id)).toEqual(['reading', 'books-fiction']);

  const redirects = await t.sql<{ path: string; article_id: number }>(
    `SELECT path, article_id FROM redirects ORDER BY path`,
  );
  expect(redirects.map((r) => [r.path, Number(r.article_id)])).toEqual([
    ['/2024/05/05/welcome-to-jekyll.html', jekyll.id],
    ['/?p=123', jekyll.id],
    ['/ja/old-nihongo', nihongo.id],
    ['/posts/old-hugo-draft', draft.id],
  ]);
});

test('importing the same files again changes nothing', async () => {
  const marker = await t.store.changeMarker();
  const before = await t.store.articles.allArticles();
  const report = await run(SITE);
  expect(report.entries.filter((e) => e.action !== 'skipped')).toEqual([]);
  expect(
    report.entries.filter((e) => e.reason === 'unchanged since it was last imported'),
  ).toHaveLength(5);
  expect([report.accounts, report.redirects]).toEqual([[], 0]);
  expect(await t.store.articles.allArticles()).toEqual(before);
  expect(await t.store.changeMarker()).toBe(marker);
});

test('a post edited at the source updates its article, and only it', async () => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-md-'));
  folders.push(copy);
  fs.cpSync(SITE, copy, { recursive: true });
  const file = path.join(copy, 'content', 'posts', 'nihongo.md');
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('本文です', '新しい本文です'));
  const before = await articleBySource('content/posts/nihongo');
  const report = await run(copy);
  expect(report.entries.filter((e) => e.action === 'updated').map((e) => e.sourceId)).toEqual([
    'content/posts/nihongo',
  ]);
  const after = await articleBySource('content/posts/nihongo');
  expect([after.id, after.revision, after.slug]).toEqual([
    before.id,
    before.revision + 1,
    'nihongo',
  ]);
  expect(after.body).toContain('新しい本文です');
  expect(await t.count(`SELECT COUNT(*) FROM articles`)).toBe(5);
});

test('all or nothing: a post the store refuses leaves no article, account or redirect', async () => {
  const fresh = await tempStore();
  try {
    const importer = await fresh.createUser('importer', 'EDITOR');
    // The store itself refuses the third post, after two were written in the transaction.
    if (testEngine() === 'sqlite') {
      await fresh.sql(`CREATE TRIGGER boom BEFORE INSERT ON articles WHEN NEW.title = 'Boom'
        BEGIN SELECT RAISE(ABORT, 'boom'); END`);
    } else {
      await fresh.sql(`CREATE FUNCTION boom() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.title = 'Boom' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$`);
      await fresh.sql(`CREATE TRIGGER boom BEFORE INSERT ON articles
        FOR EACH ROW EXECUTE FUNCTION boom()`);
    }
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-md-'));
    folders.push(folder);
    fs.cpSync(SITE, folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'zz-boom.md'), '---\ntitle: Boom\naliases: [/boom]\n---\nx');
    const importing = importMarkdown(fresh.store, folder, {
      importerId: importer.id,
      dryRun: false,
      now: NOW,
    });
    // Matched by its message: better-sqlite3's error class is the first copy's jest loaded.
    await expect(importing).rejects.toMatchObject({ message: expect.stringMatching(/boom/) });
    for (const table of ['articles', 'redirects', 'import_sources', 'tags']) {
      expect([table, await fresh.count(`SELECT COUNT(*) FROM ${table}`)]).toEqual([table, 0]);
    }
    expect(await fresh.count(`SELECT COUNT(*) FROM users`)).toBe(1);
  } finally {
    await fresh.close();
  }
});
