// What marked would re-read on its known super-linear paths, counted in one linear pass, so
// that the Markdown check (markdownBudget.ts) refuses such a text at once instead of after
// formatting parts of it in a thread (issue 10: `a**b` repeated over 100 KB took marked 1 s,
// and 60 ms of thread to refuse).
//
// Two paths of marked 18's inline lexer, found by profiling it:
// - Words. Each text token that starts inside a "word" (a run of the characters an email
//   address may hold: letters, digits and .!#$%&'*+/=?_`{|}~-) looks ahead to the word's end
//   for an `@` (its `text` rule, `(?=[…]+@)`), and tokens start at every `*`, `_`, `!`, `~`,
//   stray backtick or `http` inside it: `a**b`, `a_b`, `a!b`, `a~b` and `http` repeated are
//   quadratic in the word's length. The count takes every such character as a token start (an
//   upper bound: marked sometimes pairs them as emphasis first), except where marked's own
//   shortcut skips the look-ahead (the character after it is a backtick or a tilde).
// - Backtick runs. A run with no run of the same length after it in its paragraph looks for
//   one to the paragraph's end (its `code` rule), then again when it masks punctuation: runs
//   of growing length (`a``a```a`…) are quadratic in the paragraph's length.
//
// Ordinary writing re-reads almost nothing on these paths: its words are short and its code
// spans closed. Code blocks (fenced or indented) are not lexed inline and are skipped. Where
// the pass cannot tell (fences inside lists, HTML blocks), it errs towards counting less; the
// thread's timed check still catches what it misses.

/** Characters marked may re-read on the paths above beyond which a text is refused at once. */
export const MARKDOWN_REREAD_LIMIT = 10_000_000;

const BACKTICK = 96;
const TILDE = 126;
const SPACE = 32;
const TAB = 9;
const NEWLINE = 10;
const PIPE = 124;

/** The characters of marked's email look-ahead, `[a-zA-Z0-9.!#$%&'*+\/=?_`{\|}~-]`. */
const WORD = new Uint8Array(128);
for (const char of "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.!#$%&'*+/=?_`{|}~-") {
  WORD[char.charCodeAt(0)] = 1;
}
const isWord = (code: number) => code < 128 && WORD[code] === 1;

/**
 * How many characters marked would re-read on its known super-linear paths for `source`: an
 * estimate in the spirit of a query's cost, exact in growth (ordinary text stays near zero,
 * the hostile shapes grow with the square of their length).
 */
export function markdownRereads(source: string): number {
  let total = 0;
  let fence: { code: number; length: number } | null = null;
  let previousBlank = true;
  let inIndentedCode = false;
  let paragraphStart = -1;
  const endParagraph = (end: number) => {
    if (paragraphStart >= 0) total += paragraphRereads(source, paragraphStart, end);
    paragraphStart = -1;
  };
  for (let start = 0; start < source.length;) {
    let end = source.indexOf('\n', start);
    if (end === -1) end = source.length;
    lineShape(source, start, end);
    if (fence) {
      if (line.fenceCode === fence.code && line.fenceLength >= fence.length && line.fenceBare) {
        fence = null;
      }
    } else if (line.indent >= 4 && (previousBlank || inIndentedCode) && paragraphStart < 0) {
      // Indented code (a fence indented so is its text), unless it continues a paragraph.
      inIndentedCode = !line.blank || inIndentedCode;
    } else if (line.fenceLength >= 3 && (line.indent <= 3 || paragraphStart < 0)) {
      // A fence after a list item may be indented as deep as the item's text.
      endParagraph(start);
      fence = { code: line.fenceCode, length: line.fenceLength };
    } else if (line.blank) {
      endParagraph(start);
    } else if (line.block) {
      // A heading, a list item, a quote or a table row: lexed on its own (or cell by cell).
      endParagraph(start);
      total += paragraphRereads(source, start, end);
    } else if (paragraphStart < 0) {
      paragraphStart = start;
    }
    if (!line.blank && !(line.indent >= 4 && inIndentedCode)) inIndentedCode = false;
    previousBlank = line.blank;
    start = end + 1;
  }
  endParagraph(source.length);
  return total;
}

/** What lineShape found, kept in one object rather than a new one per line. */
const line = {
  blank: false,
  /** Columns of leading white space. */
  indent: 0,
  /** The fence character and run length, if the line (after quote markers) opens or closes one. */
  fenceCode: 0,
  fenceLength: 0,
  /** Nothing but white space after the fence run. */
  fenceBare: false,
  /** Starts a block lexed apart from the lines around it. */
  block: false,
};

