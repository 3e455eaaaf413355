import Database from 'better-sqlite3';
import { BODY_LIMIT, HOSTILE_MARKDOWN } from '../../test/hostile/markdown';
import { markdownToPlainText } from './plainText';
import { foldedTokens, MAX_TERMS, scanTokens, searchTerms } from './searchTokens';
import { FOLD_RUNS, REMOVED, SEPARATOR_RANGES } from './unicode61Tables';
import { readUnicode61Tables } from './unicode61Tables.generate';

/** The tokens FTS5 itself indexes for `text` (unicode61, remove_diacritics 2, as migration 001). */
function ftsTokens(texts: string[]): string[][] {
  const db = new Database(':memory:');
  try {
    db.exec(`CREATE VIRTUAL TABLE t USING fts5 (body, tokenize = 'unicode61 remove_diacritics 2');
      CREATE VIRTUAL TABLE v USING fts5vocab (t, instance);`);
    const insert = db.prepare('INSERT INTO t (rowid, body) VALUES (?, ?)');
    texts.forEach((text, i) => insert.run(i + 1, text));
    const rows = db.prepare('SELECT doc, term FROM v ORDER BY doc, offset').all() as {
      doc: number;
      term: string;
    }[];
    return texts.map((_, i) => rows.filter((r) => r.doc === i + 1).map((r) => r.term));
  } finally {
    db.close();
  }
}

test('the tokenizer tables are what the linked SQLite does, for every code point', () => {
  const read = readUnicode61Tables();
  expect(read.separatorRanges).toEqual(SEPARATOR_RANGES);
  expect(read.foldRuns).toEqual(FOLD_RUNS);
  expect(read.removed).toEqual(REMOVED);
});

const MIXED = [
  'Crème BRÛLÉE, naïve café; ÆSIR Œuvre straße',
  'Ελληνικά: ΆΣΤΡΟ άστρο ς Ϊ; Кириллица Ёлка Й й; ǅemal ǈ',
  'e\u0301te\u0301 cafe\u0301 a\u0300\u0301b \u0301 x\u20dd',
  '中文 日本語テキスト 한국어 🙂 emoji👍🏽 zwj👨‍👩‍👧 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 𐐀𐐨',
  'lone \ud800 high, low \udc00 x\ud83dy, tab\tnew\nline',
  "don't re-use e-mail x_y 3.14 1,000 #tag @user a+b",
];

test.each(MIXED)('tokens and folding agree with FTS5: %p', (text) => {
  expect(foldedTokens(text)).toEqual(ftsTokens([text])[0]);
});

test('tokens of every hostile body agree with FTS5', () => {
  const texts = HOSTILE_MARKDOWN.map((shape) => markdownToPlainText(shape.make(BODY_LIMIT / 10)));
  expect(texts.map(foldedTokens)).toEqual(ftsTokens(texts));
});

test('a folded term reads back as itself, so MATCH gets exactly the term', () => {
  const targets: string[] = [];
  for (let i = 0; i < FOLD_RUNS.length; i += 4) {
    const [first, count, step, delta] = FOLD_RUNS.slice(i, i + 4) as number[];
    for (let k = 0; k < count!; k++)
      targets.push(String.fromCodePoint(first! + k * step! + delta!));
  }
  const words = targets.map((target) => `x${target}x`);
  expect(words.map(foldedTokens)).toEqual(words.map((word) => [word]));
});

test('scanTokens reads only the whole words inside its range', () => {
  const text = 'recompost compost composted';
  const seen: string[] = [];
  scanTokens(text, 3, 24, new Uint16Array(20), (start, end) => {
    seen.push(text.slice(start, end));
  });
  // "recompost" and "composted" are cut by the range: neither is a word of it.
  expect(seen).toEqual(['compost']);
});

test('a long word is read once, and folded no further than the buffer', () => {
  const word = 'Ab'.repeat(BODY_LIMIT / 2);
  const tokens: [number, number, string, boolean][] = [];
  const folded = new Uint16Array(4);
  scanTokens(`${word} X`, 0, word.length + 2, folded, (start, end, length, overflow) => {
    tokens.push([start, end, String.fromCharCode(...folded.subarray(0, length)), overflow]);
  });
  expect(tokens).toEqual([
    [0, BODY_LIMIT, 'aba', true],
    [BODY_LIMIT + 1, BODY_LIMIT + 2, 'x', false],
  ]);
});

test('search terms are folded, each once, the last typed a prefix', () => {
  expect(searchTerms('Café cafe CAFÉ')).toEqual([{ text: 'cafe', prefix: true }]);
  expect(searchTerms('foo "bar" OR baz')).toEqual([
    { text: 'foo', prefix: false },
    { text: 'bar', prefix: false },
    { text: 'or', prefix: false },
    { text: 'baz', prefix: true },
  ]);
  expect(searchTerms('a a a a a a a a')).toEqual([{ text: 'a', prefix: true }]);
  expect(searchTerms('?! -- "')).toEqual([]);
});

test(`at most ${MAX_TERMS} terms: the first ones typed and the one being typed`, () => {
  const letters = 'abcdefghijklmnopqrstuvwxyz'.split('');
  const terms = searchTerms([...letters, ...letters, ...letters].join(' '));
  expect(terms.map((t) => t.text)).toEqual([...letters.slice(0, MAX_TERMS - 1), 'z']);
  expect(terms.map((t) => t.prefix)).toEqual([...Array(MAX_TERMS - 1).fill(false), true]);
});
