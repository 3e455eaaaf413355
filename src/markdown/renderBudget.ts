// What a document may cost a reader's page after marked, counted on marked's HTML before any of
// it is sanitized: the one budget the renderer (markdownBlocks.ts, on the page and on the
// server) and the save check (server/markdown/markdownCheckThread.ts) apply, so that a body saved is a
// body readers see formatted. Past it, the renderer shows the text unformatted, and the save
// check refuses it naming the limit.
//
// The sanitizer, heading ids and the DOM cost about the same per element whatever the element
// (jsdom: 0.1–0.2 ms of CPU each on this project's 2-core machine; 9,000 paragraphs, list
// items, links or table cells alike), so the budget counts elements, with highlighted code
// counted by the spans it will make. Nesting is bounded on its own: the DOM's recursive walks
// grow faster than linearly with depth (2,000 nested <div> cost three times 2,000 flat ones)
// and 5,000 overflowed the render thread's stack after seconds.
import { grammarOf } from './codeLanguages';

/**
 * Elements a document may render to, highlighted code included: 4,000 paragraphs or links take
 * 0.7–0.8 s of the server's render thread on this project's 2-core machine under heavy load
 * (its budget is 1 s, with marked's share), and are sliced on the page. The bench's 100 KB of
 * demo articles count 3,488 (1,801 elements and 9,000 characters of code).
 */
export const MAX_ELEMENTS = 4_000;

/** Elements open inside one another (Chromium's parser stops nesting at 512). */
export const MAX_NESTING = 256;

/**
 * Characters of highlighted code per element it counts for: highlight.js makes a span for
 * about every 5 characters of code (20,000 of CSS cost the render thread what 3,900
 * paragraphs do: bench `hostile`, part `render`).
 */
const HIGHLIGHTED_CHARS_PER_ELEMENT = 5;
/** Plain code is text in one element, but escaping and laying it out is not free. */
const CODE_CHARS_PER_ELEMENT = 100;

/** Which limit a document is past. */
export type RenderLimit = 'elements' | 'nesting' | 'html';

/** Thrown past a limit: a RangeError, as a stack overflow is, so callers treat both alike. */
export class RenderLimitError extends RangeError {
  constructor(readonly limit: RenderLimit) {
    super(`Past the render budget: ${limit}.`);
  }
}

/** Elements that have no end tag: they never open a level. */
const VOID_ELEMENTS = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source',
  'track', 'wbr',
]); // prettier-ignore

/**
 * A document's running cost, fed its blocks in order (`add`); throws a RenderLimitError as soon
 * as one is over. Counts are conservative: every start tag in marked's HTML (raw HTML's
 * included, before the sanitizer removes any) is an element and, unless void, a level until
 * its end tag.
 */
export class RenderBudget {
  private chars = 0;
  private elements = 0;
  private depth = 0;

  constructor(private readonly maxChars: number) {}

  /** One block's HTML, and its code blocks (not in its HTML: they fill slots later). */
  add(html: string, codes: readonly { text: string; lang: string }[], extraElements = 0): void {
    this.chars += html.length;
    if (this.chars > this.maxChars) throw new RenderLimitError('html');
    this.elements += extraElements + this.tags(html);
    for (const { text, lang } of codes) {
      const highlighted = grammarOf(lang.match(/^\S*/)?.[0] ?? '') !== null;
      const perElement = highlighted ? HIGHLIGHTED_CHARS_PER_ELEMENT : CODE_CHARS_PER_ELEMENT;
      // A <pre> and a <code>, and what its text makes.
      this.elements += 2 + Math.floor(text.length / perElement);
    }
    if (this.elements > MAX_ELEMENTS) throw new RenderLimitError('elements');
  }

  /** Start tags in `html` (a `<` before a letter), following the depth through end tags. */
  private tags(html: string): number {
    let tags = 0;
    for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
      const closing = html.charCodeAt(at + 1) === 0x2f;
      const start = closing ? at + 2 : at + 1;
      if (!isLetter(html.charCodeAt(start))) continue;
      let end = start + 1;
      while (end < html.length && isNameChar(html.charCodeAt(end))) end++;
      if (closing) {
        if (this.depth > 0) this.depth--;
        continue;
      }
      tags++;
      if (VOID_ELEMENTS.has(html.slice(start, end).toLowerCase())) continue;
      if (++this.depth > MAX_NESTING) throw new RenderLimitError('nesting');
    }
    return tags;
  }
}

function isLetter(code: number): boolean {
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x7a;
}

function isNameChar(code: number): boolean {
  return isLetter(code) || (code >= 0x30 && code <= 0x39) || code === 0x2d;
}
