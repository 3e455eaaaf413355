/**
 * Hostile Markdown: shapes known (or suspected) to make a parser or a regular expression do
 * super-linear work, or to overflow a recursive one. Shared by the server's text tests, the
 * client pipeline's budget tests, the fuzz suite (test/load/) and the bench's hostile section.
 * Each shape is a function of the target length, so a test can feed it at the size limit.
 */
export interface HostileShape {
  name: string;
  make(length: number): string;
}

/** LENGTHS.body in schema/rules.ts: the longest body a writer may save. */
export const BODY_LIMIT = 100_000;

const repeat = (unit: string) => (length: number) =>
  unit.repeat(Math.max(1, Math.floor(length / unit.length))).slice(0, length);

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');
/** The 676 two-letter words `aa` … `zz`. */
const PAIRS = LETTERS.flatMap((x) => LETTERS.map((y) => x + y));

export const HOSTILE_MARKDOWN: HostileShape[] = [
  // Seen: cubic in the server's plain-text reduction (`^\s*\|?\s*…$` with the m flag).
  { name: 'newlines', make: repeat('\n') },
  { name: 'spaces and newlines', make: repeat(' \n') },
  { name: 'open brackets', make: repeat('[') },
  { name: 'bold openers', make: repeat('**a ') },
  // Seen: marked's emphasis rules, ~84 s for 100 KB.
  { name: 'emphasis delimiters', make: repeat('_*a') },
  { name: 'mixed delimiters', make: repeat('*_') },
  { name: 'intraword stars', make: repeat('a**b') },
  // Seen: marked overflows its stack on deep block quotes.
  { name: 'nested quotes', make: repeat('>') },
  { name: 'nested lists', make: (n) => repeat('- ')(n) },
  {
    name: 'indented lists',
    make: (n) =>
      Array.from({ length: Math.floor(n / 40) }, (_, i) => `${' '.repeat((i * 2) % 36)}- a`).join(
        '\n',
      ),
  },
  { name: 'link openers', make: repeat('[a](') },
  { name: 'image openers', make: repeat('![') },
  { name: 'backticks', make: repeat('`a') },
  { name: 'tildes', make: repeat('~a') },
  { name: 'html openers', make: repeat('<a') },
  { name: 'html comments', make: repeat('<!--') },
  { name: 'entities', make: repeat('&#') },
  { name: 'autolinks', make: repeat('www.a') },
  { name: 'table pipes', make: repeat('|') },
  { name: 'table rows', make: repeat('|a|\n|-|\n') },
  { name: 'headings', make: repeat('# #\n') },
  { name: 'fences', make: repeat('```\n') },
  { name: 'escapes', make: repeat('\\') },
  { name: 'spaces then text', make: (n) => ' '.repeat(Math.max(0, n - 1)) + 'x' },
  // Found by fuzzing marked with short repeated units (src/markdown, server/markdown/markdownBudget.ts):
  // cubic like `_*a` (~140 ms at 4 KB), or, for tab-separated list markers, a stack overflow
  // from 3,000 characters on.
  { name: 'bracket star tilde', make: repeat('[*~') },
  { name: 'tilde equals star', make: repeat('~=*') },
  { name: 'word bracket underscore', make: repeat('h]_') },
  { name: 'tab list markers', make: repeat('+\t') },
  { name: 'reference definitions', make: repeat('[a]: b\n') },
  { name: 'setext underlines', make: repeat('a\n=\n') },
  // Traps for a hand-written reduction: work per opener that rescans what follows it.
  { name: 'nested brackets', make: (n) => '['.repeat(n >> 1) + ']'.repeat(n - (n >> 1)) },
  { name: 'list markers then text', make: (n) => '- '.repeat(Math.max(0, (n - 1) >> 1)) + 'a' },
  { name: 'open parentheses after a link', make: (n) => '[a](' + '('.repeat(Math.max(0, n - 4)) },
  { name: 'quoted attributes', make: repeat('<a b="') },
  {
    name: 'backtick runs of growing length',
    make: (n) => {
      let text = '';
      for (let run = 1; text.length + run + 1 <= n; run++) text += '`'.repeat(run) + 'a';
      return text;
    },
  },
  // Seen: harmless to every parser, but SQLite FTS5's snippet() is quadratic in a term's hits:
  // searching `a` over 8,000 of them took 1 s, `a a a a a a a a` over 2,000 took 4 s.
  { name: 'one word repeated', make: repeat('a ') },
  // Costly to search rather than to parse: a prefix query expands to every word it begins
  // (FTS5 merges 20,000 lists), and an AND of frequent terms reads all of their hits.
  {
    name: 'words sharing a prefix',
    make: (n) => {
      let text = '';
      for (let i = 0; text.length < n; i++) text += `ab${i.toString(36)} `;
      return text.slice(0, n);
    },
  },
  { name: 'many distinct words', make: repeat(`${PAIRS.join(' ')} `) },
  // Footnotes (src/markdown/footnotes.ts): marked-footnote took 918 ms for 20,000 `[^` on one line.
  { name: 'footnote openers', make: repeat('[^') },
  { name: 'footnote openers with a note', make: (n) => `[^a]: note\n\n${repeat('[^a')(n - 12)}` },
  {
    name: 'footnote definitions and references',
    make: (n) => {
      const count = Math.floor(n / 24);
      let refs = '';
      let notes = '';
      for (let i = 0; i < count; i++) {
        refs += `[^${i.toString(36)}]`;
        notes += `[^${i.toString(36)}]: n\n`;
      }
      return `${refs}\n\n${notes}`.slice(0, n);
    },
  },
  { name: 'references to a missing note', make: repeat('[^missing] ') },
  { name: 'notes nested in notes', make: repeat('[^a]: [^a]: ') },
  {
    name: 'one note referred to again and again',
    make: (n) => `${repeat('[^a]')(n - 10)}\n\n[^a]: x`,
  },
];
