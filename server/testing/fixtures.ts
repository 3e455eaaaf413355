// Small article builders for tests; they go through the SQLite store's own insert path,
// synchronously, so a test can build its rows anywhere.
import type { FolioDatabase } from '../db/sqlite/database';
import { insertArticle } from '../db/sqlite/articles';
import type { ArticleRow, ArticleStatus } from '../db/rows';
import { normalizeTags } from '../validation';

let clock = Date.parse('2025-01-01T00:00:00.000Z');

/** Inserts an article; published ones get strictly increasing publish times. */
export function article(
  db: FolioDatabase,
  authorId: number,
  title: string,
  options: { status?: ArticleStatus; body?: string; tags?: string[]; summary?: string } = {},
): ArticleRow {
  clock += 60_000;
  const at = new Date(clock).toISOString();
  const status = options.status ?? 'PUBLISHED';
  return insertArticle(db, {
    authorId,
    title,
    summary: options.summary ?? '',
    body: options.body ?? `The body of ${title}.`,
    tags: normalizeTags(options.tags ?? []),
    status,
    createdAt: at,
    publishedAt: status === 'PUBLISHED' ? at : null,
  });
}
