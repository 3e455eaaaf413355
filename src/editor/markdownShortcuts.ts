/** The formatting the source's keyboard shortcuts apply. */
export type MarkdownFormat = 'bold' | 'italic' | 'link' | 'code';

/** A replacement of the selection, and the selection to leave afterwards. */
export interface MarkdownEdit {
  /** Text that replaces value[start, end). */
  text: string;
  start: number;
  end: number;
  /** The selection after the edit, in the new value. */
  selectionStart: number;
  selectionEnd: number;
}

const MARKERS: Record<Exclude<MarkdownFormat, 'link'>, [string, string]> = {
  bold: ['**', 'bold text'],
  italic: ['_', 'italic text'],
  code: ['`', 'code'],
};

/** Ctrl/⌘ + this key applies that format. */
export const SHORTCUT_KEYS: Record<string, MarkdownFormat> = {
  b: 'bold',
  i: 'italic',
  k: 'link',
  e: 'code',
};

/**
 * Wraps the selection [start, end) of `value` in `format`. The wrapped text
 * stays selected, so pressing the shortcut again or typing goes on from
 * there; with nothing selected a placeholder is inserted and selected, ready
 * to be typed over. A link selects its URL when text was selected (the part
 * left to fill in), else its text.
 */
export function markdownEdit(
  value: string,
  start: number,
  end: number,
  format: MarkdownFormat,
): MarkdownEdit {
  const selected = value.slice(start, end);
  if (format === 'link') {
    const label = selected || 'link text';
    const url = 'https://';
    const text = `[${label}](${url})`;
    const urlStart = start + label.length + 3;
    return selected
      ? { text, start, end, selectionStart: urlStart, selectionEnd: urlStart + url.length }
      : { text, start, end, selectionStart: start + 1, selectionEnd: start + 1 + label.length };
  }
  const [marker, placeholder] = MARKERS[format];
  const inner = selected || placeholder;
  return {
    text: marker + inner + marker,
    start,
    end,
    selectionStart: start + marker.length,
    selectionEnd: start + marker.length + inner.length,
  };
}

/** Ctrl/⌘ + Alt + this key (KeyboardEvent.code) makes the caret's line a heading of that level. */
export const HEADING_KEYS: Record<string, number> = { Digit1: 1, Digit2: 2, Digit3: 3 };

// A heading's marker at the start of a line: one run of "#", one run of blanks (linear).
const HEADING_MARK = /^#{1,6}[ \t]+/;

/**
 * Makes the line holding `start` a heading of `level` ("## "), replacing the marker it has; on a
 * heading of that level already, makes it a paragraph again. The selection stays on the text.
 */
export function headingEdit(
  value: string,
  start: number,
  end: number,
  level: number,
): MarkdownEdit {
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const newline = value.indexOf('\n', lineStart);
  const line = value.slice(lineStart, newline < 0 ? value.length : newline);
  const current = HEADING_MARK.exec(line)?.[0] ?? '';
  const marker = '#'.repeat(level);
  const text = current.trimEnd() === marker ? '' : `${marker} `;
  const shift = text.length - current.length;
  const textStart = lineStart + text.length;
  return {
    text,
    start: lineStart,
    end: lineStart + current.length,
    selectionStart: Math.max(textStart, start + shift),
    selectionEnd: Math.max(textStart, end + shift),
  };
}

// A list item's or quote's marker at the start of a line: indentation, then "- ", "* ", "+ ",
// "1. " or "1) " (a task's "[ ] " after it), or quote markers. Each part is a plain run, one
// after another: linear on any line.
const LIST_ITEM = /^([ \t]*)(?:([-*+])|(\d{1,9})([.)]))([ \t]+)(\[[ xX]\][ \t]+)?/;
const QUOTE = /^[ \t]*(?:>[ \t]?)+/;

/**
 * Enter at the end of a list item or a quoted line: the next line starts with the same marker
 * (a numbered item's number plus one, a task unticked). Enter on an item or quote line holding
 * only its marker ends the list or quote instead: the marker goes. Null when Enter should just
 * break the line (a selection, or a line that is neither).
 */
export function continueBlock(value: string, start: number, end: number): MarkdownEdit | null {
  if (start !== end) return null;
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const line = value.slice(lineStart, start);
  const item = LIST_ITEM.exec(line);
  const quote = item ? null : QUOTE.exec(line);
  const marker = item?.[0] ?? quote?.[0];
  if (!marker) return null;
  if (line.trim() === marker.trim()) {
    // An empty item or quote line: Enter ends the block.
    return {
      text: '',
      start: lineStart,
      end: start,
      selectionStart: lineStart,
      selectionEnd: lineStart,
    };
  }
  let next = marker;
  if (item) {
    const [, indent, bullet, number, delimiter, space, task] = item;
    const head = bullet ?? `${Number(number) + 1}${delimiter}`;
    next = `${indent}${head}${space}${task ? '[ ] ' : ''}`;
  }
  const text = `\n${next}`;
  return {
    text,
    start,
    end,
    selectionStart: start + text.length,
    selectionEnd: start + text.length,
  };
}
