import type { TagRow } from '../rows';
import type { Exec, PgDb } from './db';
import { statement, storable } from './db';

const q = {
  byArticleIds: statement(
    'tags.byArticleIds',
    `SELECT at.article_id AS "articleId", 'Tag' AS kind, t.id, t.name
     FROM article_tags at JOIN tags t ON t.id = at.tag_id
     WHERE at.article_id = ANY($1::bigint[])
     ORDER BY at.article_id, at.position`,
  ),
  publishedCounts: statement(
    'tags.publishedCounts',
    `SELECT at.tag_id AS "tagId", count(*) AS n
     FROM article_tags at JOIN articles a ON a.id = at.article_id
     WHERE at.tag_id = ANY($1::bigint[]) AND a.status = 'PUBLISHED'
     GROUP BY at.tag_id`,
  ),
  byIds: statement(
    'tags.byIds',
    `SELECT 'Tag' AS kind, id, name FROM tags WHERE id = ANY($1::bigint[])`,
  ),
  byName: statement('tags.byName', `SELECT 'Tag' AS kind, id, name FROM tags WHERE name = $1`),
  // By code point, as SQLite sorts: the database's own collation may skip punctuation.
  // The `limit` most used (ties by name), listed by name.
  withPublished: statement(
    'tags.withPublished',
    `SELECT 'Tag' AS kind, id, name FROM (
       SELECT t.id, t.name, COUNT(*) AS used FROM tags t
       JOIN article_tags at ON at.tag_id = t.id
       JOIN articles a ON a.id = at.article_id AND a.status = 'PUBLISHED'
       GROUP BY t.id ORDER BY used DESC, t.name COLLATE "C" LIMIT $1) listed
     ORDER BY name COLLATE "C"`,
  ),
  // Only the names not there yet, in the author's order (so new tags get the ids SQLite gives
  // them, and no identity value is burnt on a name that exists). Two saves adding the same new
  // tags in opposite orders at the same instant could deadlock: PostgreSQL ends one, and the
  // article writes run it again (articleWrites.ts).
  create: statement(
    'tags.create',
    `INSERT INTO tags (name)
     SELECT n.name FROM unnest($1::text[]) WITH ORDINALITY AS n (name, position)
     WHERE NOT EXISTS (SELECT 1 FROM tags t WHERE t.name = n.name)
     ORDER BY n.position
     ON CONFLICT (name) DO NOTHING`,
  ),
  clearArticle: statement('tags.clearArticle', `DELETE FROM article_tags WHERE article_id = $1`),
  link: statement(
    'tags.link',
    `INSERT INTO article_tags (article_id, tag_id, position)
     SELECT $1, t.id, n.position - 1 FROM unnest($2::text[]) WITH ORDINALITY AS n (name, position)
     JOIN tags t ON t.name = n.name`,
  ),
};

/** Tags of many articles in one statement, each list in the author's order. */
export async function tagsByArticleIds(
  db: Exec,
  articleIds: readonly number[],
): Promise<Map<number, TagRow[]>> {
  const byArticle = new Map<number, TagRow[]>();
  const rows = await db.rows<TagRow & { articleId: number }>(q.byArticleIds(articleIds));
  for (const { articleId, ...tag } of rows) {
    const list = byArticle.get(articleId);
    if (list) list.push(tag);
    else byArticle.set(articleId, [tag]);
  }
  return byArticle;
}

/** Replaces an article's tags (normalized, distinct), keeping their order. Inside a transaction. */
export async function setArticleTags(tx: Exec, articleId: number, names: string[]): Promise<void> {
  await tx.run(q.clearArticle(articleId));
  if (names.length === 0) return;
  await tx.run(q.create(names));
  await tx.run(q.link(articleId, names));
}

/** TagStore. */
export function tagStore(db: PgDb) {
  return {
    tagsByArticleIds: (ids: readonly number[]) => tagsByArticleIds(db, ids),
    async publishedCountsByTagIds(tagIds: readonly number[]) {
      const rows = await db.rows<{ tagId: number; n: number }>(q.publishedCounts(tagIds));
      return new Map(rows.map((r) => [r.tagId, r.n]));
    },
    tagsByIds: (ids: readonly number[]) => db.rows<TagRow>(q.byIds(ids)),
    tagByName: async (name: string) =>
      storable(name) ? db.first<TagRow>(q.byName(name)) : undefined,
    tagsWithPublishedArticles: (limit: number) => db.rows<TagRow>(q.withPublished(limit)),
  };
}
