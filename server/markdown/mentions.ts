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

/**
 * The body with each mention of `accounts` (handles lower-cased: those the comment's stored
 * mentions name) as a Markdown link to that author's page, for readers; every other `@handle`
 * stays text. The mentions are the ones `mentionedHandles` reads (text, never code, HTML or a
 * link), found in the source by walking marked's tokens in order. A mention that cannot be
 * placed in the source (a token whose text the lexer rewrote, as inside a block quote's
 * continued lines), or right after a `!` (it would make an image), is left as text.
 */
export function withMentionLinks(body: string, accounts: ReadonlySet<string>): string {
  if (accounts.size === 0) return body;
  const places: { start: number; length: number; handle: string }[] = [];
  let cursor = 0;
  const visit = (tokens: readonly Token[]): void => {
    for (const token of tokens) {
      const children = NOT_MENTIONS.has(token.type) ? [] : childTokens(token);
      if (children.length) {
        visit(children);
        continue;
      }
      const at = token.raw === '' ? -1 : body.indexOf(token.raw, cursor);
      if (at === -1) continue;
      if (token.type === 'text' || token.type === 'escape') {
        for (const mention of mentionsIn(token.raw, token.raw.length)) {
          const start = at + mention.start;
          if (accounts.has(mention.handle) && body[start - 1] !== '!') {
            places.push({ start, length: mention.length, handle: mention.handle });
          }
        }
      }
      cursor = at + token.raw.length;
    }
  };
  visit(new Lexer({ gfm: true }).lex(body));
  let out = '';
  let from = 0;
  for (const place of places) {
    const text = body.slice(place.start, place.start + place.length);
    out += `${body.slice(from, place.start)}[${text}](/authors/${place.handle})`;
    from = place.start + place.length;
  }
  return out + body.slice(from);
}
