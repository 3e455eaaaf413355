import type { FolioDatabase } from './database';
import type { After, ArticleRow } from '../rows';
import { SEARCH_COUNT_LIMIT } from '../searchRules';
import { buildSnippet, SNIPPET_SCAN, type Snippet } from '../searchSnippet';
import { encodeSymbol, symbolColumn } from '../searchSymbols';
import type { SearchTerm } from '../searchTokens';
import type { SearchEntry } from '../../domain/articleQueries';
import { searchEntry } from '../../domain/searchEntry';
import type { SearchCount, SearchHit } from '../readingStores';
import { preparedOnce } from './statements';

// Titles weigh ten times as much as bodies in bm25, and so do the symbols of titles (`C++`,
// searchSymbols.ts) against those of bodies: the columns are title, body, title_symbols,
// body_symbols.
const RANK = 'bm25(article_search, 10.0, 1.0, 10.0, 1.0)';

const statements = preparedOnce((db) => ({
  remove: db.prepare(`DELETE FROM article_search WHERE rowid = ?`),
  insert: db.prepare(
    `INSERT INTO article_search (rowid, title, body, title_symbols, body_symbols)
     VALUES (?, ?, ?, ?, ?)`,
  ),
  count: db.prepare(
    `SELECT count(*) AS n FROM (
       SELECT rowid FROM article_search WHERE article_search MATCH ? LIMIT ${SEARCH_COUNT_LIMIT + 1}
     )`,
  ),
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
 * Replaces an article's search entry (null: removes it), its symbols in their own columns.
 * Call inside the write's transaction.
 */
export function writeSearchEntry(db: FolioDatabase, id: number, entry: SearchEntry | null): void {
  const s = statements(db);
  s.remove.run(id);
  if (entry) {
    const { title, text } = entry;
    s.insert.run(id, title, text, symbolColumn(title), symbolColumn(text));
  }
}

/** Rebuilds the whole index from the articles table (a migration that changes what it holds). */
export function rebuildSearchIndex(db: FolioDatabase): void {
  const rows = db
    .prepare(`SELECT id, title, body, status FROM articles WHERE status = 'PUBLISHED'`)
    .all() as Pick<ArticleRow, 'id' | 'title' | 'body' | 'status'>[];
  for (const row of rows) writeSearchEntry(db, row.id, searchEntry(row));
}

/**
 * The FTS5 expression for a search's terms (searchTerms): each one quoted, so AND, OR, NEAR,
 * `*`, `:` in what a reader typed are just words and no input is a syntax error, and the
 * prefix term starred. Terms hold token characters only, never `"`.
 */
export function toMatchExpression(terms: readonly SearchTerm[]): string {
  return terms
    .map(({ text, prefix, symbol }) =>
      symbol
        ? `"${encodeSymbol(symbol.text)}"${symbol.prefix ? '*' : ''}`
        : `"${text}"${prefix ? '*' : ''}`,
    )
    .join(' ');
}

/**
 * How many articles match (none for null), counted up to SEARCH_COUNT_LIMIT + 1 so that more
 * than the limit reads as such, without ranking them: FTS5 walks its doclists, which costs
 * about what ranking one page does.
 */
export function searchCount(db: FolioDatabase, match: string | null): SearchCount {
  const n = match === null ? 0 : (statements(db).count.get(match) as { n: number }).n;
  return { totalCount: Math.min(n, SEARCH_COUNT_LIMIT), totalCountCapped: n > SEARCH_COUNT_LIMIT };
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
