// The inline half of markdownToPlainText: one paragraph's characters, left to right, into plain
// text. Each construct that needs a partner (a code span's closing backticks, a link's closing
// parenthesis) finds it in a table built by one earlier pass, and every forward scan stops at the
// next character that could start another construct, so no character is visited more than a few
// times: linear, whatever the paragraph holds.

import { footnoteRefEnd } from './plainTextFootnotes';
import { angleEnd, decodeEntity } from './plainTextHtml';

const BACKSLASH = 0x5c;
const BACKTICK = 0x60;

/** Characters that may start inline syntax; every other character is plain text. */
const SPECIAL = new Uint8Array(128);
for (const c of '\\`*_~[]!<&|') SPECIAL[c.charCodeAt(0)] = 1;

const ASCII_PUNCTUATION = new Uint8Array(128);
for (const c of '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~') ASCII_PUNCTUATION[c.charCodeAt(0)] = 1;

/** An emphasis or strikethrough run that may open or close (CommonMark's flanking rules). */
interface Delimiter {
  token: number;
  key: string;
  canOpen: boolean;
  canClose: boolean;
}

/** An unmatched `[` or `![`. */
interface Bracket {
  token: number;
  /** Where the label starts. */
  start: number;
  /** Whether a bracket was seen inside it: then it cannot be a reference label. */
  nested: boolean;
}

/** CommonMark's label matching: case-folded, inner whitespace collapsed. */
export function normalizeLabel(label: string): string {
  return label.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Reduces one paragraph's inline Markdown to its text: code spans keep their content, links and
 * images keep their text, emphasis and strikethrough lose their paired delimiters, escapes and
 * a few entities are decoded, HTML tags and comments become spaces, table pipes become spaces.
 */
export function inlineToText(text: string, definitions: ReadonlySet<string>): string {
  const n = text.length;
  let i = 0;
  while (i < n && !isSpecial(text.charCodeAt(i))) i++;
  if (i === n) return text;
  const tokens: string[] = [text.slice(0, i)];
  const delimiters: Delimiter[] = [];
  const brackets: Bracket[] = [];
  // Built on first use: most paragraphs have no link, and many no code.
  let closingParen: Map<number, number> | undefined;
  let closingTicks: Map<number, number> | undefined;
  let commentEnd = -2;

  while (i < n) {
    const code = text.charCodeAt(i);
    if (code >= 128 || SPECIAL[code] === 0) {
      let j = i + 1;
      while (j < n && !isSpecial(text.charCodeAt(j))) j++;
      tokens.push(text.slice(i, j));
      i = j;
      continue;
    }
    const c = text[i];
    if (c === '\\') {
      const next = text.charCodeAt(i + 1);
      if (next < 128 && ASCII_PUNCTUATION[next] === 1) {
        tokens.push(text[i + 1] ?? '');
        i += 2;
      } else {
        // Before a line break the backslash is a hard break; elsewhere it is itself.
        if (next !== 0x0a) tokens.push('\\');
        i++;
      }
    } else if (c === '`') {
      let end = i;
      while (text.charCodeAt(end) === BACKTICK) end++;
      closingTicks ??= matchBacktickRuns(text);
      const close = closingTicks.get(i) ?? -1;
      if (close >= 0) {
        tokens.push(text.slice(end, close));
        i = close + (end - i);
      } else {
        tokens.push(text.slice(i, end));
        i = end;
      }
    } else if (c === '*' || c === '_' || c === '~') {
      i = pushDelimiterRun(text, i, tokens, delimiters);
    } else if (c === '[' && footnoteRefEnd(text, i, definitions) >= 0) {
      // A footnote marker is syntax: its note's text is in the document where it is defined.
      // (Read twice, at most LABEL_MAX characters each time.)
      i = footnoteRefEnd(text, i, definitions);
    } else if (c === '[' || (c === '!' && text[i + 1] === '[')) {
      const top = brackets[brackets.length - 1];
      if (top) top.nested = true;
      const start = c === '!' ? i + 2 : i + 1;
      brackets.push({ token: tokens.length, start, nested: false });
      tokens.push(text.slice(i, start));
      i = start;
    } else if (c === ']') {
      const opener = brackets.pop();
      if (text[i + 1] === '(') closingParen ??= matchParentheses(text);
      const after = opener ? linkEnd(text, i, opener, closingParen, definitions) : -1;
      const top = brackets[brackets.length - 1];
      if (top) top.nested = true;
      if (opener && after >= 0) {
        tokens[opener.token] = '';
        i = after;
      } else {
        tokens.push(']');
        i++;
      }
    } else if (c === '<') {
      if (text.startsWith('<!--', i)) {
        if (commentEnd !== -1 && commentEnd < i + 4) commentEnd = text.indexOf('-->', i + 4);
        if (commentEnd >= 0) {
          tokens.push(' ');
          i = commentEnd + 3;
          continue;
        }
      }
      const angle = angleEnd(text, i);
      if (angle.end >= 0) {
        tokens.push(angle.keep ? text.slice(i + 1, angle.end) : ' ');
        i = angle.end + 1;
      } else {
        tokens.push('<');
        i++;
      }
    } else if (c === '&') {
      const entity = decodeEntity(text, i);
      tokens.push(entity ? entity.text : '&');
      i = entity ? entity.end : i + 1;
    } else if (c === '|') {
      tokens.push(' ');
      i++;
    } else {
      tokens.push(c ?? '');
      i++;
    }
  }
  removePairedDelimiters(tokens, delimiters);
  return tokens.join('');
}

function isSpecial(code: number): boolean {
  return code < 128 && SPECIAL[code] === 1;
}

/**
 * The position after a link whose text ends at `close` (`]`): after `(destination)`, after
 * `[label]`, or after `]` for a shortcut reference with a definition; -1 when it is no link.
 */
function linkEnd(
  text: string,
  close: number,
  opener: Bracket,
  closingParen: Map<number, number> | undefined,
  definitions: ReadonlySet<string>,
): number {
  const next = text[close + 1];
  if (next === '(') {
    const end = closingParen?.get(close + 1);
    return end === undefined ? -1 : end + 1;
  }
  if (next === '[') {
    // A label holds no bracket, so this scan stops at the next one: scans never overlap.
    const limit = Math.min(text.length, close + 1001);
    for (let j = close + 2; j < limit; j++) {
      if (text[j] === ']') return j + 1;
      if (text[j] === '[') return -1;
    }
    return -1;
  }
  if (definitions.size === 0 || opener.nested || close - opener.start > 999) return -1;
  return definitions.has(normalizeLabel(text.slice(opener.start, close))) ? close + 1 : -1;
}

/** For each `(`, the `)` that balances it (escaped ones do not count), in one pass. */
function matchParentheses(text: string): Map<number, number> {
  const matches = new Map<number, number>();
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === BACKSLASH) i++;
    else if (code === 0x28) open.push(i);
    else if (code === 0x29 && open.length > 0) matches.set(open.pop() as number, i);
  }
  return matches;
}

