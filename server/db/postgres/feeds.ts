import type { FeedArticle, SitemapPages } from '../readingStores';
import type { PgDb } from './db';
import { statement, storable } from './db';

// What the public documents read: published articles only, and tags or authors that a
// published article carries, so none of them can give away a draft.

const FEED_COLUMNS = `a.id, a.slug, a.title, a.summary, a.body, a.revision,
  folio_iso(a.published_at) AS "publishedAt", folio_iso(a.updated_at) AS "updatedAt",
  u.handle AS "authorHandle", u.name AS "authorName",
  (SELECT coalesce(json_agg(t.name ORDER BY at.position), '[]')
   FROM article_tags at JOIN tags t ON t.id = at.tag_id WHERE at.article_id = a.id) AS tags
  FROM articles a JOIN users u ON u.id = a.author_id`;
const NEWEST = `ORDER BY a.published_at DESC, a.id DESC`;

const q = {
  latest: statement(
    'feeds.latest',
    `SELECT ${FEED_COLUMNS} WHERE a.status = 'PUBLISHED' ${NEWEST} LIMIT $1`,
  ),
  latestOfTag: statement(
    'feeds.latestOfTag',
    `SELECT ${FEED_COLUMNS} JOIN article_tags at0 ON at0.article_id = a.id
     WHERE at0.tag_id = $1 AND a.status = 'PUBLISHED' ${NEWEST} LIMIT $2`,
  ),
  latestOfAuthor: statement(
    'feeds.latestOfAuthor',
    `SELECT ${FEED_COLUMNS} WHERE a.status = 'PUBLISHED' AND a.author_id = $1 ${NEWEST} LIMIT $2`,
  ),
  publishedTag: statement(
    'feeds.publishedTag',
    `SELECT t.id, t.name FROM tags t
     WHERE t.name = $1 AND EXISTS (
       SELECT 1 FROM article_tags at JOIN articles a ON a.id = at.article_id
       WHERE at.tag_id = t.id AND a.status = 'PUBLISHED')`,
  ),
  publishedAuthor: statement(
    'feeds.publishedAuthor',
    `SELECT u.id, u.handle, u.name FROM users u
     WHERE lower(u.handle) = lower($1) AND EXISTS (
       SELECT 1 FROM articles a WHERE a.author_id = u.id AND a.status = 'PUBLISHED')`,
  ),
  sitemapArticles: statement(
    'feeds.sitemapArticles',
    `SELECT a.slug, folio_iso(a.updated_at) AS "updatedAt" FROM articles a
     WHERE a.status = 'PUBLISHED' ${NEWEST}`,
  ),
  // Names and handles by code point, as SQLite sorts (tags.ts withPublished says why).
  sitemapTags: statement(
    'feeds.sitemapTags',
    `SELECT t.name, folio_iso(max(a.updated_at)) AS "updatedAt"
     FROM tags t JOIN article_tags at ON at.tag_id = t.id JOIN articles a ON a.id = at.article_id
     WHERE a.status = 'PUBLISHED' GROUP BY t.id ORDER BY t.name COLLATE "C"`,
  ),
  sitemapAuthors: statement(
    'feeds.sitemapAuthors',
    `SELECT u.handle, folio_iso(max(a.updated_at)) AS "updatedAt"
     FROM users u JOIN articles a ON a.author_id = u.id
     WHERE a.status = 'PUBLISHED' GROUP BY u.id ORDER BY u.handle COLLATE "C"`,
  ),
};

/** FeedStore. */
export function feedStore(db: PgDb) {
  return {
    latestPublished(
      of: { tagId: number } | { authorId: number } | null,
      limit: number,
    ): Promise<FeedArticle[]> {
      if (of === null) return db.rows<FeedArticle>(q.latest(limit));
      if ('tagId' in of) return db.rows<FeedArticle>(q.latestOfTag(of.tagId, limit));
      return db.rows<FeedArticle>(q.latestOfAuthor(of.authorId, limit));
    },
    publishedTag: async (name: string) =>
      storable(name) ? db.first<{ id: number; name: string }>(q.publishedTag(name)) : undefined,
    publishedAuthor: async (handle: string) =>
      storable(handle)
        ? db.first<{ id: number; handle: string; name: string }>(q.publishedAuthor(handle))
        : undefined,
    // One snapshot: the three lists agree with each other.
    sitemapPages(): Promise<SitemapPages> {
      return db.tx(
        async (tx) => ({
          articles: await tx.rows<SitemapPages['articles'][number]>(q.sitemapArticles()),
          tags: await tx.rows<SitemapPages['tags'][number]>(q.sitemapTags()),
          authors: await tx.rows<SitemapPages['authors'][number]>(q.sitemapAuthors()),
        }),
        'repeatable read',
      );
    },
  };
}
