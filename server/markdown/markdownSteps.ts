// How the Markdown check (markdownBudget.ts) cuts a text into steps, and what each may cost.
//
// A text is not timed in one piece: a worker thread formats its first FIRST_STEP_CHARS, then its
// last LAST_STEP_CHARS, then the whole, each against a budget linear in its length. Any part of
// Markdown is Markdown, so a cut may fall anywhere. The shapes marked is super-linear on slow
// down as they grow and overshoot on the small parts, within a few tens of milliseconds,
// instead of on the whole at the whole's budget; the last part is there because some shapes
// hurt only once they end (`- - - … - a` nests 50,000 lists because its last line is not a
// rule, and none of its beginnings does). Ordinary text pays about 1.06 formattings of the
// whole.
//
// Parts growing in between (a sixteenth, then a quarter of the text), the steps until issue 10's
// last round, cost ordinary text 1.3–1.4 formattings and refused no shape of
// test/hostile/markdown.ts sooner (bench/support/hostileCheck.ts times both). What they
// bought was an earlier refusal of a shape slow only at some tens of thousands of characters;
// such a shape is now refused at the whole's budget, and any text is settled within the sum of
// the budgets (279 ms of thread time at 100,000 characters, 219 with a 20 ms floor).

/**
 * Thread time each step may take: MARKDOWN_BUDGET_FLOOR_MS plus MARKDOWN_BUDGET_MS_PER_KB per
 * 1,000 characters (190 ms for the 100,000 of a body at the limit). It is the thread's CPU
 * time where Linux tells it: the demo articles joined into 100 KB take 12–50 ms of it on a
 * quiet machine. The floor absorbs a garbage collection on the small steps: at 20 ms, CI's own
 * load (2 test workers, PostgreSQL, two vCPUs that may share a core) made the demo articles
 * overrun, and a writer's ordinary text was refused. The client allows 1 s, so what the server
 * accepts formats on a device several times slower.
 */
export const MARKDOWN_BUDGET_FLOOR_MS = 40;
export const MARKDOWN_BUDGET_MS_PER_KB = 1.5;

/** Part of a text to format, [from, to), and the milliseconds it may take. */
export type Step = [from: number, to: number, budgetMs: number];

/**
 * The end steps: the first and last this many characters of a text are formatted first. The
 * first is long enough for nesting that overflows the thread's stack (about 1,550 quotes deep)
 * to overflow within it, in about 12 ms; at 1,500 it took the last part, and 33 ms.
 */
const FIRST_STEP_CHARS = 2_000;
const LAST_STEP_CHARS = 4_000;

/**
 * The parts of a text of `length` characters the thread formats, in order: its first
 * FIRST_STEP_CHARS (from 4 times that length on), its last LAST_STEP_CHARS (from twice that),
 * then the whole. A short text is only formatted whole.
 */
export function markdownSteps(length: number): Step[] {
  const parts: [number, number][] = [];
  if (length >= 4 * FIRST_STEP_CHARS) parts.push([0, FIRST_STEP_CHARS]);
  if (length >= 2 * LAST_STEP_CHARS) parts.push([length - LAST_STEP_CHARS, length]);
  parts.push([0, length]);
  return parts.map(([from, to]) => [
    from,
    to,
    MARKDOWN_BUDGET_FLOOR_MS + ((to - from) / 1000) * MARKDOWN_BUDGET_MS_PER_KB,
  ]);
}