function lineShape(source: string, start: number, end: number): void {
  let i = start;
  let indent = 0;
  while (i < end && (source.charCodeAt(i) === SPACE || source.charCodeAt(i) === TAB)) {
    indent += source.charCodeAt(i) === TAB ? 4 - (indent % 4) : 1;
    i++;
  }
  const blank = i === end || (i === end - 1 && source.charCodeAt(i) === 13);
  // Quote markers and list markers before a fence: the fence is still a code block.
  let j = i;
  while (j < end) {
    const code = source.charCodeAt(j);
    if (code === 62 || code === SPACE || code === TAB) j++;
    else if ((code === 45 || code === 43 || code === 42) && isSpaceAt(source, j + 1, end)) j++;
    else break;
  }
  const fenceCode = source.charCodeAt(j);
  let fenceLength = 0;
  if (fenceCode === BACKTICK || fenceCode === TILDE) {
    while (j + fenceLength < end && source.charCodeAt(j + fenceLength) === fenceCode) fenceLength++;
  }
  let fenceBare = true;
  for (let k = j + fenceLength; fenceLength >= 3 && k < end; k++) {
    const code = source.charCodeAt(k);
    if (code > SPACE) fenceBare = false;
    // A backtick fence's info string holds no backtick: such a line is a paragraph's.
    if (code === BACKTICK && fenceCode === BACKTICK) fenceLength = 0;
  }
  const first = source.charCodeAt(i);
  let block = first === 35 || first === 62; // # heading, > quote
  if ((first === 45 || first === 43 || first === 42) && isSpaceAt(source, i + 1, end)) block = true;
  let digits = i;
  while (digits < end && source.charCodeAt(digits) >= 48 && source.charCodeAt(digits) <= 57) {
    digits++;
  }
  const afterDigits = source.charCodeAt(digits);
  if (
    digits > i &&
    (afterDigits === 46 || afterDigits === 41) &&
    isSpaceAt(source, digits + 1, end)
  ) {
    block = true;
  }
  for (let k = i; k < end && !block; k++) block = source.charCodeAt(k) === PIPE;
  line.blank = blank;
  line.indent = indent;
  line.fenceCode = fenceCode;
  line.fenceLength = fenceLength;
  line.fenceBare = fenceBare;
  line.block = block;
}

const isSpaceAt = (source: string, i: number, end: number) =>
  i >= end || source.charCodeAt(i) === SPACE || source.charCodeAt(i) === TAB;

// Scratch space for paragraphRereads, reused: a text may have tens of thousands of paragraphs.
const runStarts: number[] = [];
const runEnds: number[] = [];
const nextOfLength: number[] = [];
const lastOfLength = new Map<number, number>();
const spanStarts: number[] = [];
const spanEnds: number[] = [];

/** The re-reads of one piece of text marked lexes inline as a whole, [start, end). */
function paragraphRereads(source: string, start: number, end: number): number {
  let total = 0;
  // Backtick runs, then which close which: marked pairs a run with the next run of the same
  // length; the runs between are the span's text. A stray run (closed by none) makes marked
  // look for a closer to the end of the paragraph.
  let runs = 0;
  for (let i = start; i < end;) {
    if (source.charCodeAt(i) !== BACKTICK) {
      i++;
      continue;
    }
    runStarts[runs] = i;
    while (i < end && source.charCodeAt(i) === BACKTICK) i++;
    runEnds[runs++] = i;
  }
  let spans = 0;
  if (runs > 0) {
    lastOfLength.clear();
    for (let r = runs - 1; r >= 0; r--) {
      const length = runEnds[r]! - runStarts[r]!;
      nextOfLength[r] = lastOfLength.get(length) ?? -1;
      lastOfLength.set(length, r);
    }
    for (let r = 0; r < runs;) {
      const closer = nextOfLength[r]!;
      if (closer >= 0) {
        spanStarts[spans] = runStarts[r]!;
        spanEnds[spans++] = runEnds[closer]!;
        r = closer + 1;
      } else {
        total += end - runEnds[r]!;
        r++;
      }
    }
  }
  // Words: each token start at p, its first character or run ending at q, makes marked look
  // ahead from q to the word's end, unless a backtick or tilde is at q (its shortcut).
  let span = 0;
  let starts = 0;
  let startsSum = 0;
  for (let i = start; i <= end;) {
    const code = i < end ? source.charCodeAt(i) : NEWLINE;
    if (!isWord(code)) {
      total += starts * i - startsSum;
      starts = 0;
      startsSum = 0;
      i++;
      continue;
    }
    let q = -1;
    if (span < spans && i === spanStarts[span]) {
      // A code span is one token (nothing in it starts one); the next one starts after it.
      const spanEnd = spanEnds[span++]!;
      for (; i < spanEnd; i++) {
        if (starts > 0 && !isWord(source.charCodeAt(i))) {
          total += starts * i - startsSum;
          starts = 0;
          startsSum = 0;
        }
      }
      if (i < end && isWord(source.charCodeAt(i))) q = i + 1;
    } else if (code === BACKTICK || code === TILDE) {
      // A tilde run, or a stray backtick run (the others are in spans): one token start.
      while (i < end && source.charCodeAt(i) === code) i++;
      q = i;
    } else {
      if (code === 42 || code === 95 || code === 33 || startsHttp(source, i, end)) q = i + 1;
      i++;
    }
    const after = q >= 0 ? source.charCodeAt(q) : BACKTICK;
    if (after !== BACKTICK && after !== TILDE) {
      starts++;
      startsSum += q;
    }
  }
  return total;
}

/** marked's text rule also stops before `http` (any case) and `ftp://`. */
function startsHttp(source: string, i: number, end: number): boolean {
  const first = source.charCodeAt(i) | 0x20;
  if ((first !== 104 && first !== 102) || i + 4 > end) return false;
  if ((source.charCodeAt(i + 1) | 0x20) !== 116) return false;
  if (first === 104) {
    return (source.charCodeAt(i + 2) | 0x20) === 116 && (source.charCodeAt(i + 3) | 0x20) === 112;
  }
  return (
    (source.charCodeAt(i + 2) | 0x20) === 112 &&
    source.charCodeAt(i + 3) === 58 &&
    source.charCodeAt(i + 4) === 47 &&
    source.charCodeAt(i + 5) === 47
  );
}
