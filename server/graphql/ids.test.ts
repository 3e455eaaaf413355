import crypto from 'node:crypto';
import { fromGlobalId, idOfType, toGlobalId, type NodeType } from './ids';
import { reopenStore, tempStore, type TestStore } from '../testing/testStore';

let t: TestStore;
beforeAll(async () => {
  t = await tempStore();
});
afterAll(() => t.close());

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function bitsApart(a: string, b: string): number {
  const x = Buffer.from(a, 'base64url');
  const y = Buffer.from(b, 'base64url');
  let bits = 0;
  for (let i = 0; i < x.length; i++) {
    for (let v = x[i]! ^ y[i]!; v; v &= v - 1) bits++;
  }
  return bits;
}

test('every type and row id decodes back to itself', () => {
  const types: NodeType[] = ['User', 'Article', 'Tag', 'Comment'];
  for (const type of types) {
    for (const id of [1, 2, 255, 2 ** 32 - 1, 2 ** 32, Number.MAX_SAFE_INTEGER]) {
      const globalId = toGlobalId(t.store, type, id);
      expect(globalId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(fromGlobalId(t.store, globalId)).toEqual({ type, id });
      expect(idOfType(t.store, globalId, type)).toBe(id);
      expect(idOfType(t.store, globalId, type === 'Tag' ? 'Article' : 'Tag')).toBeNull();
    }
  }
});

test('ids of consecutive rows, and of one row in two types, look unrelated', () => {
  const ids = Array.from({ length: 2000 }, (_, i) => toGlobalId(t.store, 'Article', i + 1));
  expect(new Set(ids).size).toBe(ids.length);
  // Unrelated 128-bit blocks differ in 64 bits on average; 24 or fewer happens
  // by chance about once in 10^13 pairs.
  for (let i = 1; i < ids.length; i++) {
    expect(bitsApart(ids[i - 1]!, ids[i]!)).toBeGreaterThan(24);
  }
  expect(
    bitsApart(toGlobalId(t.store, 'Article', 7), toGlobalId(t.store, 'Tag', 7)),
  ).toBeGreaterThan(24);
  // Neither the order of the ids nor their text follows the rows.
  const sorted = [...ids].sort();
  expect(sorted.slice(0, 50)).not.toEqual(ids.slice(0, 50));
  expect(ids.filter((id) => id.startsWith(ids[0]!.slice(0, 3))).length).toBeLessThan(5);
});

test('ids stay the same across restarts and differ between databases', async () => {
  const id = toGlobalId(t.store, 'Article', 42);
  const reopened = await reopenStore(t.store);
  try {
    expect(toGlobalId(reopened, 'Article', 42)).toBe(id);
    expect(fromGlobalId(reopened, id)).toEqual({ type: 'Article', id: 42 });
  } finally {
    await reopened.close();
  }
  const other = await tempStore();
  try {
    expect(toGlobalId(other.store, 'Article', 42)).not.toBe(id);
    expect(fromGlobalId(other.store, id)).toBeNull();
  } finally {
    await other.close();
  }
});

test('a malformed, forged or altered id decodes to null', () => {
  const id = toGlobalId(t.store, 'Comment', 9);
  // The last character carries 2 bits and 4 spare ones: its non-canonical twin decodes to the same bytes.
  const twin = id.slice(0, 21) + BASE64URL[BASE64URL.indexOf(id.at(-1)!) ^ 1]!;
  const flipped = (id[0] === 'A' ? 'B' : 'A') + id.slice(1);
  for (const bad of [
    '',
    'garbage!',
    id.slice(1),
    `${id}A`,
    twin,
    flipped,
    'AAAAAAAAAAAAAAAAAAAAAA',
    Buffer.from('Article:9').toString('base64url'),
    Buffer.from('Comment:9:padding!').toString('base64url'),
    `${id.slice(0, 10)}=${id.slice(11)}`,
  ]) {
    expect(fromGlobalId(t.store, bad)).toBeNull();
  }
  let forged = 0;
  for (let i = 0; i < 2000; i++) {
    if (fromGlobalId(t.store, crypto.randomBytes(16).toString('base64url'))) forged++;
  }
  expect(forged).toBe(0);
});

test('a row id that is not a positive safe integer is a bug, not an id', () => {
  for (const id of [0, -1, 1.5, 2 ** 53]) {
    expect(() => toGlobalId(t.store, 'User', id)).toThrow('Not a row id');
  }
});
