// `@handle` mentions in a piece of text, read the same way by the server (who to notify,
// server/markdown/mentions.ts) and by the comment renderer. A plain scan, no regular expression:
// each character is looked at a bounded number of times whatever the text.
import { LENGTHS } from './rules';

const isHandleChar = (c: string) =>
  (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c === '_';

/** A mention found in text: where its `@` is, its length with the `@`, the handle lower-cased. */
export interface Mention {
  start: number;
  length: number;
  handle: string;
}

/**
 * The mentions in `text`, in order, at most `limit`: an `@` that follows no letter, digit, `_`,
 * `.`, `@` or `/` (so an email address or a path is not one), then 3 to 24 of a-z, 0-9 and `_`
 * (any case), followed by none of them.
 */
export function mentionsIn(text: string, limit: number): Mention[] {
  const found: Mention[] = [];
  const { min, max } = LENGTHS.handle;
  let at = text.indexOf('@');
  while (at !== -1 && found.length < limit) {
    const before = at > 0 ? text[at - 1]! : ' ';
    let end = at + 1;
    while (end < text.length && isHandleChar(text[end]!) && end - at <= max) end++;
    const length = end - at - 1;
    const ends = end >= text.length || !isHandleChar(text[end]!);
    if (
      !isHandleChar(before) &&
      !'.@/'.includes(before) &&
      ends &&
      length >= min &&
      length <= max
    ) {
      found.push({ start: at, length: length + 1, handle: text.slice(at + 1, end).toLowerCase() });
    }
    at = text.indexOf('@', Math.max(end, at + 1));
  }
  return found;
}
