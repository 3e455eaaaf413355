import Database from 'better-sqlite3';
import { encodeSymbol, symbolColumn, symbolsIn } from './searchSymbols';
import { searchTerms, SYMBOL_MAX } from './searchTokens';

const spelled = (text: string) => symbolsIn(text).map((symbol) => symbol.text);

test('the names of technical writing are symbols, folded as the index folds words', () => {
  expect(
    spelled('C++, C#, F# and .NET; Node.js, ASP.NET Core, g++ and C++20. Café.Crème++ 3.14'),
  ).toEqual([
    'c++',
    'c#',
    'f#',
    '.net',
    'node.js',
    'asp.net',
    'g++',
    'c++20',
    'cafe.creme++',
    '3.14',
  ]);
});

test('punctuation that joins nothing makes no symbol', () => {
  expect(spelled('The end. A new line… #tag, 1 + 2, a + b, (c) and ... or .. and x. y')).toEqual(
    [],
  );
  // A word inside a symbol begins none of its own: "js" of node.js, "b" of a+b, "11" of c++11.
  expect(spelled('node.js a+b c++11 x.y.z')).toEqual(['node.js', 'a+b', 'c++11', 'x.y.z']);
});

test('a run of dotted words longer than SYMBOL_MAX is no symbol, and the scan stays linear', () => {
  expect(spelled(`${'a.'.repeat(SYMBOL_MAX)}b`)).toEqual([]);
  const hostile = [
    'a.'.repeat(50_000),
    'c++ '.repeat(25_000),
    '.'.repeat(100_000),
    '+#'.repeat(50_000),
  ];
  const counts = hostile.map((text) => symbolsIn(text).length);
  expect(counts).toEqual([0, 25_000, 0, 0]);
});

test('FTS5 keeps each encoded symbol as one token, apart from every plain word', () => {
  const db = new Database(':memory:');
  try {
    db.exec(`CREATE VIRTUAL TABLE t USING fts5 (s, tokenize = 'unicode61 remove_diacritics 2');
      CREATE VIRTUAL TABLE v USING fts5vocab (t, instance);`);
    db.prepare('INSERT INTO t (s) VALUES (?)').run(symbolColumn('C++ .NET Node.JS Crème.Brûlée#'));
    const terms = (
      db.prepare('SELECT term FROM v ORDER BY offset').all() as { term: string }[]
    ).map((row) => row.term);
    expect(terms).toEqual(['c++', '.net', 'node.js', 'creme.brulee#'].map(encodeSymbol));
  } finally {
    db.close();
  }
});

test('a typed symbol is one term whose first word anchors it; the last one typed is a prefix', () => {
  expect(searchTerms('C++ templates')).toEqual([
    { text: 'c', prefix: false, symbol: { text: 'c++', prefix: false } },
    { text: 'templates', prefix: true },
  ]);
  expect(searchTerms('learn node.js')).toEqual([
    { text: 'learn', prefix: false },
    { text: 'node', prefix: false, symbol: { text: 'node.js', prefix: true } },
  ]);
  // While `.net` is being typed, its word is a prefix too.
  expect(searchTerms('.ne')).toEqual([
    { text: 'ne', prefix: true, symbol: { text: '.ne', prefix: true } },
  ]);
  // A symbol and its own first word are different terms; a repeated symbol is one.
  expect(searchTerms('c# C# c')).toEqual([
    { text: 'c', prefix: false, symbol: { text: 'c#', prefix: false } },
    { text: 'c', prefix: true },
  ]);
});
