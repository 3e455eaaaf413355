// What the public documents read (feeds, sitemap): published articles only. Drafts and
// archived articles, and tags or authors that only they carry, are never selected, so none of
// these documents can give away that they exist.
import type { FolioDatabase } from './database';
import type { FeedArticle, SitemapPages } from '../readingStores';
import { preparedOnce } from './statements';

const FEED_COLUMNS = `a.id, a.slug, a.title, a.summary, a.body, a.revision,
  a.published_at AS publishedAt, a.updated_at AS updatedAt,
  u.handle AS authorHandle, u.name AS authorName,
  (SELECT json_group_array(name) FROM (
     SELECT t.name FROM article_tags at JOIN tags t ON t.id = at.tag_id
     WHERE at.article_id = a.id ORDER BY at.position)) AS tags
  FROM articles a JOIN users u ON u.id = a.author_id`;
const NEWEST = `ORDER BY a.published_at DESC, a.id DESC LIMIT ?`;

const statements = preparedOnce((db) => ({
  latest: db.prepare(`SELECT ${FEED_COLUMNS} WHERE a.status = 'PUBLISHED' ${NEWEST}`),
  latestOfTag: db.prepare(
    `SELECT ${FEED_COLUMNS} JOIN article_tags at0 ON at0.article_id = a.id
     WHERE at0.tag_id = ? AND a.status = 'PUBLISHED' ${NEWEST}`,
  ),
  latestOfAuthor: db.prepare(
    `SELECT ${FEED_COLUMNS} WHERE a.author_id = ? AND a.status = 'PUBLISHED' ${NEWEST}`,
  ),
  publishedTag: db.prepare(
    `SELECT t.id, t.name FROM tags t
     WHERE t.name = ? AND EXISTS (
       SELECT 1 FROM article_tags at JOIN articles a ON a.id = at.article_id
       WHERE at.tag_id = t.id AND a.status = 'PUBLISHED')`,
  ),
  publishedAuthor: db.prepare(
    `SELECT u.id, u.handle, u.name FROM users u
     WHERE u.handle = ? AND EXISTS (
       SELECT 1 FROM articles a WHERE a.author_id = u.id AND a.status = 'PUBLISHED')`,
  ),
  sitemapArticles: db.prepare(
    `SELECT slug, updated_at AS updatedAt FROM articles
     WHERE status = 'PUBLISHED' ORDER BY published_at DESC, id DESC`,
  ),
  sitemapTags: db.prepare(
    `SELECT t.name, MAX(a.updated_at) AS updatedAt
     FROM tags t JOIN article_tags at ON at.tag_id = t.id JOIN articles a ON a.id = at.article_id
     WHERE a.status = 'PUBLISHED' GROUP BY t.id ORDER BY t.name`,
  ),
  sitemapAuthors: db.prepare(
    `SELECT u.handle, MAX(a.updated_at) AS updatedAt
     FROM users u JOIN articles a ON a.author_id = u.id
     WHERE a.status = 'PUBLISHED' GROUP BY u.id ORDER BY u.handle`,
  ),
}));

type FeedRow = Omit<FeedArticle, 'tags'> & { tags: string };

function feedArticles(rows: unknown[]): FeedArticle[] {
  return (rows as FeedRow[]).map((row) => ({ ...row, tags: JSON.parse(row.tags) as string[] }));
}

/** The latest `limit` published articles, newest first: the site's, a tag's or an author's. */
export function latestPublished(
  db: FolioDatabase,
  of: { tagId: number } | { authorId: number } | null,
  limit: number,
): FeedArticle[] {
  const s = statements(db);
  if (of === null) return feedArticles(s.latest.all(limit));
  if ('tagId' in of) return feedArticles(s.latestOfTag.all(of.tagId, limit));
  return feedArticles(s.latestOfAuthor.all(of.authorId, limit));
}

/** The tag with this (normalized) name, if a published article carries it. */
export function publishedTag(
  db: FolioDatabase,
  name: string,
): { id: number; name: string } | undefined {
  return statements(db).publishedTag.get(name) as { id: number; name: string } | undefined;
}

/** The user with this (normalized) handle, if they have published an article. */
export function publishedAuthor(
  db: FolioDatabase,
  handle: string,
): { id: number; handle: string; name: string } | undefined {
  return statements(db).publishedAuthor.get(handle) as
    { id: number; handle: string; name: string } | undefined;
}

/** Every published article, every tag and author that has one. */
export function sitemapPages(db: FolioDatabase): SitemapPages {
  const s = statements(db);
  return db.transaction(() => ({
    articles: s.sitemapArticles.all() as SitemapPages['articles'],
    tags: s.sitemapTags.all() as SitemapPages['tags'],
    authors: s.sitemapAuthors.all() as SitemapPages['authors'],
  }))();
}
