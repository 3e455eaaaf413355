// The snippet builder SQLite's search uses (PostgreSQL's comes from ts_headline,
// server/db/postgres/searchHeadline.ts): pure functions over a text and the terms, no store.
import { buildSnippet } from './searchSnippet';
import { searchTerms } from './searchTokens';

test('a snippet keeps within 240 characters with the match inside', () => {
  const text = `${'lengthyword '.repeat(20)}target ${'lengthyword '.repeat(20)}`;
  const snippet = buildSnippet(text, searchTerms('target'));
  expect(snippet.text.length).toBeLessThanOrEqual(240);
  expect(snippet.text.startsWith('…')).toBe(true);
  const [h] = snippet.highlights;
  expect(snippet.text.slice(h!.start, h!.start + h!.length)).toBe('target');
});

test('a snippet never cuts a character in half', () => {
  const loneHalf = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
  // One letter beside the match puts the cut at the start, or at the end, inside an emoji.
  for (const [before, after] of [
    ['x', ''],
    ['', 'y'],
  ]) {
    const text = `${'😀'.repeat(150)}${before} target ${after}${'😀'.repeat(150)}`;
    const snippet = buildSnippet(text, searchTerms('target'));
    expect(snippet.text.length).toBeLessThanOrEqual(240);
    expect(snippet.text).not.toMatch(loneHalf);
    const [h] = snippet.highlights;
    expect(snippet.text.slice(h!.start, h!.start + h!.length)).toBe('target');
  }
});

test('a word the snippet cuts, or one that only contains a term, is not highlighted', () => {
  const text = `${'compost'.repeat(40)} recompost compost ${'composted '.repeat(30)}`;
  const snippet = buildSnippet(text, searchTerms('compost heap'));
  const shown = snippet.highlights.map((h) => snippet.text.slice(h.start, h.start + h.length));
  expect(shown).toEqual(['compost']);
  // The cut falls inside the long word, which the snippet shows but does not highlight.
  expect(snippet.text).toMatch(/^…ompostcompost/);
  expect(snippet.text).toContain('compost recompost compost composted');
});

test('the window with the most distinct terms is shown, not merely the first hit', () => {
  const text = `soil ${'filler '.repeat(100)}soil and compost ${'filler '.repeat(100)}`;
  const snippet = buildSnippet(text, searchTerms('compost soil'));
  const shown = snippet.highlights.map((h) => snippet.text.slice(h.start, h.start + h.length));
  expect(shown).toEqual(['soil', 'compost']);
});
