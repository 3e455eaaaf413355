import { diffLines } from './lineDiff';
import { MAX_ROWS, splitRows, unifiedRows } from './diffRows';

const text = (lines: string[]) => lines.join('\n');

test('unified rows keep two unchanged lines around a change and fold the rest into a count', () => {
  const before = text(['a', 'b', 'c', 'd', 'e', 'f', 'old', 'g', 'h', 'i', 'j']);
  const after = text(['a', 'b', 'c', 'd', 'e', 'f', 'new', 'g', 'h', 'i', 'j']);
  const { rows, omitted } = unifiedRows(diffLines(before, after));
  expect(rows).toEqual([
    { kind: 'folded', count: 4 },
    { kind: 'same', text: 'e' },
    { kind: 'same', text: 'f' },
    { kind: 'removed', text: 'old' },
    { kind: 'added', text: 'new' },
    { kind: 'same', text: 'g' },
    { kind: 'same', text: 'h' },
    { kind: 'folded', count: 2 },
  ]);
  expect(omitted).toBe(0);
});

test('side-by-side rows put a replaced line beside its replacement, and an extra line alone', () => {
  const before = text(['keep', 'one', 'two', 'end']);
  const after = text(['keep', 'uno', 'end', 'added']);
  expect(splitRows(diffLines(before, after)).rows).toEqual([
    { kind: 'pair', left: { kind: 'same', text: 'keep' }, right: { kind: 'same', text: 'keep' } },
    {
      kind: 'pair',
      left: { kind: 'removed', text: 'one' },
      right: { kind: 'added', text: 'uno' },
    },
    { kind: 'pair', left: { kind: 'removed', text: 'two' }, right: null },
    { kind: 'pair', left: { kind: 'same', text: 'end' }, right: { kind: 'same', text: 'end' } },
    { kind: 'pair', left: null, right: { kind: 'added', text: 'added' } },
  ]);
});

test('a diff of 100,000 changed lines draws at most MAX_ROWS rows and counts the rest', () => {
  const before = 'x\n'.repeat(50_000);
  const after = 'y\n'.repeat(50_000);
  const diff = diffLines(before, after);
  const unified = unifiedRows(diff);
  expect(unified.rows).toHaveLength(MAX_ROWS);
  expect(unified.rows.length + unified.omitted).toBe(100_000 + 1);
  const split = splitRows(diff);
  expect(split.rows).toHaveLength(MAX_ROWS);
  expect(split.rows.length + split.omitted).toBe(50_000 + 1);
});
