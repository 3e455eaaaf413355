// How the Markdown check (markdownBudget.ts) cuts a text into steps, and what each may cost.
//
// A text is not timed in one piece: a worker thread formats growing parts of it, then the
// whole, each against a budget linear in its length. Ordinary text takes about the same time
// per character at any length, so it passes every step and pays about 1.4 formattings of the
// whole. The shapes marked is super-linear on slow down as they grow and overshoot on a small
// part, within a few tens of milliseconds, instead of on the whole at the whole's budget. Any
// part of Markdown is Markdown, so a cut may fall anywhere. The last few thousand characters
// are a step of their own: some shapes hurt only once they end (`- - - … - a` nests 50,000
// lists because its last line is not a rule, and none of its beginnings does).

/**
 * Thread time each step may take: MARKDOWN_BUDGET_FLOOR_MS plus MARKDOWN_BUDGET_MS_PER_KB per
 * 1,000 characters (170 ms for the 100,000 of a body at the limit). It is the thread's CPU
 * time where Linux tells it, the same on a busy machine: the demo articles joined into 100 KB
 * take 12–50 ms of it. The floor absorbs a garbage collection on the small steps. The client
 * allows 1 s, so what the server accepts formats on a device several times slower.
 */
export const MARKDOWN_BUDGET_FLOOR_MS = 20;
export const MARKDOWN_BUDGET_MS_PER_KB = 1.5;

/** Part of a text to format, [from, to), and the milliseconds it may take. */
export type Step = [from: number, to: number, budgetMs: number];

/** The end steps: the first and last this many characters of a text are formatted first. */
const FIRST_STEP_CHARS = 1_500;
const LAST_STEP_CHARS = 4_000;

/**
 * The parts of a text of `length` characters the thread formats, in order: a first small part;
 * the last LAST_STEP_CHARS; growing parts from the start, each four times the last, the largest
 * a quarter of the text; then the whole. A short text is only formatted whole.
 */
export function markdownSteps(length: number): Step[] {
  const heads: number[] = [];
  for (let end = Math.floor(length / 4); end >= FIRST_STEP_CHARS; end = Math.floor(end / 4)) {
    heads.unshift(end);
  }
  const parts: [number, number][] = heads.map((end) => [0, end]);
  if (length >= 2 * LAST_STEP_CHARS) parts.splice(1, 0, [length - LAST_STEP_CHARS, length]);
  parts.push([0, length]);
  return parts.map(([from, to]) => [
    from,
    to,
    MARKDOWN_BUDGET_FLOOR_MS + ((to - from) / 1000) * MARKDOWN_BUDGET_MS_PER_KB,
  ]);
}
