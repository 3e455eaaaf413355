import type { FolioDatabase } from './database';
import { markdownToPlainText } from './plainText';
import type { After, ArticleRow } from './rows';
import { buildSnippet, SNIPPET_SCAN, type Snippet } from './searchSnippet';
import type { SearchTerm } from './searchTokens';
import { preparedOnce } from './statements';

export type { Snippet } from './searchSnippet';

// Titles weigh ten times as much as bodies in bm25.
const RANK = 'bm25(article_search, 10.0, 1.0)';

const statements = preparedOnce((db) => ({
  remove: db.prepare(`DELETE FROM article_search WHERE rowid = ?`),
  insert: db.prepare(`INSERT INTO article_search (rowid, title, body) VALUES (?, ?, ?)`),
  first: db.prepare(
    `SELECT rowid AS id, ${RANK} AS score FROM article_search
     WHERE article_search MATCH ? ORDER BY score, rowid LIMIT ?`,
  ),
  after: db.prepare(
    `SELECT id, score FROM (
       SELECT rowid AS id, ${RANK} AS score FROM article_search WHERE article_search MATCH ?
     ) WHERE (score, id) > (?, ?) ORDER BY score, id LIMIT ?`,
  ),
  // The indexed plain text itself, read by rowid; no snippet() (see buildSnippet).
  bodies: db.prepare(
    `SELECT rowid AS id, substr(body, 1, ${SNIPPET_SCAN}) AS body FROM article_search
     WHERE rowid IN (SELECT value FROM json_each(?))`,
  ),
}));

/**
 * Keeps the search index in step with an article: only published articles are
 * indexed, with the body reduced to plain text. Call inside the write's transaction.
 */
export function syncSearchIndex(db: FolioDatabase, article: ArticleRow): void {
  const s = statements(db);
  s.remove.run(article.id);
  if (article.status === 'PUBLISHED') {
    s.insert.run(article.id, article.title, markdownToPlainText(article.body));
  }
}

/**
 * The FTS5 expression for a search's terms (searchTerms): each one quoted, so AND, OR, NEAR,
 * `*`, `:` in what a reader typed are just words and no input is a syntax error, and the
 * prefix term starred. Terms hold token characters only, never `"`.
 */
export function toMatchExpression(terms: readonly SearchTerm[]): string {
  return terms.map((term) => `"${term.text}"${term.prefix ? '*' : ''}`).join(' ');
}

export interface SearchHit {
  id: number;
  score: number;
}

/** A page of matching article ids, best first (bm25, then id), after a keyset position. */
export function searchPage(
  db: FolioDatabase,
  match: string,
  limit: number,
  after: After | null,
): SearchHit[] {
  const s = statements(db);
  return (
    after ? s.after.all(match, after.key, after.id, limit) : s.first.all(match, limit)
  ) as SearchHit[];
}

/**
 * Snippets of each article's indexed plain text around its best match, with highlight ranges,
 * built in TypeScript (buildSnippet) with work bounded per article.
 */
export function snippetsFor(
  db: FolioDatabase,
  terms: SearchTerm[],
  ids: readonly number[],
): Map<number, Snippet> {
  const rows = statements(db).bodies.all(JSON.stringify(ids)) as { id: number; body: string }[];
  return new Map(rows.map((r) => [r.id, buildSnippet(r.body, terms)]));
}
