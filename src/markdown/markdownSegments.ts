// The segment engine: sanitized HTML and headings from the blocks marked made (lexed in its
// thread, see lexer.ts), a segment at a time, each a step its caller may run in a task of its
// own. The sanitizer policy is sanitizerPolicy.ts; the results' cache, renderCache.ts.
import { codeSlot, footnoteSlot, type LexedMarkdown, type MarkdownBlock } from './lexProtocol';
import type { Highlighter, MarkdownHeading, RenderedMarkdown } from './renderMarkdown';
import type { MarkdownSanitizer } from './sanitizerPolicy';
import { withCode } from './codeBlocks';
import { footnotePrefix, linkFootnotes } from './footnoteLinks';
import { pictureMediaImages } from './mediaImages';
import { markScrollRegions } from './scrollRegions';

/** Prefix of every heading id: user text never becomes a bare id (DOM clobbering). */
export const HEADING_ID_PREFIX = 'h-';

// The document is lexed whole (so reference links resolve across it), then its top-level blocks
// are cut into groups of ~SEGMENT_BLOCKS. When the source is an edit of the previous one, each
// group (a segment, or several merged, see below) is rendered and sanitized on its own and cached
// by its source; the sanitized pieces are joined, heading ids assigned last (de-duplication is
// document-wide). A keystroke thus re-renders one segment.
//
// Joining is exact only if each segment leaves the HTML parser as it found it: in body, nothing
// open, no active formatting element (an unclosed `<b>` or `<details>` in raw HTML carries on
// into the next blocks). So each segment is parsed with a sentinel element after it: when the
// sentinel is not the body's last child before sanitizing, something was left open and the
// segment is merged with the following ones (doubling) until it is closed or the document ends.
// Every segment is parsed in body context (FORCE_BODY), as all but the first would be in the
// whole document. The parser's other carried state (the form pointer, frameset-ok) cannot be
// seen this way: a document whose HTML opens <form> or <frameset> is rendered in one piece.

/** Average number of blocks per segment (a power of two): fewer sanitizer calls vs less rework. */
const SEGMENT_BLOCKS = 16;
/** Segments kept per highlighter: enough for a few long documents open at once. */
const SEGMENT_CACHE_SIZE = 2000;

interface Segment {
  /** Sanitized HTML split around heading ids: `parts[2k+1]` precedes heading k's id twice. */
  parts: string[];
  headings: { base: string; text: string; depth: MarkdownHeading['depth'] }[];
  /** Whether the parser was back in its initial state after it; null: not checked (last). */
  clean: boolean | null;
  /** Its HTML opens a <form> or <frameset>: the document must be rendered in one piece. */
  whole: boolean;
}

interface SegmentStore {
  segments: Map<string, Segment>;
  /** The block keys of the last render: tells an edit from a new document. */
  previous: Set<string>;
}

/** The segments kept between renders: per highlighter, and without one. */
export interface SegmentStores {
  plain: SegmentStore;
  highlighted: WeakMap<Highlighter, SegmentStore>;
}

/** What renders segments: the sanitizer, the names the page's nonce gives, the stores. */
export interface SegmentEngine {
  sanitizer: MarkdownSanitizer;
  stores: SegmentStores;
  /** Where each code block goes in a block's HTML (lexProtocol.ts). */
  codeSlot: string;
  /** Follows a segment to see whether the parser ended it in its initial state. */
  sentinelTag: string;
  /** Replaced by each heading's id when segments are joined; raw HTML cannot know it. */
  idSlot: string;
  /** Begins the fragment of marked's footnote links (footnotes.ts). */
  footnoteMarker: string;
  /** Begins every footnote id until the document is joined (footnoteLinks.ts). */
  noteIdSlot: string;
}

/** An engine; `nonce` names its slots and sentinel, so raw HTML cannot forge them. */
export function segmentEngine(
  sanitizer: MarkdownSanitizer,
  nonce: string,
  stores: SegmentStores = newSegmentStores(),
): SegmentEngine {
  return {
    sanitizer,
    stores,
    codeSlot: codeSlot(nonce),
    sentinelTag: `folio-end-${nonce}`,
    idSlot: `folio-id-${nonce}`,
    footnoteMarker: footnoteSlot(nonce),
    noteIdSlot: `folio-note-${nonce}-`,
  };
}

