// The block half of markdownToPlainText (plainText.ts): one pass over the lines, dropping those
// that are only syntax and grouping the rest into paragraphs and code. Each line is read from left
// to right a bounded number of times (a marker, a fence, a heading, a label), so the pass is
// linear in the text whatever it holds.

import { footnoteDefinition } from './plainTextFootnotes';
import { normalizeLabel } from './plainTextInline';

const SPACE = 0x20;
const TAB = 0x09;
const GT = 0x3e;
const HASH = 0x23;
const BACKTICK = 0x60;
const TILDE = 0x7e;

/** A piece of the document: code keeps its characters, prose goes through the inline pass. */
interface Segment {
  text: string;
  code: boolean;
}

interface Fence {
  char: number;
  length: number;
  /** How many `>` markers the opening line had: its code lines carry as many. */
  quotes: number;
}

/**
 * The block pass: drops the lines that are only syntax (fences, rules, underlines, table
 * delimiter rows, reference definitions, HTML comments), strips container markers (`>`, list
 * bullets, task boxes) and heading marks, and groups the rest into paragraphs. Records the
 * reference labels it meets, which the inline pass needs for `[shortcut]` links.
 */
export function splitBlocks(source: string, definitions: Set<string>): Segment[] {
  const segments: Segment[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) segments.push({ text: paragraph.join('\n'), code: false });
    paragraph = [];
  };
  let fence: Fence | null = null;
  let inComment = false;
  let quotes = 0;

  for (const line of source.split('\n')) {
    if (fence) {
      const start = skipQuotes(line, 0, fence.quotes).index;
      if (closesFence(line, start, fence)) fence = null;
      else segments.push({ text: line.slice(start), code: true });
      continue;
    }
    if (inComment) {
      const end = line.indexOf('-->');
      if (end < 0) continue;
      inComment = false;
      segments.push({ text: line.slice(end + 3), code: false });
      continue;
    }

    const quoted = skipQuotes(line, 0, Infinity);
    // A deeper quote starts a block (a less deep line may be a paragraph's lazy continuation).
    if (quoted.count > quotes) flush();
    quotes = quoted.count;
    let i = quoted.index;
    if (isThematicBreak(line, i)) {
      flush();
      continue;
    }
    // List markers may nest ("- 1. [ ] item"); a thematic break is only looked for before them,
    // since looking again after each marker would rescan the line once per marker.
    let item = false;
    for (let next = listItemContent(line, i); next >= 0; next = listItemContent(line, i)) {
      i = skipQuotes(line, next, Infinity).index;
      item = true;
    }
    if (item) flush();

    if (skipSpaces(line, i, line.length) === line.length) {
      flush();
      continue;
    }
    const opened = openFence(line, i);
    if (opened) {
      flush();
      fence = { char: opened.char, length: opened.length, quotes: quoted.count };
      continue;
    }
    const indent = skipSpaces(line, i, i + 3);
    if (line.startsWith('<!--', indent)) {
      flush();
      const end = line.indexOf('-->', indent + 4);
      if (end < 0) inComment = true;
      else segments.push({ text: line.slice(end + 3), code: false });
      continue;
    }
    const heading = headingText(line, i);
    if (heading !== null) {
      flush();
      segments.push({ text: heading, code: false });
      continue;
    }
    if (isUnderlineOrDelimiterRow(line, i)) {
      flush();
      continue;
    }
    // A footnote's text is kept as a paragraph of its own; its label is dropped.
    const note = footnoteDefinition(line, i, definitions);
    if (note >= 0) {
      flush();
      paragraph.push(line.slice(note));
      continue;
    }
    const label = definitionLabel(line, i);
    if (label !== null) {
      flush();
      definitions.add(label);
      continue;
    }
    paragraph.push(line.slice(i));
  }
  flush();
  return segments;
}

function isSpace(code: number): boolean {
  return code === SPACE || code === TAB;
}

/** The first position from `from` (and before `limit`) that is not a space or tab. */
function skipSpaces(line: string, from: number, limit: number): number {
  let i = from;
  const end = Math.min(limit, line.length);
  while (i < end && isSpace(line.charCodeAt(i))) i++;
  return i;
}

/** Skips up to `max` block-quote markers (`>` after at most 3 spaces, then one optional space). */
function skipQuotes(line: string, from: number, max: number): { index: number; count: number } {
  let index = from;
  let count = 0;
  while (count < max) {
    const marker = skipSpaces(line, index, index + 3);
    if (line.charCodeAt(marker) !== GT) break;
    index = isSpace(line.charCodeAt(marker + 1)) ? marker + 2 : marker + 1;
    count++;
  }
  return { index, count };
}

