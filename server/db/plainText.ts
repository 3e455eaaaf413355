import { LIMITS } from '../../schema/rules';
import { splitBlocks } from './plainTextBlocks';
import { inlineToText } from './plainTextInline';

const WORDS_PER_MINUTE = LIMITS.wordsPerMinute;

// Every function here walks forward over the text and never returns to a position it has passed,
// so the work is linear in the input whatever it holds: a body is user text, up to 100,000
// characters, and this runs inside every save. Regular expressions are kept to single character
// classes; the reduction they replaced was cubic on a body of newlines.

// Control characters are never text a reader sees (the API refuses them; old rows may hold some).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * Reduces Markdown to the plain text a reader sees, for the search index
 * (snippets must be clean text, never syntax) and for reading time. A small
 * CommonMark-shaped reduction (exact rendering is the client's job): one pass
 * over lines for the blocks, then one pass over each paragraph's characters,
 * so it runs in time linear in the input, hostile or not.
 */
export function markdownToPlainText(markdown: string): string {
  return markdownToBlocks(markdown).join(' ');
}

/**
 * The plain text of markdownToPlainText with its blocks (headings, paragraphs, list items, table
 * rows, code blocks) one per line: what the search index stores, so that a snippet can show
 * where one block ends and the next begins instead of running a heading into its text.
 */
export function markdownToSearchText(markdown: string): string {
  return markdownToBlocks(markdown).join('\n');
}

/**
 * A text's blocks reduced elsewhere (the save check's thread reduces what it accepts, off the
 * event loop), kept for the save about to store it: it needs them twice (reading time, search
 * index). A few, since several saves may be between their check and their write at once.
 */
export function keepReduction(markdown: string, blocks: readonly string[]): void {
  reduced.delete(markdown);
  reduced.set(markdown, blocks);
  if (reduced.size > KEPT_REDUCTIONS) reduced.delete(reduced.keys().next().value!);
}

const KEPT_REDUCTIONS = 8;
/** The texts reduced last, oldest first, with their blocks. */
const reduced = new Map<string, readonly string[]>();

/** Each block's plain text with its spaces collapsed; the lines of a code block make one block. */
export function markdownToBlocks(markdown: string): readonly string[] {
  const kept = reduced.get(markdown);
  if (kept) return kept;
  const blocks = reduceToBlocks(markdown);
  keepReduction(markdown, blocks);
  return blocks;
}

function reduceToBlocks(markdown: string): string[] {
  const definitions = new Set<string>();
  const blocks: string[] = [];
  let inCode = false;
  for (const s of splitBlocks(markdown.replace(CONTROL, ' '), definitions)) {
    const text = s.code ? s.text : inlineToText(s.text, definitions);
    const block = text.replace(/\s+/g, ' ').trim();
    if (block && s.code && inCode) blocks[blocks.length - 1] += ` ${block}`;
    else if (block) blocks.push(block);
    inCode = s.code && (inCode || block !== '');
  }
  return blocks;
}

/** Words / `LIMITS.wordsPerMinute` (schema/rules.ts), rounded up, at least 1 minute. */
export function readingMinutes(markdown: string): number {
  const text = markdownToPlainText(markdown);
  const words = text ? text.split(' ').length : 0;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
