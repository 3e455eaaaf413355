import { markdownToSearchText } from '../plainText';
import type { After, ArticleRow } from '../rows';
import { SEARCH_COUNT_LIMIT } from '../searchRules';
import type { Snippet } from '../searchSnippet';
import { symbolsIn } from '../searchSymbols';
import type { SearchTerm } from '../searchTokens';
import type { Exec, PgDb } from './db';
import { statement } from './db';
import { headlineSnippet, START, STOP } from './searchHeadline';

// Full-text search on PostgreSQL: a stored tsvector per published article (migration 001:
// title weight A, body weight B, folded by unaccent, symbols such as `c++` as whole lexemes),
// a GIN index, ranking by ts_rank with the title ten times the body, and snippets by
// ts_headline over an OR of the terms (so a body shows every term it holds, and an article
// that matched on its title alone still gets its opening lines).

/** ts_rank's weights {D, C, B, A}: a title word (A) counts ten times a body word (B), as bm25's 10.0/1.0. */
const WEIGHTS = `'{0.1, 0.1, 0.1, 1.0}'`;

/**
 * How much of an article's text ts_headline reads, in characters: it parses all it is given
 * and weighs every cover of the terms, ~60 ms for 100 KB of "a a a …" on the development
 * machine, so a page of 50 hostile hits would take seconds. The first 10,000 characters (as
 * far as SQLite's snippet looks past a first hit, SNIPPET_SEEK) cost ~6 ms at worst; a body
 * whose only match lies further shows its opening lines, without a highlight.
 */
export const HEADLINE_SCAN = 10_000;

const HEADLINE_OPTIONS = `StartSel="${START}", StopSel="${STOP}", MaxWords=35, MinWords=15, ShortWord=0, MaxFragments=1`;

// The window is cut back to its last space, so no word cut in two is a false match. OFFSET 0
// keeps the window a subquery of its own: flattened, its expression would be computed once per
// reference.
const HEADLINES_SQL = `SELECT id, ts_headline('folio', folio_search_words(win),
    to_tsquery('folio', $1), '${HEADLINE_OPTIONS}') AS headline,
    win, length(win) < length(body) AS cut
  FROM (
    SELECT article_id AS id, body,
      CASE WHEN length(body) <= ${HEADLINE_SCAN}
        OR substr(body, ${HEADLINE_SCAN + 1}, 1) IN (' ', E'\\n')
        THEN left(body, ${HEADLINE_SCAN})
        ELSE left(body, ${HEADLINE_SCAN} - strpos(reverse(left(body, ${HEADLINE_SCAN})), ' '))
      END AS win
    FROM article_search WHERE article_id = ANY($2::bigint[]) OFFSET 0) AS windows`;

const q = {
  remove: statement('search.remove', `DELETE FROM article_search WHERE article_id = $1`),
  insert: statement(
    'search.insert',
    `INSERT INTO article_search (article_id, title, body, title_symbols, body_symbols)
     VALUES ($1, $2, $3, $4::text[], $5::text[])`,
  ),
  count: statement(
    'search.count',
    `SELECT count(*) AS n FROM (
       SELECT 1 FROM article_search WHERE document @@ folio_query($1, $2)
       LIMIT ${SEARCH_COUNT_LIMIT + 1}) AS matches`,
  ),
  first: statement(
    'search.first',
    `SELECT article_id AS id, -ts_rank(${WEIGHTS}, document, query) AS score
     FROM article_search, folio_query($1, $2) AS query
     WHERE document @@ query ORDER BY score, id LIMIT $3`,
  ),
  after: statement(
    'search.after',
    `SELECT id, score FROM (
       SELECT article_id AS id, -ts_rank(${WEIGHTS}, document, query) AS score
       FROM article_search, folio_query($1, $2) AS query WHERE document @@ query) AS hits
     WHERE (score, id) > ($3::real, $4::bigint) ORDER BY score, id LIMIT $5`,
  ),
  headlines: statement('search.headlines', HEADLINES_SQL),
};

/**
 * Keeps the search entry in step with an article: only published articles are indexed, with
 * the body reduced to plain text. Inside the write's transaction.
 */
