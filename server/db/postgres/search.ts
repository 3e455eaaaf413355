import type { SearchEntry } from '../../domain/articleQueries';
import type { After } from '../rows';
import { SEARCH_COUNT_LIMIT } from '../searchRules';
import { buildSnippet, SNIPPET_MAX, type Snippet } from '../searchSnippet';
import { symbolsIn } from '../searchSymbols';
import { foldedTokens, type SearchTerm } from '../searchTokens';
import type { Exec, PgDb } from './db';
import { statement } from './db';
import { headlineSnippet, START, STOP } from './searchHeadline';

// Full-text search on PostgreSQL: a stored tsvector per published article (migration 001:
// title weight A, body weight B, folded by unaccent, symbols such as `c++` as whole lexemes),
// a GIN index, ranking by ts_rank with the title ten times the body, and snippets by
// ts_headline over an OR of the terms (so an article that matched on its title alone still
// gets its opening lines), or SQLite's snippet builder where it shows more of the terms.

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

// The window is cut back to its last space or line break, so no word cut in two is a false
// match. OFFSET 0 keeps each level a subquery of its own: flattened, an expression would be
// computed once per reference.
//
// Only an OR of the terms: ts_headline weighs every cover of its query, and a cover of an AND
// spans words (up to MaxWords × 10 of them from each start), so over 10,000 characters of `a a
// a …` followed by `zebra` the AND of `a zebra` took 7.2 s for a page of 50. Each OR cover is
// one word. Which stretch holds the most terms is windowSnippet's to find, linearly.
const HEADLINES_SQL = `SELECT id, win, cut,
    ts_headline('folio', folio_search_words(win), to_tsquery('folio', $1), '${HEADLINE_OPTIONS}')
      AS headline
  FROM (
    SELECT id, length(win) < length(body) AS cut, win
    FROM (
      SELECT article_id AS id, body,
        CASE WHEN length(body) <= ${HEADLINE_SCAN}
          OR substr(body, ${HEADLINE_SCAN + 1}, 1) IN (' ', E'\\n')
          THEN left(body, ${HEADLINE_SCAN})
          ELSE left(body, ${HEADLINE_SCAN} - coalesce(least(
            nullif(strpos(reverse(left(body, ${HEADLINE_SCAN})), ' '), 0),
            nullif(strpos(reverse(left(body, ${HEADLINE_SCAN})), E'\\n'), 0)), 0))
        END AS win
      FROM article_search WHERE article_id = ANY($2::bigint[]) OFFSET 0) AS bodies
    OFFSET 0) AS windows`;

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
 * Replaces an article's search entry (null: removes it), long words cut and symbols as lexemes
 * of their own. Inside the write's transaction.
 */
export async function writeSearchEntry(
  tx: Exec,
  id: number,
  entry: SearchEntry | null,
): Promise<void> {
  await tx.run(q.remove(id));
  if (!entry) return;
  const text = cutLongWords(entry.text);
  await tx.run(q.insert(id, entry.title, text, symbolLexemes(entry.title), symbolLexemes(text)));
}

/**
 * The longest word indexed, in code points. PostgreSQL leaves out of a tsvector any word over
 * 2,047 bytes (with a notice), so a body that is one long word (`a**ba**ba…`, 100,000
 * letters) would not be found by its own first letters, as SQLite's FTS5 finds it. 400 code
 * points stay under that limit in UTF-8 (4 bytes each at most, with room for what unaccent
 * spells longer), and a query term is at most 200 characters: a prefix of a long word finds
 * it, and no whole term equals a word cut here, as none equals the word whole on SQLite.
 */
const WORD_MAX = 400;
const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

/** `text` with every word longer than WORD_MAX cut to its first WORD_MAX code points, in one pass. */
export function cutLongWords(text: string): string {
  let out = '';
  let from = 0; // where the text not yet copied to `out` begins
  let run = 0;
  let i = 0;
  for (const c of text) {
    const end = i + c.length;
    if (!WORD_CHAR.test(c)) run = 0;
    else if (++run > WORD_MAX) {
      if (run === WORD_MAX + 1) out += text.slice(from, i);
      from = end;
    }
    i = end;
  }
  return from === 0 ? text : out + text.slice(from);
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
 * The terms as ts_headline's operands, which it reads in the text as the parser cuts it: a
 * symbol term is its first word there (`c` for `c++`); headlineSnippet keeps such a mark only
 * where the symbol itself stands.
 */
function headlineOperands(terms: readonly SearchTerm[]): string[] {
  return terms.map((t) => operand(t.text, t.prefix || Boolean(t.symbol?.prefix)));
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
function windowSnippet(
  headline: string,
  win: string,
  cut: boolean,
  terms: readonly SearchTerm[],
): Snippet {
  const plain = headline.replaceAll(START, '').replaceAll(STOP, '');
  const pos = win.replace(SEARCH_PUNCTUATION, ' ').indexOf(plain);
  const snippet =
    pos < 0
      ? headlineSnippet(headline, null, false, true, terms)
      : headlineSnippet(
          headline,
          win.slice(pos, pos + plain.length),
          pos > 0,
          cut || pos + plain.length < win.length,
          terms,
        );
  // ts_headline shows the first match of any term when no short stretch holds them all, and
  // cannot tell `c++` from a lone `c` (the parser reads both as `c`). SQLite's snippet builder,
  // over the same window (linear in it), shows the first stretch with the most distinct terms:
  // when that stretch shows more of them, it is the one shown, as on SQLite.
  // (One character short when the article goes on past the window, for the `…` that says so.)
  const built = buildSnippet(win, [...terms], cut ? SNIPPET_MAX - 1 : SNIPPET_MAX);
  if (termsShown(built, terms) <= termsShown(snippet, terms)) return snippet;
  return cut && !built.text.endsWith('…') ? { ...built, text: `${built.text}…` } : built;
}

/** How many distinct terms a snippet's highlights show. */
function termsShown(snippet: Snippet, terms: readonly SearchTerm[]): number {
  const shown = new Set<number>();
  for (const { start, length } of snippet.highlights) {
    const word = snippet.text.slice(start, start + length);
    const [token] = foldedTokens(word);
    terms.forEach((term, i) => {
      const [text, prefix, seen] = term.symbol
        ? [term.symbol.text, term.symbol.prefix, word.toLowerCase()]
        : [term.text, term.prefix, token ?? ''];
      if (prefix ? seen.startsWith(text) : seen === text) shown.add(i);
    });
  }
  return shown.size;
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
      const operands = [...new Set(headlineOperands(terms))];
      const rows = await db.rows<{ id: number; headline: string; win: string; cut: boolean }>(
        q.headlines(operands.join(' | '), ids),
      );
      for (const row of rows) {
        snippets.set(row.id, windowSnippet(row.headline, row.win, row.cut, terms));
      }
      return snippets;
    },
  };
}
