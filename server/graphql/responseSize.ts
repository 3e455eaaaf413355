import { GraphQLError } from 'graphql';
import type { ExecutionResult } from 'graphql';

/**
 * The largest answer the server serializes, in characters of JSON (before
 * escaping). Folio's largest legitimate answer, an article of 100,000
 * characters with 50 comments of 5,000, is about 0.4 M; 50 full article
 * bodies fit.
 */
export const MAX_RESPONSE_CHARS = 8 * 1024 * 1024;

/**
 * The answer to send instead of `result` when its JSON would exceed `limit`
 * characters: `data: null` and a RESPONSE_TOO_LARGE error (whatever a
 * mutation wrote stays written). Measured by walking the result, without
 * recursion, stopping as soon as the limit is passed, so an oversized
 * answer is never serialized or compressed.
 */
export function oversizedResponse(
  result: ExecutionResult,
  limit = MAX_RESPONSE_CHARS,
): ExecutionResult | undefined {
  // Errors are GraphQLErrors (with AST nodes and sources behind them): count
  // what their JSON holds, a message, a path and a few locations.
  let size = 0;
  for (const error of result.errors ?? []) {
    size += error.message.length + 200 + (error.path?.length ?? 0) * 16;
  }
  if (size <= limit && !exceedsJsonLength(result.data, limit - size)) return undefined;
  return {
    data: null,
    errors: [
      new GraphQLError(
        `This answer would be more than ${limit} characters of JSON; the limit is ${limit}. ` +
          'Ask for fewer fields, smaller pages (first) or less text.',
        { extensions: { code: 'RESPONSE_TOO_LARGE', limit } },
      ),
    ],
  };
}

/** Whether JSON.stringify(value) would be longer than `limit` characters, give or take escapes. */
function exceedsJsonLength(value: unknown, limit: number): boolean {
  let size = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      size += item.length + 3;
    } else if (Array.isArray(item)) {
      size += 2 + item.length;
      for (const element of item) pending.push(element);
    } else if (item !== null && typeof item === 'object') {
      size += 2;
      for (const [key, element] of Object.entries(item)) {
        size += key.length + 4;
        pending.push(element);
      }
    } else {
      // Numbers, booleans and null; a number is at most 24 characters.
      size += 24;
    }
    if (size > limit) return true;
  }
  return false;
}