/** Three or more of one of `*`, `-`, `_`, with only spaces between, after at most 3 spaces. */
function isThematicBreak(line: string, from: number): boolean {
  const start = skipSpaces(line, from, from + 3);
  const mark = line.charCodeAt(start);
  if (mark !== 0x2a && mark !== 0x2d && mark !== 0x5f) return false;
  let count = 0;
  for (let i = start; i < line.length; i++) {
    const code = line.charCodeAt(i);
    if (code === mark) count++;
    else if (!isSpace(code)) return false;
  }
  return count >= 3;
}

/**
 * Where a list item's content starts when a bullet (`-`, `*`, `+`) or an ordinal (1–9 digits
 * and `.` or `)`) begins the line at `from`, after its spaces and an optional task box; else -1.
 */
function listItemContent(line: string, from: number): number {
  let i = skipSpaces(line, from, line.length);
  const code = line.charCodeAt(i);
  if (code === 0x2d || code === 0x2a || code === 0x2b) i++;
  else {
    const digits = i;
    while (i < line.length && i - digits < 9 && isDigit(line.charCodeAt(i))) i++;
    const end = line.charCodeAt(i);
    if (i === digits || (end !== 0x2e && end !== 0x29)) return -1;
    i++;
  }
  if (i < line.length && !isSpace(line.charCodeAt(i))) return -1;
  i = skipSpaces(line, i, line.length);
  // A task box: "[ ]", "[x]" or "[X]" and a space.
  const box = line.charCodeAt(i + 1);
  if (
    line.charCodeAt(i) === 0x5b &&
    (box === SPACE || box === 0x78 || box === 0x58) &&
    line.charCodeAt(i + 2) === 0x5d &&
    isSpace(line.charCodeAt(i + 3))
  ) {
    i = skipSpaces(line, i + 3, line.length);
  }
  return i;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** An opening fence (3+ backticks or tildes after at most 3 spaces), or null. */
function openFence(line: string, from: number): { char: number; length: number } | null {
  const start = skipSpaces(line, from, from + 3);
  const char = line.charCodeAt(start);
  if (char !== BACKTICK && char !== TILDE) return null;
  let end = start;
  while (line.charCodeAt(end) === char) end++;
  if (end - start < 3) return null;
  // "```js```" is inline code, not a fence: a backtick fence's info string has no backtick.
  if (char === BACKTICK && line.indexOf('`', end) >= 0) return null;
  return { char, length: end - start };
}

/** Whether the line closes `fence`: at least as many of its character, then only spaces. */
function closesFence(line: string, from: number, fence: Fence): boolean {
  const start = skipSpaces(line, from, line.length);
  let end = start;
  while (line.charCodeAt(end) === fence.char) end++;
  return end - start >= fence.length && skipSpaces(line, end, line.length) === line.length;
}

/** The text of an ATX heading ("## Text ##"), or null when the line is not one. */
function headingText(line: string, from: number): string | null {
  const start = skipSpaces(line, from, from + 3);
  let i = start;
  while (line.charCodeAt(i) === HASH && i - start < 7) i++;
  const level = i - start;
  if (level < 1 || level > 6 || (i < line.length && !isSpace(line.charCodeAt(i)))) return null;
  let end = line.length;
  while (end > i && isSpace(line.charCodeAt(end - 1))) end--;
  // A closing run of '#' counts only after a space, or when it is all there is.
  let hashes = end;
  while (hashes > i && line.charCodeAt(hashes - 1) === HASH) hashes--;
  if (hashes === i || isSpace(line.charCodeAt(hashes - 1))) end = hashes;
  return line.slice(i, end);
}

/** A setext underline (`===`, `---`) or a table delimiter row (`|:--|--:|`). */
function isUnderlineOrDelimiterRow(line: string, from: number): boolean {
  const start = skipSpaces(line, from, line.length);
  let equals = 0;
  let dashes = 0;
  let other = 0;
  for (let i = start; i < line.length; i++) {
    const code = line.charCodeAt(i);
    if (code === 0x3d) equals++;
    else if (code === 0x2d) dashes++;
    else if (code === 0x7c || code === 0x3a) other++;
    else if (!isSpace(code)) return false;
  }
  return equals > 0 ? dashes === 0 && other === 0 : dashes > 0;
}

/** The normalized label of a link reference definition ("[label]: url …"), or null. */
function definitionLabel(line: string, from: number): string | null {
  const start = skipSpaces(line, from, from + 3);
  if (line.charCodeAt(start) !== 0x5b) return null;
  // CommonMark: a label is at most 999 characters and holds no unescaped bracket.
  const limit = Math.min(line.length, start + 1000);
  let close = start + 1;
  while (close < limit && line[close] !== ']' && line[close] !== '[') close++;
  if (line[close] !== ']' || line[close + 1] !== ':') return null;
  const url = skipSpaces(line, close + 2, line.length);
  if (url === close + 2 || url === line.length) return null;
  const label = normalizeLabel(line.slice(start + 1, close));
  return label === '' ? null : label;
}
