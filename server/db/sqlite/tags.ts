import type { FolioDatabase } from './database';
import type { TagRow } from '../rows';
import { preparedOnce } from './statements';

const statements = preparedOnce((db) => ({
  byArticleIds: db.prepare(
    `SELECT at.article_id AS articleId, 'Tag' AS kind, t.id, t.name
     FROM article_tags at JOIN tags t ON t.id = at.tag_id
     WHERE at.article_id IN (SELECT value FROM json_each(?))
     ORDER BY at.article_id, at.position`,
  ),
  publishedCounts: db.prepare(
    `SELECT at.tag_id AS tagId, COUNT(*) AS n
     FROM article_tags at JOIN articles a ON a.id = at.article_id
     WHERE at.tag_id IN (SELECT value FROM json_each(?)) AND a.status = 'PUBLISHED'
     GROUP BY at.tag_id`,
  ),
  byIds: db.prepare(
    `SELECT 'Tag' AS kind, id, name FROM tags WHERE id IN (SELECT value FROM json_each(?))`,
  ),
  byName: db.prepare(`SELECT 'Tag' AS kind, id, name FROM tags WHERE name = ?`),
  // The `limit` most used (ties by name), listed by name.
  withPublished: db.prepare(
    `SELECT 'Tag' AS kind, id, name FROM (
       SELECT t.id, t.name, COUNT(*) AS used FROM tags t
       JOIN article_tags at ON at.tag_id = t.id
       JOIN articles a ON a.id = at.article_id AND a.status = 'PUBLISHED'
       GROUP BY t.id ORDER BY used DESC, t.name LIMIT ?)
     ORDER BY name`,
  ),
  upsert: db.prepare(
    `INSERT INTO tags (name) VALUES (?) ON CONFLICT (name) DO UPDATE SET name = excluded.name
     RETURNING id`,
  ),
  clearArticle: db.prepare(`DELETE FROM article_tags WHERE article_id = ?`),
  link: db.prepare(`INSERT INTO article_tags (article_id, tag_id, position) VALUES (?, ?, ?)`),
}));

/** Tags of many articles in one statement, each list in the author's order. */
export function tagsByArticleIds(
  db: FolioDatabase,
  articleIds: readonly number[],
): Map<number, TagRow[]> {
  const byArticle = new Map<number, TagRow[]>();
  const rows = statements(db).byArticleIds.all(JSON.stringify(articleIds)) as (TagRow & {
    articleId: number;
  })[];
  for (const { articleId, ...tag } of rows) {
    const list = byArticle.get(articleId);
    if (list) list.push(tag);
    else byArticle.set(articleId, [tag]);
  }
  return byArticle;
}

/** Number of published articles per tag, in one statement. */
export function publishedCountsByTagIds(
  db: FolioDatabase,
  tagIds: readonly number[],
): Map<number, number> {
  const rows = statements(db).publishedCounts.all(JSON.stringify(tagIds)) as {
    tagId: number;
    n: number;
  }[];
  return new Map(rows.map((r) => [r.tagId, r.n]));
}

/** Tags by id. */
export function tagsByIds(db: FolioDatabase, ids: readonly number[]): TagRow[] {
  return statements(db).byIds.all(JSON.stringify(ids)) as TagRow[];
}

/** The tag with this (normalized) name. */
export function tagByName(db: FolioDatabase, name: string): TagRow | undefined {
  return statements(db).byName.get(name) as TagRow | undefined;
}

/** The `limit` tags with the most published articles (at least one), by name. */
export function tagsWithPublishedArticles(db: FolioDatabase, limit: number): TagRow[] {
  return statements(db).withPublished.all(limit) as TagRow[];
}

/** Replaces an article's tags (already normalized), keeping their order. Call inside a transaction. */
export function setArticleTags(db: FolioDatabase, articleId: number, names: string[]): void {
  const s = statements(db);
  s.clearArticle.run(articleId);
  names.forEach((name, position) => {
    const { id } = s.upsert.get(name) as { id: number };
    s.link.run(articleId, id, position);
  });
}
