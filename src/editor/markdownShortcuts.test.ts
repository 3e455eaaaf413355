import { continueBlock, headingEdit } from './markdownShortcuts';

/** The text after Enter at `caret` ("|" in `before`), with the caret shown as "|". */
function enter(before: string): string | null {
  const caret = before.indexOf('|');
  const value = before.replace('|', '');
  const edit = continueBlock(value, caret, caret);
  if (!edit) return null;
  const after = value.slice(0, edit.start) + edit.text + value.slice(edit.end);
  return after.slice(0, edit.selectionStart) + '|' + after.slice(edit.selectionStart);
}

test('Enter continues a bulleted, numbered or task list with the same indentation', () => {
  expect(enter('- one|')).toBe('- one\n- |');
  expect(enter('  * nested|\nnext')).toBe('  * nested\n  * |\nnext');
  expect(enter('9. nine|')).toBe('9. nine\n10. |');
  expect(enter('1) first|')).toBe('1) first\n2) |');
  expect(enter('- [x] done|')).toBe('- [x] done\n- [ ] |');
});

test('Enter continues a quote, nested quotes included', () => {
  expect(enter('> said|')).toBe('> said\n> |');
  expect(enter('> > deeper|')).toBe('> > deeper\n> > |');
});

test('Enter on an empty item or quote line ends the list or quote', () => {
  expect(enter('- one\n- |')).toBe('- one\n|');
  expect(enter('> said\n> |')).toBe('> said\n|');
  expect(enter('1. one\n2. |')).toBe('1. one\n|');
});

test('anything else is an ordinary line break', () => {
  expect(enter('A paragraph|')).toBeNull();
  expect(enter('-not a list|')).toBeNull();
  expect(enter('**bold**|')).toBeNull();
  expect(continueBlock('- one', 0, 5)).toBeNull();
});

test('a huge line is read once: no backtracking on hostile markers', () => {
  const line = `${' '.repeat(50_000)}${'>'.repeat(50_000)}x`;
  expect(enter(`${line}|`)).toBe(`${line}\n${' '.repeat(50_000)}${'>'.repeat(50_000)}|`);
});

/** The text after making the caret's line ("|" in `before`) a heading of `level`. */
function heading(before: string, level: number): string {
  const caret = before.indexOf('|');
  const value = before.replace('|', '');
  const edit = headingEdit(value, caret, caret, level);
  const after = value.slice(0, edit.start) + edit.text + value.slice(edit.end);
  return after.slice(0, edit.selectionStart) + '|' + after.slice(edit.selectionStart);
}

test('a heading key makes the line a heading, changes its level, or takes it off again', () => {
  expect(heading('Intro\nDes|ign\nmore', 2)).toBe('Intro\n## Des|ign\nmore');
  expect(heading('### Des|ign', 1)).toBe('# Des|ign');
  expect(heading('## Des|ign', 2)).toBe('Des|ign');
  expect(heading('|', 3)).toBe('### |');
  expect(heading('#hashtag|', 2)).toBe('## #hashtag|');
});
