import { Lexer } from 'marked';
import type { Token } from 'marked';
import { mentionsIn } from '../../schema/mentions';

// Who a comment mentions, read from its Markdown as the renderer reads it (marked's own lexer,
// GFM): a handle in code, in raw HTML or inside a link is text shown as such, not a mention.
// Only a body that passed the save-time check (markdownBudget.ts: it formats within its budget
// in a thread) reaches this, so lexing it again here is bounded by that check.

/** Token types whose text is shown literally or already links somewhere. */
const NOT_MENTIONS = new Set(['code', 'codespan', 'html', 'link', 'image']);

/** The distinct handles (lower-cased) a comment's Markdown mentions, at most `limit`. */
export function mentionedHandles(body: string, limit: number): string[] {
  const handles = new Set<string>();
  const visit = (tokens: readonly Token[]): void => {
    for (const token of tokens) {
      if (handles.size >= limit) return;
      if (NOT_MENTIONS.has(token.type)) continue;
      const children = childTokens(token);
      if (children.length) visit(children);
      else if (token.type === 'text' || token.type === 'escape') {
        for (const { handle } of mentionsIn(token.raw, limit - handles.size)) handles.add(handle);
      }
    }
  };
  visit(new Lexer({ gfm: true }).lex(body));
  return [...handles].slice(0, limit);
}

/** A token's inline or block children (lists keep theirs under `items`). */
function childTokens(token: Token): Token[] {
  if ('items' in token && Array.isArray(token.items)) return token.items as Token[];
  if ('tokens' in token && Array.isArray(token.tokens)) return token.tokens;
  return [];
}
