// GFM footnotes (`text[^1]` … `[^1]: the note`) as a marked extension of our own. The published
// one, marked-footnote 1.4.0, was measured here quadratic on hostile shapes: 20,000 `[^` on one
// line took it 918 ms (marked alone 26 ms; 100,000 would take tens of seconds), because each
// `[^` scans to the end of the line, and 4,000 notes and references 672 ms against 57, because
// each reference filters every definition. It also keeps one document's state in the extension
// between documents and needs `marked.parse` (walkTokens) to reset it, while the pipeline lexes
// with `marked.lexer` and renders block by block. Here a label is at most LABEL_MAX characters,
// notes are found by a Map, and the state belongs to one lexer's token list.
//
// Used by the pipeline (markdownBlocks.ts) and by the server's save check (markdownBudget.ts),
// so that what is saved is what readers format.
import type { Lexer, MarkedExtension, Token, TokensList } from 'marked';

/** A label longer than this is not one: the bound keeps every `[^` a constant amount of work. */
const LABEL_MAX = 64;

interface Note {
  raw: string;
  tokens: Token[];
  /** 1-based, in the order of first reference; 0 while nothing refers to it. */
  number: number;
  refs: number;
}

interface FootnoteState {
  notes: Map<string, Note>;
  /** The notes referred to, by number. */
  order: Note[];
}

/** A reference to a note: `number` is the note's, `ref` which of its references this is (1…). */
export interface FootnoteRefToken {
  type: 'footnoteRef';
  raw: string;
  number: number;
  ref: number;
}

/** The notes of a document, referred to, in number order: appended after its last block. */
export interface FootnotesToken {
  type: 'footnotes';
  raw: string;
  notes: { number: number; refs: number; tokens: Token[] }[];
}

/** Set while a note's own blocks are lexed: a definition inside a note is text. */
let inNote = false;

/** Per document: keyed by the lexer's top-level token list, which `lexer()` returns. */
const states = new WeakMap<object, FootnoteState>();

function stateOf(lexer: Lexer): FootnoteState {
  let state = states.get(lexer.tokens);
  if (!state) states.set(lexer.tokens, (state = { notes: new Map(), order: [] }));
  return state;
}

/** `[^label]` at `src`'s start: the label and where it ends, or null. Reads ≤ LABEL_MAX + 3. */
function readLabel(src: string): { key: string; end: number } | null {
  if (src.charCodeAt(0) !== 0x5b || src.charCodeAt(1) !== 0x5e) return null;
  const limit = Math.min(src.length, LABEL_MAX + 3);
  for (let i = 2; i < limit; i++) {
    const code = src.charCodeAt(i);
    if (code === 0x5d) return i === 2 ? null : { key: src.slice(2, i).toLowerCase(), end: i + 1 };
    if (code === 0x5b || code <= 0x20) return null;
  }
  return null;
}

function isBlank(line: string): boolean {
  for (let i = 0; i < line.length; i++) {
    const code = line.charCodeAt(i);
    if (code !== 0x20 && code !== 0x09 && code !== 0x0d) return false;
  }
  return true;
}

/** A continuation line indented as a note's content is (4 spaces or a tab): without it, or -1. */
function dedent(line: string): number {
  if (line.charCodeAt(0) === 0x09) return 1;
  return line.startsWith('    ') ? 4 : -1;
}

/**
 * Whether an unindented line continues the note's paragraph (a "lazy" line): plain text, not
 * the start of another note or of a block (heading, quote, list, fence, table, HTML, rule).
 */
function isLazy(line: string): boolean {
  const text = line.trimStart();
  if (text.startsWith('[^')) return false;
  const first = text.charCodeAt(0);
  // # > - * + ` ~ | < = _ and digits (an ordered list).
  if ('#>-*+`~|<=_'.includes(text.charAt(0)) || (first >= 0x30 && first <= 0x39)) return false;
  return true;
}

/**
 * The extension: `[^label]: text` at the top level defines a note (its first line, then lines
 * indented by 4 spaces or a tab, blank lines between them, and lazy paragraph lines); a
 * definition renders nothing where it stands. `[^label]` with a definition anywhere in the
 * document is a reference, numbered in order of first reference; one without is text.
 * `slot` is prefixed to the fragment of every link made (see footnoteLinks.ts).
 */