export function newSegmentStores(): SegmentStores {
  return { plain: newStore(), highlighted: new WeakMap() };
}

const STATEFUL_TAGS = /<\/?(?:form|frameset)[\t\n\f\r />]/i;

/**
 * A render of lexed `tokens` as a sequence of steps, each a slice the caller may run in a task
 * of its own: each segment's rendering. `auto` renders in segments only
 * an edit of the previous source (see below), `segments` always, `whole` never.
 */
export function* renderSteps(
  engine: SegmentEngine,
  lexed: LexedMarkdown,
  highlighter: Highlighter | null,
  mode: 'auto' | 'segments' | 'whole',
): Generator<void, RenderedMarkdown, void> {
  const store = segmentStoreFor(engine.stores, highlighter);
  const blocks = cutBlocks(lexed.blocks, lexed.links);
  // Each segment costs a parse of its own: worth it only when the next render will reuse
  // most of them. A document mostly made of the blocks of the previous render (an edit) is
  // rendered in segments; one seen for the first time (an article page) in one piece, unless
  // the caller wants slices.
  let known = 0;
  for (const block of blocks) if (store.previous.has(block.key)) known++;
  if (mode !== 'whole') store.previous = new Set(blocks.map((block) => block.key));
  const segments =
    mode === 'segments' || (mode === 'auto' && blocks.length > 1 && known * 2 >= blocks.length)
      ? yield* renderSegments(engine, blocks, store, highlighter)
      : null;
  const joined = join(segments ?? [renderSegment(engine, lexed.blocks, false, highlighter)]);
  // The notes come last (markdownBlocks.ts); without them no footnote ids were made.
  if (lexed.blocks[lexed.blocks.length - 1]?.type !== 'footnotes') return joined;
  const prefix = footnotePrefix(lexed.blocks.map((block) => block.raw));
  return { ...joined, html: joined.html.split(engine.noteIdSlot).join(prefix) };
}

interface BlockGroup {
  blocks: MarkdownBlock[];
  key: string;
}

/** Groups top-level blocks by ~SEGMENT_BLOCKS, cut where the content says; keyed by their text. */
function cutBlocks(tokens: MarkdownBlock[], prefix: string): BlockGroup[] {
  const blocks: BlockGroup[] = [];
  let current: MarkdownBlock[] = [];
  let key = prefix;
  for (const token of tokens) {
    current.push(token);
    // The type too: the same text may lex differently after a different neighbour.
    key += `${token.type}\u0000${token.raw}\u0000`;
    // Cut after a block chosen by its own text, so that an edit elsewhere moves no cut.
    if (token.type !== 'space' && hash(token.raw) % SEGMENT_BLOCKS === 0) {
      blocks.push({ blocks: current, key });
      current = [];
      key = prefix;
    }
  }
  if (current.length) blocks.push({ blocks: current, key });
  return blocks;
}

/** Renders blocks a segment at a time (a step each); null when the document needs one piece. */
function* renderSegments(
  engine: SegmentEngine,
  blocks: BlockGroup[],
  store: SegmentStore,
  highlighter: Highlighter | null,
): Generator<void, Segment[] | null, void> {
  const segments: Segment[] = [];
  for (let i = 0; i < blocks.length;) {
    for (let n = 1; ; n = Math.min(n * 2, blocks.length - i)) {
      const last = i + n === blocks.length;
      const group = blocks.slice(i, i + n);
      const key = group.map((block) => block.key).join('');
      // A segment without code renders the same with a highlighter or without: the highlighted
      // version of a page reuses what its plain version rendered.
      const segmentCache =
        store !== engine.stores.plain && !group.some((block) => containsCode(block.blocks))
          ? engine.stores.plain.segments
          : store.segments;
      let segment = segmentCache.get(key);
      if (segment) segmentCache.delete(key);
      if (!segment || (!last && segment.clean === null)) {
        segment = renderSegment(
          engine,
          group.flatMap((block) => block.blocks),
          !last,
          highlighter,
        );
        yield;
      }
      segmentCache.set(key, segment);
      if (segmentCache.size > SEGMENT_CACHE_SIZE) {
        segmentCache.delete(segmentCache.keys().next().value as string);
      }
      if (segment.whole) return null;
      if (last || segment.clean) {
        segments.push(segment);
        i += n;
        break;
      }
    }
  }
  return segments;
}

