import { act, screen } from '@testing-library/react';
import { EditorView } from '@codemirror/view';

// jsdom tests' ways into the body's CodeMirror editor. jsdom has no layout and no real text
// input, so typing goes in as the transactions CodeMirror makes of typed text; keys (shortcuts,
// Enter) go through CodeMirror's own keymap from real key events. Chromium types for real
// (test/browser/editor.test.ts).

/** The body's editor: its content element is the textbox named "Body (Markdown)". */
export function bodyView(): EditorView {
  const content = screen.getByRole('textbox', { name: 'Body (Markdown)' });
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('The body is not a CodeMirror editor.');
  return view;
}

/** What the body holds. */
export function bodyText(): string {
  return bodyView().state.doc.toString();
}

/** Types `text` where the selection is, as typing would (one undoable input). */
export function typeInBody(text: string): void {
  const view = bodyView();
  act(() => {
    view.focus();
    view.dispatch({ ...view.state.replaceSelection(text), userEvent: 'input.type' });
  });
}

/** Replaces all of the body, as pasting over a select-all would. */
export function replaceBody(text: string): void {
  const view = bodyView();
  act(() => {
    view.dispatch({
      changes: { from: 0, to: view.state.doc.length, insert: text },
      userEvent: 'input.paste',
    });
  });
}

/** Focuses the body and selects [from, to). */
export function selectInBody(from: number, to: number): void {
  const view = bodyView();
  act(() => {
    view.focus();
    view.dispatch({ selection: { anchor: from, head: to } });
  });
}

/** The body's selected text. */
export function selectedInBody(): string {
  const { state } = bodyView();
  return state.sliceDoc(state.selection.main.from, state.selection.main.to);
}
