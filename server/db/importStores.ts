// The store's areas for moving in (issue 30; see store.ts for the rules every implementation
// keeps): old paths that answer 301 to an article, and whole imports run as one transaction.
import type { ImportPlan, ImportReport } from '../domain/imports';

export interface RedirectStore {
  /** Of these keys (domain/redirectPaths.ts), the ones held, with their article's id: one statement. */
  redirectsByPaths(paths: readonly string[]): Promise<Map<string, number>>;
  /** The keys leading to each of these articles (one statement), in key order. */
  pathsByArticleIds(articleIds: readonly number[]): Promise<Map<number, string[]>>;
  /** Adds a redirect; false, and nothing written, when the key leads somewhere already. */
  insertRedirect(path: string, articleId: number, createdAt: string): Promise<boolean>;
}

/** Rows of (path, article) as each article's paths, in the rows' order. */
export function pathsByArticle(
  rows: readonly { path: string; articleId: number }[],
): Map<number, string[]> {
  const paths = new Map<number, string[]>();
  for (const row of rows) paths.set(row.articleId, [...(paths.get(row.articleId) ?? []), row.path]);
  return paths;
}

export interface ImportStore {
  /**
   * Writes an import (domain/imports.ts) in one transaction: every post created, updated or
   * skipped, with its accounts and redirects, or nothing at all when anything fails. A dry
   * run does the same work and rolls it back, so its report is what a real run would do.
   */
  applyImport(plan: ImportPlan, options: { dryRun: boolean }): Promise<ImportReport>;
}
