import { DIFF_LIMITS, diffLines } from './lineDiff';
import type { DiffLine, LineDiff } from './lineDiff';

/** The diff's runs as one line each. */
function flat(diff: LineDiff): DiffLine[] {
  return diff.runs.flatMap((run) => run.lines.map((text) => ({ kind: run.kind, text })));
}

/** The diff as `  same`, `- removed`, `+ added` lines. */
function show(before: string, after: string, limits = DIFF_LIMITS): string[] {
  const diff = diffLines(before, after, limits);
  const mark: Record<DiffLine['kind'], string> = { same: ' ', removed: '-', added: '+' };
  return flat(diff).map((line) => `${mark[line.kind]} ${line.text}`);
}

/** Both texts come back from the diff: the old from kept and removed lines, the new from kept and added. */
function sides(before: string, after: string, limits = DIFF_LIMITS): [string, string] {
  const diff = diffLines(before, after, limits);
  const old = flat(diff)
    .filter((l) => l.kind !== 'added')
    .map((l) => l.text);
  const now = flat(diff)
    .filter((l) => l.kind !== 'removed')
    .map((l) => l.text);
  return [old.join('\n'), now.join('\n')];
}

test('identical texts are all kept lines', () => {
  expect(show('a\nb', 'a\nb')).toEqual(['  a', '  b']);
});

test('a changed line is removed then added, between kept lines', () => {
  expect(show('# Title\nold line\nend', '# Title\nnew line\nend')).toEqual([
    '  # Title',
    '- old line',
    '+ new line',
    '  end',
  ]);
});

test('insertions and deletions in the middle are the fewest edits', () => {
  expect(show('a\nb\nc\nd\ne', 'a\nc\nd\nx\ne')).toEqual([
    '  a',
    '- b',
    '  c',
    '  d',
    '+ x',
    '  e',
  ]);
});

test('every line of both texts comes back, whatever the edits', () => {
  const pairs: [string, string][] = [
    ['', 'one\ntwo'],
    ['one\ntwo', ''],
    ['a\nb\na\nb\na', 'b\na\nb\na\nb'],
    ['x\ny\nz', 'z\ny\nx'],
    [Array.from({ length: 200 }, (_, i) => `line ${i % 7}`).join('\n'), 'line 3\nline 1\nline 3'],
  ];
  for (const [before, after] of pairs) expect(sides(before, after)).toEqual([before, after]);
});

test('texts that differ in more than the budget get a coarse diff: the changed middle removed, then added', () => {
  const before = ['# Same start', ...Array.from({ length: 3000 }, (_, i) => `a${i}`), 'end'];
  const after = ['# Same start', ...Array.from({ length: 3000 }, (_, i) => `b${i}`), 'end'];
  const diff = diffLines(before.join('\n'), after.join('\n'));
  expect(diff.coarse).toBe(true);
  expect(diff.runs.map((run) => [run.kind, run.lines.length])).toEqual([
    ['same', 1],
    ['removed', 3000],
    ['added', 3000],
    ['same', 1],
  ]);
  expect(sides(before.join('\n'), after.join('\n'))).toEqual([before.join('\n'), after.join('\n')]);
  expect(show('a\nb\nc', 'x\ny\nz', { steps: 2, edits: 100 })).toEqual([
    '- a',
    '- b',
    '- c',
    '+ x',
    '+ y',
    '+ z',
  ]);
  expect(diffLines('a\nb', 'a\nc').coarse).toBe(false);
});

test('a 100,000-character body with one edit is compared through its common ends', () => {
  const body = Array.from({ length: 20_000 }, (_, i) => `l${i}`).join('\n');
  const edited = body.replace('l10000\n', 'l10000 edited\n');
  const diff = diffLines(body, edited);
  expect(diff.coarse).toBe(false);
  expect(flat(diff).filter((line) => line.kind !== 'same')).toEqual([
    { kind: 'removed', text: 'l10000' },
    { kind: 'added', text: 'l10000 edited' },
  ]);
});