/** For each run of backticks, where the next run of the same length starts (a code span's end). */
function matchBacktickRuns(text: string): Map<number, number> {
  const runs: { start: number; length: number }[] = [];
  for (let i = text.indexOf('`'); i >= 0; i = text.indexOf('`', i)) {
    const start = i;
    while (text.charCodeAt(i) === BACKTICK) i++;
    runs.push({ start, length: i - start });
  }
  const matches = new Map<number, number>();
  const nextOfLength = new Map<number, number>();
  for (let r = runs.length - 1; r >= 0; r--) {
    const run = runs[r] as { start: number; length: number };
    const next = nextOfLength.get(run.length);
    if (next !== undefined) matches.set(run.start, next);
    nextOfLength.set(run.length, run.start);
  }
  return matches;
}

/**
 * Reads the run of `*`, `_` or `~` at `start` into a token and records whether it may open or
 * close (CommonMark's left- and right-flanking rules; `_` not inside words; `~` in runs of one
 * or two, as GFM). Returns the position after the run.
 */
function pushDelimiterRun(
  text: string,
  start: number,
  tokens: string[],
  delimiters: Delimiter[],
): number {
  const char = text[start] as string;
  let end = start;
  while (text[end] === char) end++;
  tokens.push(text.slice(start, end));
  if (char === '~' && end - start > 2) return end;
  const before = classify(text, start - 1);
  const after = classify(text, end);
  const left = after !== SPACE_LIKE && (after !== PUNCTUATION || before !== WORD);
  const right = before !== SPACE_LIKE && (before !== PUNCTUATION || after !== WORD);
  const underscore = char === '_';
  delimiters.push({
    token: tokens.length - 1,
    key: char === '~' ? `~${end - start}` : char,
    canOpen: left && (!underscore || !right || before === PUNCTUATION),
    canClose: right && (!underscore || !left || after === PUNCTUATION),
  });
  return end;
}

const SPACE_LIKE = 0;
const PUNCTUATION = 1;
const WORD = 2;
const UNICODE_PUNCTUATION = /[\p{P}\p{S}]/u;

/** Whitespace (or the paragraph's edge), punctuation, or anything else, at `index`. */
function classify(text: string, index: number): number {
  if (index < 0 || index >= text.length) return SPACE_LIKE;
  const code = text.charCodeAt(index);
  if (code < 128) {
    if (code <= 0x20) return SPACE_LIKE;
    return ASCII_PUNCTUATION[code] === 1 ? PUNCTUATION : WORD;
  }
  const char = text[index] as string;
  if (char.trim() === '') return SPACE_LIKE;
  return UNICODE_PUNCTUATION.test(char) ? PUNCTUATION : WORD;
}

/**
 * Pairs each closing run with the nearest open run of the same kind (one stack per kind, so
 * each run is pushed and popped at most once) and blanks both; unpaired runs stay as text.
 */
function removePairedDelimiters(tokens: string[], delimiters: readonly Delimiter[]): void {
  const open = new Map<string, Delimiter[]>();
  for (const delimiter of delimiters) {
    let stack = open.get(delimiter.key);
    if (!stack) open.set(delimiter.key, (stack = []));
    const opener = delimiter.canClose ? stack.pop() : undefined;
    if (opener) {
      tokens[opener.token] = '';
      tokens[delimiter.token] = '';
    } else if (delimiter.canOpen) stack.push(delimiter);
  }
}