export async function syncSearchIndex(
  tx: Exec,
  article: Pick<ArticleRow, 'id' | 'title' | 'body' | 'status'>,
): Promise<void> {
  await tx.run(q.remove(article.id));
  if (article.status !== 'PUBLISHED') return;
  const body = markdownToSearchText(article.body);
  await tx.run(
    q.insert(article.id, article.title, body, symbolLexemes(article.title), symbolLexemes(body)),
  );
}

function symbolLexemes(text: string): string[] {
  return [...new Set(symbolsIn(text).map((symbol) => symbol.text))];
}

/** A term as a to_tsquery operand: quoted (no operator inside is read), `:*` when a prefix. */
function operand(text: string, prefix: boolean): string {
  return `'${text.replace(/['\\]/g, (c) => `\\${c}`)}'${prefix ? ':*' : ''}`;
}

/**
 * folio_query's two arguments for an AND of the terms: the words, read through the search
 * configuration as the documents were; the symbols, lexemes as they are (`'c++'`), since the
 * parser would cut them.
 */
export function queryTexts(terms: readonly SearchTerm[]): [words: string, symbols: string] {
  const words = terms.filter((t) => !t.symbol).map((t) => operand(t.text, t.prefix));
  const symbols = terms.flatMap((t) => (t.symbol ? [operand(t.symbol.text, t.symbol.prefix)] : []));
  return [words.join(' & '), symbols.join(' & ')];
}

/**
 * The OR of the terms for ts_headline, which reads the text as the parser cuts it: a symbol
 * term is its first word there (`c` for `c++`), so a snippet may also mark that word alone.
 */
function headlineQuery(terms: readonly SearchTerm[]): string {
  return terms.map((t) => operand(t.text, t.prefix || Boolean(t.symbol?.prefix))).join(' | ');
}

/**
 * A cursor's score as a real parameter: the real the cast would pick (a genuine key is one
 * already), without the cast's errors: a forged key beyond real's range reads as an infinity
 * (after everything, or before), one too close to zero for a real (1e-320) as zero.
 */
function realKey(key: string | number): string {
  const n = typeof key === 'number' ? key : Number(key);
  if (Number.isNaN(n)) return 'Infinity';
  return String(Math.fround(n));
}

/** folio_search_words() of migration 001, character for character. */
const SEARCH_PUNCTUATION = /[./@:<>&+#_\\\-~=|]/g;

/**
 * The snippet of a headline of `win` (the article's first HEADLINE_SCAN characters): the
 * headline without its marks is found in the window as ts_headline read it, and shown in the
 * window's own characters (folio_search_words keeps every character's place). `cut` says the
 * article goes on past the window.
 */
function windowSnippet(headline: string, win: string, cut: boolean): Snippet {
  const plain = headline.replaceAll(START, '').replaceAll(STOP, '');
  const pos = win.replace(SEARCH_PUNCTUATION, ' ').indexOf(plain);
  if (pos < 0) return headlineSnippet(headline, null, false, true);
  return headlineSnippet(
    headline,
    win.slice(pos, pos + plain.length),
    pos > 0,
    cut || pos + plain.length < win.length,
  );
}

/** SearchStore. */
export function searchStore(db: PgDb) {
  return {
    async searchCount(terms: readonly SearchTerm[]) {
      const n =
        terms.length === 0
          ? 0
          : ((await db.first<{ n: number }>(q.count(...queryTexts(terms))))?.n ?? 0);
      return {
        totalCount: Math.min(n, SEARCH_COUNT_LIMIT),
        totalCountCapped: n > SEARCH_COUNT_LIMIT,
      };
    },
    async searchPage(terms: readonly SearchTerm[], limit: number, after: After | null) {
      if (terms.length === 0) return [];
      const [words, symbols] = queryTexts(terms);
      return db.rows<{ id: number; score: number }>(
        after
          ? q.after(words, symbols, realKey(after.key), after.id, limit)
          : q.first(words, symbols, limit),
      );
    },
    async snippetsFor(terms: readonly SearchTerm[], ids: readonly number[]) {
      const snippets = new Map<number, Snippet>();
      if (terms.length === 0 || ids.length === 0) return snippets;
      const rows = await db.rows<{ id: number; headline: string; win: string; cut: boolean }>(
        q.headlines(headlineQuery(terms), ids),
      );
      for (const row of rows) snippets.set(row.id, windowSnippet(row.headline, row.win, row.cut));
      return snippets;
    },
  };
}
