// Footnotes in the plain-text reduction (plainText.ts): a note's text is text a reader sees, its
// `[^label]:` and every `[^label]` marker are syntax. Labels are read as the client's pipeline
// reads them (src/markdown/footnotes.ts): at most LABEL_MAX characters, no space or bracket, so
// each `[^` costs a bounded look ahead and the pass stays linear.

const LABEL_MAX = 64;

/** Where footnote labels are kept in the definitions set: no link label can start with NUL. */
const KEY = '\u0000^';

/** The lower-cased label of `[^label]` at `at`, and where it ends; null when there is none. */
function readLabel(text: string, at: number): { label: string; end: number } | null {
  if (text.charCodeAt(at) !== 0x5b || text.charCodeAt(at + 1) !== 0x5e) return null;
  const limit = Math.min(text.length, at + LABEL_MAX + 3);
  for (let i = at + 2; i < limit; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x5d) {
      return i === at + 2 ? null : { label: text.slice(at + 2, i).toLowerCase(), end: i + 1 };
    }
    if (code === 0x5b || code <= 0x20) return null;
  }
  return null;
}

/**
 * A footnote definition (`[^label]: text`) at `from` (after at most 3 spaces): records its label
 * in `definitions` and returns where its text starts; -1 when the line is not one.
 */
export function footnoteDefinition(line: string, from: number, definitions: Set<string>): number {
  let start = from;
  while (start < from + 3 && line.charCodeAt(start) === 0x20) start++;
  const head = readLabel(line, start);
  if (!head || line.charCodeAt(head.end) !== 0x3a) return -1;
  definitions.add(KEY + head.label);
  return head.end + 1;
}

/** Where a reference to a defined note at `at` ends (the marker is dropped); -1 when none is. */
export function footnoteRefEnd(text: string, at: number, definitions: ReadonlySet<string>): number {
  if (definitions.size === 0) return -1;
  const head = readLabel(text, at);
  return head && definitions.has(KEY + head.label) ? head.end : -1;
}
