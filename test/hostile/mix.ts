import { HOSTILE_MARKDOWN } from './markdown';

/**
 * A small seeded PRNG (mulberry32): the same seed gives the same sequence on every machine, so
 * a failing mix can be rebuilt from the seed a test prints.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The longest run of one shape in a mix: long enough for a shape to build up its worst case. */
const LONGEST_RUN = 4000;

/**
 * `length` characters of runs of the hostile shapes (test/hostile/markdown.ts), chosen and sized
 * by a PRNG seeded with `seed`. Run lengths are log-uniform from one character to LONGEST_RUN:
 * short runs interleave the shapes' units (`[` then `_*` then `\n`), long ones let a shape grow.
 */
export function hostileMix(seed: number, length: number): string {
  const random = seededRandom(seed);
  const parts: string[] = [];
  let size = 0;
  // Bounded even if every shape drawn made an empty run.
  for (let i = 0; size < length && i < length; i++) {
    const shape = HOSTILE_MARKDOWN[Math.floor(random() * HOSTILE_MARKDOWN.length)]!;
    const run = Math.floor(Math.exp(random() * Math.log(LONGEST_RUN)));
    const piece = shape.make(Math.max(1, Math.min(run, length - size)));
    parts.push(piece);
    size += piece.length;
  }
  return parts.join('').slice(0, length);
}
