import type { ArticleRow } from '../db/rows';
import type { TestStore } from '../testing/testStore';

// The importers' tests: the article a source's post became, by the import's own record.

/** The article `source`'s post `sourceId` was imported as. */
export async function importedArticle(
  t: TestStore,
  source: string,
  sourceId: string,
): Promise<ArticleRow> {
  const [link] = await t.sql<{ article_id: number }>(
    `SELECT article_id FROM import_sources WHERE source = ? AND source_id = ?`,
    source,
    sourceId,
  );
  if (!link) throw new Error(`${source} ${sourceId} was not imported`);
  return (await t.store.articles.articlesByIds([Number(link.article_id)]))[0]!;
}
