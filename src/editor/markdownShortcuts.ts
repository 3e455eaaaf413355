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
