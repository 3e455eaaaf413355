import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { markdown, markdownLanguage } from '@codemirror/lang-markdown';
import { bracketMatching, syntaxHighlighting } from '@codemirror/language';
import { search, searchKeymap } from '@codemirror/search';
import { Annotation, Compartment, EditorState, Prec } from '@codemirror/state';
import type { Extension } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import type { Command, ViewUpdate } from '@codemirror/view';
import { classHighlighter } from '@lezer/highlight';
import { CODE_LANGUAGES } from './codeLanguages';
import type { ToolbarFormat } from './FormatToolbar';
import { continueBlock, headingEdit, markdownEdit } from './markdownShortcuts';
import { markdownTransaction } from './sourceEdits';

/** Marks a transaction that brings the editor up to the form's value: not the writer's typing. */
export const fromForm = Annotation.define<boolean>();

/** The body's content element's attributes, reconfigured as the form's messages change. */
export const contentAttributes = new Compartment();

/** A toolbar button's or a shortcut's format as a CodeMirror command. */
export function formatCommand(format: ToolbarFormat): Command {
  return (view) => {
    const { doc, selection } = view.state;
    const value = doc.toString();
    const { from, to } = selection.main;
    const edit =
      format === 'heading'
        ? headingEdit(value, from, to, 2)
        : markdownEdit(value, from, to, format);
    view.dispatch(markdownTransaction(edit));
    return true;
  };
}

function headingCommand(level: number): Command {
  return (view) => {
    const { from, to } = view.state.selection.main;
    view.dispatch(markdownTransaction(headingEdit(view.state.doc.toString(), from, to, level)));
    return true;
  };
}

/**
 * Enter at the end of a list item or a quote continues it, on an empty one ends it
 * (markdownShortcuts.ts `continueBlock`); elsewhere Enter is the default keymap's. Only the
 * caret's line is read, so the cost does not grow with the document.
 */
const continueList: Command = (view) => {
  const { state } = view;
  const { from, to } = state.selection.main;
  if (from !== to || state.selection.ranges.length > 1) return false;
  const line = state.doc.lineAt(from);
  const edit = continueBlock(line.text, from - line.from, from - line.from);
  if (!edit) return false;
  view.dispatch(
    markdownTransaction({
      ...edit,
      start: edit.start + line.from,
      end: edit.end + line.from,
      selectionStart: edit.selectionStart + line.from,
      selectionEnd: edit.selectionEnd + line.from,
    }),
  );
  return true;
};

/**
 * The editor's own keys, ahead of CodeMirror's: Ctrl/⌘ with B, I, K or E, Ctrl/⌘+Alt with 1–3,
 * Enter in a list. Tab is deliberately not bound: it moves focus out of the text as anywhere
 * else on the page (CodeMirror's accessibility advice); Ctrl/⌘+] and [ indent a line.
 */
const markdownKeys = keymap.of([
  { key: 'Mod-b', run: formatCommand('bold') },
  { key: 'Mod-i', run: formatCommand('italic') },
  { key: 'Mod-k', run: formatCommand('link') },
  { key: 'Mod-e', run: formatCommand('code') },
  { key: 'Mod-Alt-1', run: headingCommand(1) },
  { key: 'Mod-Alt-2', run: headingCommand(2) },
  { key: 'Mod-Alt-3', run: headingCommand(3) },
  { key: 'Enter', run: continueList },
]);

/** How the editor reports to its host: every change of the text, and where the caret is. */
export interface SourceListener {
  onText: (text: string) => void;
  onCaret: (line: number, lines: number) => void;
}

/**
 * The Markdown source's CodeMirror state: GitHub-flavoured Markdown with fenced code
 * highlighted in its language (codeLanguages.ts), undo history, search and
 * replace (Ctrl/⌘+F), brackets closed and matched, lines wrapped, the browser's spell check, and
 * highlighting as `tok-*` classes coloured by the theme's variables (SourceEditor.css).
 */
export function sourceState(
  doc: string,
  attributes: Record<string, string>,
  listener: SourceListener,
  extra: Extension = [],
): EditorState {
  return EditorState.create({
    doc,
    extensions: [
      history(),
      markdown({
        base: markdownLanguage,
        codeLanguages: CODE_LANGUAGES,
        addKeymap: false,
        completeHTMLTags: false,
      }),
      syntaxHighlighting(classHighlighter),
      closeBrackets(),
      markdownLanguage.data.of({ closeBrackets: { brackets: ['(', '[', '{'] } }),
      bracketMatching(),
      search({ top: true }),
      EditorView.lineWrapping,
      contentAttributes.of(EditorView.contentAttributes.of(attributes)),
      Prec.high(markdownKeys),
      keymap.of([...closeBracketsKeymap, ...searchKeymap, ...historyKeymap, ...defaultKeymap]),
      EditorView.updateListener.of((update: ViewUpdate) => {
        const typed = update.transactions.some((tr) => !tr.annotation(fromForm));
        if (update.docChanged && typed) listener.onText(update.state.doc.toString());
        if (update.docChanged || update.selectionSet) {
          const { doc: text, selection } = update.state;
          listener.onCaret(text.lineAt(selection.main.head).number - 1, text.lines);
        }
      }),
      extra,
    ],
  });
}