/** Whether a code block is among `blocks`, at any depth (lists, block quotes). */
function containsCode(blocks: MarkdownBlock[]): boolean {
  return blocks.some((block) => block.codes.length > 0);
}

function segmentStoreFor(stores: SegmentStores, highlighter: Highlighter | null): SegmentStore {
  if (!highlighter) return stores.plain;
  let store = stores.highlighted.get(highlighter);
  if (!store) stores.highlighted.set(highlighter, (store = newStore()));
  return store;
}

function newStore(): SegmentStore {
  return { segments: new Map(), previous: new Set() };
}

/** Sanitizes some top-level blocks; with `check`, also tells whether they closed. */
function renderSegment(
  engine: SegmentEngine,
  blocks: MarkdownBlock[],
  check: boolean,
  highlighter: Highlighter | null,
): Segment {
  const dirty = blocks.map((block) => withCode(block, engine.codeSlot, highlighter)).join('');
  const whole = STATEFUL_TAGS.test(dirty);
  // A segment's HTML ends in a newline, unless a pending tokenizer state could still swallow
  // what follows it; the sentinel would not show such states.
  const checkable = check && !whole && (dirty === '' || dirty.endsWith('\n'));
  let clean: boolean | null = null;
  const { sentinelTag, idSlot } = engine;
  // null when the markup leaves no body to sanitize (a <frameset> replaces it).
  const body = checkable
    ? engine.sanitizer.sanitize(`${dirty}<${sentinelTag}></${sentinelTag}>`, (parsed) => {
        const last = parsed.lastChild;
        clean = last !== null && last.nodeType === 1 && (last as Element).localName === sentinelTag;
        if (clean) parsed.removeChild(last!);
      })
    : engine.sanitizer.sanitize(dirty);
  if (!body) return { parts: [''], headings: [], clean, whole };
  const headings: Segment['headings'] = [];
  const doc = body.ownerDocument;
  for (const element of body.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    element.id = idSlot;
    const anchor = doc.createElement('a');
    anchor.className = 'heading-anchor';
    anchor.setAttribute('href', `#${idSlot}`);
    anchor.setAttribute('aria-label', `Link to section: ${text}`);
    anchor.textContent = '#';
    // appendChild with explicit nodes: append(' ', …) goes through a fragment that jsdom, at
    // least, makes a thousand times slower in this document.
    element.appendChild(doc.createTextNode(' '));
    element.appendChild(anchor);
    const depth = Number(element.tagName.charAt(1)) as MarkdownHeading['depth'];
    headings.push({ base: HEADING_ID_PREFIX + (slugify(text) || 'section'), text, depth });
  }
  linkFootnotes(body, engine.footnoteMarker, engine.noteIdSlot);
  markScrollRegions(body);
  pictureMediaImages(body);
  const parts = headings.length ? body.innerHTML.split(idSlot) : [body.innerHTML];
  if (parts.length !== headings.length * 2 + 1) throw new Error('Heading id slot mismatch.');
  return { parts, headings, clean, whole };
}

/**
 * Joins sanitized segments, giving every heading a prefixed id unique in the document; the
 * text is exactly what the reader sees and the ids never went through the user's hands.
 */
function join(segments: Segment[]): RenderedMarkdown {
  const headings: MarkdownHeading[] = [];
  const used = new Set<string>();
  // The next suffix to try per base: the n-th repeat of a heading starts where the last one
  // stopped instead of at -1 (25,000 empty headings took 9.5 s of one task when it did not).
  const nextSuffix = new Map<string, number>();
  const out: string[] = [];
  for (const segment of segments) {
    out.push(segment.parts[0]!);
    segment.headings.forEach(({ base, text, depth }, k) => {
      let id = base;
      let n = nextSuffix.get(base) ?? 1;
      while (used.has(id)) id = `${base}-${n++}`;
      nextSuffix.set(base, n);
      used.add(id);
      headings.push({ id, text, depth });
      out.push(id, segment.parts[2 * k + 1]!, id, segment.parts[2 * k + 2]!);
    });
  }
  return { html: out.join(''), headings };
}

/** FNV-1a over a block's text: decides cuts, so only the block's own text may move them. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}
