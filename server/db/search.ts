import type { FolioDatabase } from './database';
import { markdownToPlainText } from './plainText';
import type { After, ArticleRow } from './rows';
import { preparedOnce } from './statements';

// Titles weigh ten times as much as bodies in bm25.
const RANK = 'bm25(article_search, 10.0, 1.0)';
// Highlight markers: control characters never survive markdownToPlainText.
const MARK_START = '\u0001';
const MARK_END = '\u0002';
const SNIPPET_TOKENS = 40;
const SNIPPET_MAX = 240;

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
  snippets: db.prepare(
    `SELECT rowid AS id,
            snippet(article_search, 1, char(1), char(2), '…', ${SNIPPET_TOKENS}) AS snippet
     FROM article_search
     WHERE article_search MATCH ? AND rowid IN (SELECT value FROM json_each(?))`,
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
 * Turns what a user typed into an FTS5 expression that can never be a syntax
 * error: every token is quoted (so AND, OR, NEAR, `*`, `"`, `:` are just text)
 * and the last one is a prefix, so results appear while typing. Null when the
 * input has no searchable token.
 */
export function toMatchExpression(input: string): string | null {
  const tokens = input.match(/[\p{L}\p{N}\p{M}]+/gu);
  if (!tokens) return null;
  return tokens
    .slice(0, 32)
    .map((token, i, all) => `"${token}"${i === all.length - 1 ? '*' : ''}`)
    .join(' ');
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

export interface Snippet {
  text: string;
  highlights: { start: number; length: number }[];
}

/** Snippets around the best match for each article, with highlight ranges, in one statement. */
export function snippetsFor(
  db: FolioDatabase,
  match: string,
  ids: readonly number[],
): Map<number, Snippet> {
  const rows = statements(db).snippets.all(match, JSON.stringify(ids)) as {
    id: number;
    snippet: string;
  }[];
  return new Map(rows.map((r) => [r.id, clampSnippet(parseMarkedSnippet(r.snippet))]));
}

/** Removes the highlight markers, recording where they were as UTF-16 ranges. */
export function parseMarkedSnippet(marked: string): Snippet {
  const highlights: Snippet['highlights'] = [];
  let text = '';
  let start = -1;
  for (const ch of marked) {
    if (ch === MARK_START) start = text.length;
    else if (ch === MARK_END) {
      if (start >= 0 && text.length > start) {
        highlights.push({ start, length: text.length - start });
      }
      start = -1;
    } else text += ch;
  }
  return { text, highlights };
}

/**
 * Keeps a snippet within 240 UTF-16 units (FTS5 counts tokens, and long words
 * make long snippets), cutting at spaces around the first highlight.
 */
export function clampSnippet(snippet: Snippet, max = SNIPPET_MAX): Snippet {
  const { text, highlights } = snippet;
  if (text.length <= max) return snippet;
  const focus = highlights[0]?.start ?? 0;
  let start = Math.max(0, Math.min(focus - Math.floor(max / 3), text.length - max));
  let end = start + max - 2;
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < focus) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start && space > focus) end = space;
  }
  // Text without spaces (emoji, CJK) may be cut inside a surrogate pair: drop the lone half.
  if (start > 0 && isLowSurrogate(text.charCodeAt(start))) start++;
  if (end < text.length && isLowSurrogate(text.charCodeAt(end))) end--;
  const prefix = start > 0 ? '…' : '';
  const suffix = end < text.length ? '…' : '';
  const shift = prefix.length - start;
  return {
    text: `${prefix}${text.slice(start, end)}${suffix}`,
    highlights: highlights
      .filter((h) => h.start >= start && h.start + h.length <= end)
      .map((h) => ({ start: h.start + shift, length: h.length })),
  };
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
