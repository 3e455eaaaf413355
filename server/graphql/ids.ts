import crypto from 'node:crypto';
import type { Store } from '../db/store';

/** What ids need of a store: its key, read once when the store was opened. */
export type IdKey = Pick<Store, 'nodeIdKey'>;

/** The object types that have global IDs. */
export type NodeType = 'User' | 'Article' | 'Tag' | 'Comment' | 'Invitation' | 'Notification';

// Each type's code, in the first byte of the block; 0 is never a code, so an
// all-zero block is no id.
const TYPE_CODES: Readonly<Record<NodeType, number>> = {
  User: 1,
  Article: 2,
  Tag: 3,
  Comment: 4,
  Invitation: 5,
  Notification: 6,
};
const TYPES: ReadonlyArray<NodeType | undefined> = [
  undefined,
  'User',
  'Article',
  'Tag',
  'Comment',
  'Invitation',
  'Notification',
];

/** 16 bytes in unpadded base64url. */
const GLOBAL_ID = /^[A-Za-z0-9_-]{22}$/;
const TWO_POW_32 = 2 ** 32;
/** The high word of a safe integer is below 2^21. */
const MAX_HIGH_WORD = 2 ** 21;
/** Encoded ids kept per type; a full cache is dropped, not evicted one by one. */
const CACHE_LIMIT = 20_000;

interface Codec {
  cipher: crypto.Cipher;
  decipher: crypto.Decipher;
  encoded: Map<number, string>[];
}

// ECB over exactly one block is a keyed permutation of 128-bit values: each
// (type, row) maps to one id and back, with no lookup and no state. The
// cipher objects are kept and fed one whole block at a time; with padding
// off, each update returns that block at once.
const codecs = new WeakMap<Buffer, Codec>();

function codec(store: IdKey): Codec {
  const key = store.nodeIdKey;
  let found = codecs.get(key);
  if (!found) {
    const cipher = crypto.createCipheriv('aes-128-ecb', key, null).setAutoPadding(false);
    const decipher = crypto.createDecipheriv('aes-128-ecb', key, null).setAutoPadding(false);
    found = { cipher, decipher, encoded: TYPES.map(() => new Map<number, string>()) };
    codecs.set(key, found);
  }
  return found;
}

/**
 * The global ID of a row: its type and row id in one 16-byte block, encrypted
 * with this database's key (AES-128) and written in base64url. Consecutive
 * rows get unrelated ids, so an id tells nothing of how many rows (hidden
 * articles included) came before it; the same row always gets the same id.
 */
export function toGlobalId(store: IdKey, type: NodeType, id: number): string {
  if (!Number.isSafeInteger(id) || id < 1) throw new Error(`Not a row id: ${id}`);
  const { cipher, encoded } = codec(store);
  const code = TYPE_CODES[type];
  const cache = encoded[code]!;
  let globalId = cache.get(id);
  if (globalId === undefined) {
    // [code, 7 zero bytes, id as a big-endian 64-bit integer]
    const block = Buffer.alloc(16);
    block[0] = code;
    block.writeUInt32BE(Math.floor(id / TWO_POW_32), 8);
    block.writeUInt32BE(id % TWO_POW_32, 12);
    globalId = cipher.update(block).toString('base64url');
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(id, globalId);
  }
  return globalId;
}

/**
 * Decodes a global ID; null when it is malformed or forged. A block that does
 * not decrypt to a known type, seven zero bytes and a safe row id is refused:
 * a guess passes with odds of about 2^-60.
 */
export function fromGlobalId(
  store: IdKey,
  globalId: string,
): { type: NodeType; id: number } | null {
  if (!GLOBAL_ID.test(globalId)) return null;
  const block = Buffer.from(globalId, 'base64url');
  // Only the canonical spelling: the last character has spare bits.
  if (block.length !== 16 || block.toString('base64url') !== globalId) return null;
  const plain = codec(store).decipher.update(block);
  const type = TYPES[plain[0]!];
  if (!type) return null;
  for (let i = 1; i < 8; i++) if (plain[i] !== 0) return null;
  const high = plain.readUInt32BE(8);
  const id = high * TWO_POW_32 + plain.readUInt32BE(12);
  return high < MAX_HIGH_WORD && id >= 1 ? { type, id } : null;
}

/** Decodes a global ID that must name an object of `type`; null otherwise. */
export function idOfType(store: IdKey, globalId: string, type: NodeType): number | null {
  const decoded = fromGlobalId(store, globalId);
  return decoded && decoded.type === type ? decoded.id : null;
}
