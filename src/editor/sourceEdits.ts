import { isolateHistory } from '@codemirror/commands';
import type { TransactionSpec } from '@codemirror/state';
import type { MarkdownEdit } from './markdownShortcuts';

/**
 * The one change that turns `from` into `to`: the text between their common start and their
 * common end. Linear in the lengths, and the history and the selection then move only around
 * the part that changed (a placeholder's progress, a restored revision's different lines).
 */
export function textChange(
  from: string,
  to: string,
): { from: number; to: number; insert: string } | null {
  if (from === to) return null;
  const shorter = Math.min(from.length, to.length);
  let start = 0;
  while (start < shorter && from.charCodeAt(start) === to.charCodeAt(start)) start++;
  let end = 0;
  while (
    end < shorter - start &&
    from.charCodeAt(from.length - 1 - end) === to.charCodeAt(to.length - 1 - end)
  ) {
    end++;
  }
  return { from: start, to: from.length - end, insert: to.slice(start, to.length - end) };
}

/**
 * A shortcut's or a button's edit (markdownShortcuts.ts) as one CodeMirror transaction: the
 * replacement, the selection it leaves, kept apart in the history so that one undo takes back
 * exactly this edit (typing right after it is not merged into it).
 */
export function markdownTransaction(edit: MarkdownEdit): TransactionSpec {
  return {
    changes: { from: edit.start, to: edit.end, insert: edit.text },
    selection: { anchor: edit.selectionStart, head: edit.selectionEnd },
    userEvent: 'input.format',
    annotations: isolateHistory.of('full'),
    scrollIntoView: true,
  };
}
