import { PAGE_SIZES } from '../../schema/rules';
import { badUserInput } from './errors';
import { idOfType, toGlobalId, type IdKey, type NodeType } from './ids';
import type { After, Page } from '../db/rows';
import { isStoredTime } from '../db/storedTime';

export const DEFAULT_PAGE_SIZE: number = PAGE_SIZES.articles;
export const MAX_PAGE_SIZE: number = PAGE_SIZES.max;

export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface Connection<T> {
  edges: Edge<T>[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

/** `first` checked against `PAGE_SIZES.max`: 0 to 50; null means the default. */
export function pageSize(first: number | null | undefined, fallback = DEFAULT_PAGE_SIZE): number {
  const size = first ?? fallback;
  if (!Number.isInteger(size) || size < 0 || size > MAX_PAGE_SIZE) {
    throw badUserInput(`\`first\` must be between 0 and ${MAX_PAGE_SIZE}.`);
  }
  return size;
}

/**
 * A keyset cursor: base64url of JSON `[sortKey, globalId]`. It names a position,
 * not an offset, so rows inserted meanwhile cause neither duplicates nor gaps
 * and a deep page costs what the first does. The row is named by its global
 * id, never its row id: two neighbours' row ids would tell how many hidden
 * rows were created between them.
 */
export function encodeCursor(
  store: IdKey,
  type: NodeType,
  key: string | number,
  id: number,
): string {
  return Buffer.from(JSON.stringify([key, toGlobalId(store, type, id)]), 'utf8').toString(
    'base64url',
  );
}

/**
 * Decodes an `after` argument; a malformed cursor is BAD_USER_INPUT. A `time` key must be a
 * time as the store writes it (ISO 8601 UTC with milliseconds): SQLite compares keys as text
 * and PostgreSQL as instants, so any other spelling of a time would page differently on each.
 */
export function decodeCursor(
  store: IdKey,
  type: NodeType,
  cursor: string | null | undefined,
  keyType: 'time' | 'number',
): After | null {
  if (cursor === null || cursor === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (Array.isArray(parsed) && parsed.length === 2 && isKey(parsed[0], keyType)) {
    const id = typeof parsed[1] === 'string' ? idOfType(store, parsed[1], type) : null;
    if (id !== null) return { key: parsed[0] as string | number, id };
  }
  throw badUserInput('`after` is not a valid cursor.');
}

function isKey(key: unknown, keyType: 'time' | 'number'): boolean {
  return keyType === 'number' ? typeof key === 'number' : isStoredTime(key);
}

/**
 * Builds a Relay connection from a keyset page. Each cursor names its row by `row.id`, or by
 * `cursorId` when the rows have no id of their own (an article's revisions: the article's).
 */
export function toConnection<R extends { id: number }, N = R>(
  store: IdKey,
  type: NodeType,
  page: Page<R>,
  node?: (row: R) => N,
): Connection<N>;
export function toConnection<R, N = R>(
  store: IdKey,
  type: NodeType,
  page: Page<R>,
  node: ((row: R) => N) | undefined,
  cursorId: (row: R) => number,
): Connection<N>;
export function toConnection<R, N = R>(
  store: IdKey,
  type: NodeType,
  page: Page<R>,
  node: (row: R) => N = (row) => row as unknown as N,
  cursorId: (row: R) => number = (row) => (row as { id: number }).id,
): Connection<N> {
  const edges = page.rows.map(({ row, key }) => ({
    cursor: encodeCursor(store, type, key, cursorId(row)),
    node: node(row),
  }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      // Forward-only pagination: the Relay spec allows false here.
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}
