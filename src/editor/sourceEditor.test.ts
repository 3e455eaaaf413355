// The body editor's commands and its sync with the form, on CodeMirror states: no DOM needed.
import type { TransactionSpec } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { runScopeHandlers } from '@codemirror/view';
import { formatCommand, sourceState } from './sourceEditor';
import { textChange } from './sourceEdits';

/** A stand-in for a view: the state, and what a dispatch makes of it. */
function editorOn(doc: string, anchor: number, head = anchor) {
  let state = sourceState(doc, {}, { onText: () => {}, onCaret: () => {} });
  state = state.update({ selection: { anchor, head } }).state;
  const view = {
    get state() {
      return state;
    },
    dispatch(spec: TransactionSpec) {
      state = state.update(spec).state;
    },
  } as unknown as EditorView;
  const selected = () => state.sliceDoc(state.selection.main.from, state.selection.main.to);
  return { view, text: () => state.doc.toString(), selected };
}

test('textChange is the one replacement between the common start and the common end', () => {
  expect(textChange('abc', 'abc')).toBeNull();
  expect(textChange('Mill and store.', 'Mill, and store.')).toEqual({ from: 4, to: 4, insert: ',' }); // prettier-ignore
  expect(textChange('aaa', 'aa')).toEqual({ from: 2, to: 3, insert: '' });
  expect(textChange('', 'new')).toEqual({ from: 0, to: 0, insert: 'new' });
  expect(textChange('old', '')).toEqual({ from: 0, to: 3, insert: '' });
  const before = 'x'.repeat(50_000) + 'middle' + 'y'.repeat(50_000);
  const after = 'x'.repeat(50_000) + 'MIDDLE' + 'y'.repeat(50_000);
  expect(textChange(before, after)).toEqual({ from: 50_000, to: 50_006, insert: 'MIDDLE' });
});

test('each toolbar format is one edit that leaves the wrapped text selected', () => {
  const editor = editorOn('Mill and store.', 0, 4);
  formatCommand('bold')(editor.view);
  expect(editor.text()).toBe('**Mill** and store.');
  expect(editor.selected()).toBe('Mill');
  formatCommand('heading')(editor.view);
  expect(editor.text()).toBe('## **Mill** and store.');
  expect(editor.selected()).toBe('Mill');
  const empty = editorOn('', 0);
  formatCommand('link')(empty.view);
  expect(empty.text()).toBe('[link text](https://)');
  expect(empty.selected()).toBe('link text');
});

test('a format is undone as one step of the history', () => {
  const editor = editorOn('Mill', 0, 4);
  formatCommand('italic')(editor.view);
  expect(editor.text()).toBe('_Mill_');
  // Ctrl-Z through the editor's own keymap.
  const undo = new KeyboardEvent('keydown', { key: 'z', ctrlKey: true });
  expect(runScopeHandlers(editor.view, undo, 'editor')).toBe(true);
  expect(editor.text()).toBe('Mill');
});

test('Enter continues the caret line’s list or quote, reading only that line', () => {
  // Enter with the caret at the end.
  const enter = (doc: string) => {
    const editor = editorOn(doc, doc.length);
    runScopeHandlers(editor.view, new KeyboardEvent('keydown', { key: 'Enter' }), 'editor');
    return editor.text();
  };
  expect(enter('Intro.\n\n1. one')).toBe('Intro.\n\n1. one\n2. ');
  expect(enter('Intro.\n\n- [x] done')).toBe('Intro.\n\n- [x] done\n- [ ] ');
  expect(enter('> quoted')).toBe('> quoted\n> ');
  expect(enter('Intro.\n- ')).toBe('Intro.\n');
  expect(enter('Plain.')).toBe('Plain.\n');
});