export function footnoteExtension(slot: () => string): MarkedExtension {
  return {
    extensions: [
      {
        name: 'footnote',
        level: 'block',
        tokenizer(src) {
          // Only at the top level: not in a quote, a list or another note (no nesting to bound).
          if (inNote || !this.lexer.state.top) return undefined;
          const head = readLabel(src);
          if (!head || src.charCodeAt(head.end) !== 0x3a) return undefined;
          let kept = src.indexOf('\n', head.end);
          if (kept < 0) kept = src.length;
          const lines = [src.slice(head.end + 1, kept).trimStart()];
          // Each line is read once here; blank lines past the last one kept are read again by
          // whatever lexes them next, no more.
          let blanks = 0;
          for (let at = kept; at < src.length;) {
            const next = src.indexOf('\n', at + 1);
            const lineEnd = next < 0 ? src.length : next;
            const line = src.slice(at + 1, lineEnd);
            at = lineEnd;
            if (isBlank(line)) {
              blanks++;
              continue;
            }
            const indent = dedent(line);
            if (indent < 0 && (blanks > 0 || !isLazy(line))) break;
            for (; blanks > 0; blanks--) lines.push('');
            lines.push(indent < 0 ? line : line.slice(indent));
            kept = lineEnd;
          }
          const raw = src.slice(0, Math.min(src.length, kept + 1));
          const state = stateOf(this.lexer);
          // Lexed as the top level is (paragraphs, not a tight list's bare text).
          inNote = true;
          let tokens: Token[];
          try {
            tokens = this.lexer.blockTokens(lines.join('\n'), []);
          } finally {
            inNote = false;
          }
          // The first definition of a label wins, as with link reference definitions.
          if (!state.notes.has(head.key)) {
            state.notes.set(head.key, { raw, tokens, number: 0, refs: 0 });
          }
          return { type: 'footnote', raw };
        },
        renderer: () => '',
      },
      {
        name: 'footnoteRef',
        level: 'inline',
        tokenizer(src) {
          const head = readLabel(src);
          if (!head) return undefined;
          const state = states.get(this.lexer.tokens);
          const note = state?.notes.get(head.key);
          if (!state || !note) return undefined;
          if (note.number === 0) {
            state.order.push(note);
            note.number = state.order.length;
          }
          note.refs++;
          const token: FootnoteRefToken = {
            type: 'footnoteRef',
            raw: src.slice(0, head.end),
            number: note.number,
            ref: note.refs,
          };
          return token;
        },
        renderer(token) {
          const { number, ref } = token as unknown as FootnoteRefToken;
          return `<sup><a href="#${slot()}r${number}-${ref}">${number}</a></sup>`;
        },
      },
      {
        name: 'footnotes',
        renderer(token) {
          const { notes } = token as unknown as FootnotesToken;
          let html = '<ol>\n';
          for (const note of notes) {
            let backs = '';
            for (let k = 1; k <= note.refs; k++) {
              backs += ` <a href="#${slot()}b${note.number}-${k}">↩${k > 1 ? `<sup>${k}</sup>` : ''}</a>`;
            }
            const content = this.parser.parse(note.tokens).trimEnd();
            // The way back goes at the end of the note's last paragraph, as GitHub puts it.
            html += content.endsWith('</p>')
              ? `<li>${content.slice(0, -4)}${backs}</p>\n</li>\n`
              : `<li>${content}\n<p>${backs.trimStart()}</p>\n</li>\n`;
          }
          return `${html}</ol>\n`;
        },
      },
    ],
  };
}

/**
 * The block that lists the notes `tokens` (what `lexer()` returned) referred to, or null. Its
 * `raw` is the definitions' text, so that a block cache keyed by raw sees a note change.
 */
export function footnotesBlock(tokens: TokensList): FootnotesToken | null {
  const state = states.get(tokens);
  if (!state || state.order.length === 0) return null;
  return {
    type: 'footnotes',
    raw: state.order.map((note) => note.raw).join(''),
    notes: state.order.map(({ number, refs, tokens: noteTokens }) => ({
      number,
      refs,
      tokens: noteTokens,
    })),
  };
}

/**
 * What every other block's HTML depends on: each note's number and reference count (a new
 * first reference renumbers the rest). Empty without footnotes.
 */
export function footnotesKey(block: FootnotesToken | null): string {
  if (!block) return '';
  return `${block.notes.map((note) => note.refs).join(',')}\u0000`;
}
