import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ArticleRow } from '../db/rows';
import { imageUrl } from '../media/names';
import { mediaStoreFor } from '../media/mediaStoreFor';
import { processImage } from '../media/process';
import { locationOf, tempStore, type TestStore } from '../testing/testStore';
import { exportMarkdown } from './markdownExport';
import { importMarkdown } from './markdownImport';

// Leaving (issue 30): export:markdown writes the demo publication (and articles in every
// state, with an image) as a zip of Markdown files and images, and import:markdown takes the
// zip into a new store on the engine under test, equal article by article: text (its image
// through the media pipeline again, a lossless PNG, so at the same URL), tags, state, dates,
// public address, author and the old paths that lead to it. A second import of the zip finds every article and changes nothing.

const NOW = '2026-11-27T12:00:00.000Z';
const DIAGRAM = path.join(
  __dirname,
  'fixtures',
  'markdown-site',
  'content',
  'posts',
  'images',
  'diagram.png',
);
const mediaOf = (t: TestStore) => mediaStoreFor(t.store, locationOf(t.store), null).media;
let from: TestStore;
let to: TestStore;
let folder: string;

beforeAll(async () => {
  from = await tempStore({ demo: true });
  to = await tempStore();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-roundtrip-'));
  const ada = (await from.store.users.userByHandle('ada')) ?? (await from.createUser('ada'));
  // An image the article shows, uploaded as the editor's upload path stores one.
  const image = await processImage(fs.readFileSync(DIAGRAM));
  for (const file of image.files) await mediaOf(from).put(file.name, file.bytes);
  await from.store.images.recordUpload(ada.id, { ...image, bytes: 1 }, NOW);
  const made = async (title: string, status: ArticleRow['status'], publishedAt: string | null) =>
    from.store.articles.insertArticle({
      authorId: ada.id,
      title,
      summary: 'Summary: with "quotes", a colon and #hash',
      body: `---\nA body that starts with a rule.\n\n![A diagram](${imageUrl(image)})\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nΚείμενο, 本文.\n`,
      tags: ['round-trip', 'x--y'],
      status,
      createdAt: '2025-01-02T03:04:05.678Z',
      publishedAt,
    });
  const archived = await made('Archived after its day', 'ARCHIVED', '2025-02-01T00:00:00.000Z');
  for (const old of ['/2025/02/01/archived', '/?p=7']) {
    await from.store.redirects.insertRedirect(old, archived.id, '2025-02-02T00:00:00.000Z');
  }
  await made('Unpublished again', 'DRAFT', '2025-03-01T00:00:00.000Z');
  await made('Waiting for review', 'IN_REVIEW', null);
  await made('A plain draft', 'DRAFT', null);
}, 60_000);

afterAll(async () => {
  await Promise.all([from.close(), to.close()]);
  fs.rmSync(folder, { recursive: true, force: true });
});

/** What a reader or writer would notice of an article, by the id the export gave it. */
async function described(t: TestStore, idOf: (article: ArticleRow) => string) {
  const articles = await t.store.articles.allArticles();
  const tags = await t.store.tags.tagsByArticleIds(articles.map((a) => a.id));
  const oldPaths = await t.store.redirects.pathsByArticleIds(articles.map((a) => a.id));
  const users = new Map(
    (await t.store.users.usersByIds(articles.map((a) => a.authorId))).map((u) => [u.id, u]),
  );
  return new Map(
    articles.map((a) => [
      idOf(a),
      {
        title: a.title,
        summary: a.summary,
        body: a.body,
        status: a.status,
        createdAt: a.createdAt,
        publishedAt: a.publishedAt,
        // A never-public article's slug is drawn at random: the new store draws its own.
        slug: a.publishedAt === null ? null : a.slug,
        tags: (tags.get(a.id) ?? []).map((tag) => tag.name),
        author: [users.get(a.authorId)!.handle, users.get(a.authorId)!.name],
        oldPaths: oldPaths.get(a.id) ?? [],
      },
    ]),
  );
}

test('Folio → Markdown zip → a new store is equal article by article', async () => {
  const zip = path.join(folder, 'articles.zip');
  const summary = await exportMarkdown(from.store, fs.createWriteStream(zip), {
    media: mediaOf(from),
  });
  expect(summary.images).toBe(1);
  const expected = await described(from, (a) => `article-${a.id}`);
  expect(summary.articles).toBe(expected.size);
  expect(expected.size).toBeGreaterThan(10);

  const importer = await to.createUser('importer', 'EDITOR');
  const media = { media: mediaOf(to), quotaBytes: 2 ** 20 };
  const options = { importerId: importer.id, dryRun: false, now: NOW, media };
  const report = await importMarkdown(to.store, zip, options);
  expect(report.entries.filter((e) => e.action !== 'created')).toEqual([]);
  const links = await to.sql<{ source_id: string; article_id: number }>(
    `SELECT source_id, article_id FROM import_sources`,
  );
  const sourceOf = new Map(links.map((l) => [Number(l.article_id), l.source_id]));
  const actual = await described(to, (a) => sourceOf.get(a.id)!);
  expect(actual).toEqual(expected);

  const again = await importMarkdown(to.store, zip, options);
  expect(again.entries.every((e) => e.action === 'skipped')).toBe(true);
  expect(await to.count(`SELECT COUNT(*) FROM articles`)).toBe(expected.size);
});

test("an author's export holds their articles only", async () => {
  const ada = (await from.store.users.userByHandle('ada'))!;
  const zip = path.join(folder, 'ada.zip');
  const { articles } = await exportMarkdown(from.store, fs.createWriteStream(zip), {
    authorId: ada.id,
  });
  const own = (await from.store.articles.allArticles()).filter((a) => a.authorId === ada.id);
  expect(articles).toBe(own.length);
});
