// marked's half of the pipeline: Markdown → the unsanitized HTML of each top-level block. It
// runs in the lexer's thread (lexWorker.ts); on the page only where there is no thread (jsdom,
// see lexer.ts), so the page itself never loads marked.
import { Marked } from 'marked';
import type { Token, Tokens } from 'marked';
import { codeSlot, footnoteSlot, LEXER_OPTIONS, TASK_MARKER } from './lexProtocol';
import type { LexedMarkdown, MarkdownBlock } from './lexProtocol';
import { footnoteExtension, footnotesBlock, footnotesKey } from './footnotes';
import { RenderBudget } from './renderBudget';

/** Filled per block while it renders: marked renders synchronously, one slot is enough. */
let rendering: { nonce: string; codes: MarkdownBlock['codes'] } | null = null;

const marked = new Marked({
  ...LEXER_OPTIONS,
  async: false,
  renderer: {
    code({ text, lang, escaped }: Tokens.Code): string {
      const current = rendering!;
      current.codes.push({ text, lang: lang ?? '', escaped: escaped === true });
      return codeSlot(current.nonce);
    },
    checkbox({ checked }: Tokens.Checkbox): string {
      return `<input ${TASK_MARKER}="${rendering!.nonce}"${checked ? ' checked' : ''}> `;
    },
  },
});
marked.use(footnoteExtension(() => footnoteSlot(rendering!.nonce)));

/**
 * Lexes `source` and renders each top-level block on its own (marked's parser only joins
 * them, so the pieces joined are its whole output): the HTML of each, with code blocks left
 * as slots, plus the document's reference definitions as a key. Throws what marked throws
 * (a stack overflow on deep nesting); past `maxChars` of HTML or the render budget
 * (renderBudget.ts), throws a RenderLimitError, a RangeError too.
 */
export function markdownBlocks(source: string, nonce: string, maxChars: number): LexedMarkdown {
  const tokens = marked.lexer(source);
  // The notes referred to come last, as a block of their own (footnotes.ts).
  const notes = footnotesBlock(tokens);
  const blocks: MarkdownBlock[] = [];
  const budget = new RenderBudget(maxChars);
  for (const token of notes ? [...tokens, notes] : tokens) {
    rendering = { nonce, codes: [] };
    try {
      const html = marked.parser([token as Token]);
      blocks.push({ type: token.type, raw: token.raw, html, codes: rendering.codes });
      // A heading gets an anchor on the page.
      budget.add(html, rendering.codes, token.type === 'heading' ? 1 : 0);
    } finally {
      rendering = null;
    }
  }
  return { blocks, links: linksKey(tokens.links) + footnotesKey(notes) };
}

/** Reference definitions change how other blocks render: part of every segment's key. */
function linksKey(links: object): string {
  for (const _ in links) return `${JSON.stringify(links)}\u0000`;
  return '';
}
