// Small article builders for tests. `storeArticle` goes through the Store, so it works on
// either engine (server/testing/testStore.ts); `article` is the synchronous SQLite-only form
// kept for suites about SQLite itself.
import type { FolioDatabase } from '../db/sqlite/database';
import { insertArticleNow } from '../db/sqlite/articleWrites';
import type { NewArticle } from '../db/articleStores';
import type { ArticleRow, ArticleStatus } from '../db/rows';
import type { Store } from '../db/store';
import { normalizeTags } from '../domain/validation';

export interface ArticleOptions {
  status?: ArticleStatus;
  body?: string;
  tags?: string[];
  summary?: string;
}

let clock = Date.parse('2025-01-01T00:00:00.000Z');

/** The new row: published ones get strictly increasing publish times, one minute apart. */
function newArticle(authorId: number, title: string, options: ArticleOptions): NewArticle {
  clock += 60_000;
  const at = new Date(clock).toISOString();
  const status = options.status ?? 'PUBLISHED';
  return {
    authorId,
    title,
    summary: options.summary ?? '',
    body: options.body ?? `The body of ${title}.`,
    tags: normalizeTags(options.tags ?? []),
    status,
    createdAt: at,
    publishedAt: status === 'PUBLISHED' ? at : null,
  };
}

/** Inserts an article through the Store (either engine). */
export function storeArticle(
  store: Store,
  authorId: number,
  title: string,
  options: ArticleOptions = {},
): Promise<ArticleRow> {
  return store.articles.insertArticle(newArticle(authorId, title, options));
}

/** Inserts an article into a SQLite connection directly, synchronously. */
export function article(
  db: FolioDatabase,
  authorId: number,
  title: string,
  options: ArticleOptions = {},
): ArticleRow {
  return insertArticleNow(db, newArticle(authorId, title, options));
}
