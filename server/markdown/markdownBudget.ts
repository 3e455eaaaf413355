// Saving Markdown that no reader can format: refused at the door, within a bounded time.
//
// marked, the client's Markdown parser, is super-linear on some inputs (a body of 30 KB of
// `_*a` takes it seconds; 2,000 `>` overflow its stack). Readers are protected by the client's
// own budget (src/markdown/lexer.ts); this check keeps such bodies from being saved at all,
// so that a reader's device never has to find out. marked runs in worker threads, never on the
// event loop.
//
// A text's first and last few thousand characters are formatted before the whole, each against
// a budget linear in its length (markdownSteps.ts), so that what marked is super-linear on is
// caught on a small part, within tens of milliseconds, rather than on the whole at the whole's
// budget. Before that, the paths
// of marked known to be super-linear are counted in one pass on the event loop
// (markdownRereads.ts, 2–3 ms for 100 KB): a text over that count is refused without a thread.
import os from 'node:os';
import { MAX_ELEMENTS, MAX_NESTING, type RenderLimit } from '../../src/markdown/renderBudget';
import { type Job, type Slot, startWorker } from './markdownBudgetThread';
import { MARKDOWN_REREAD_LIMIT, markdownRereads } from './markdownRereads';
import type { CheckRequest, CheckVerdict } from './markdownCheckThread';
import { markdownSteps } from './markdownSteps';
import { keepReduction } from '../db/plainText';
import { invalid, type UserError } from '../domain/validation';

/** Texts waiting for a worker beyond which a save is refused rather than queued. */
export const MARKDOWN_MAX_WAITING = 16;

/**
 * Texts of one account waiting at once, past which its next save is refused as busy: one
 * account's flood of saves fills its own share of the line, never another writer's.
 */
export const MARKDOWN_MAX_WAITING_PER_ACCOUNT = 4;

const count = (n: number) => n.toLocaleString('en-US');

export const MARKDOWN_MESSAGES = {
  tooComplex: 'This text is too complex to format. Simplify its emphasis or nesting.',
  busy: 'Too many texts are being checked right now. Try again in a moment.',
  elements:
    `This text would make more than ${count(MAX_ELEMENTS)} elements for readers (paragraphs, ` +
    'headings, list items, links, table cells, highlighted code). Shorten it or split it.',
  nesting: `This text nests more than ${count(MAX_NESTING)} levels deep. Simplify its nesting.`,
  html: "This text would make more HTML than a reader's page shows. Simplify its markup.",
} as const satisfies Record<Exclude<CheckOutcome, 'ok'>, string>;

/**
 * A save check's outcome: the text formats within the renderer's budget, it does not
 * ('tooComplex': too slow, or marked cannot; or the render budget's limit it is past), or no
 * thread could take it now ('busy').
 */
export type CheckOutcome = 'ok' | 'tooComplex' | 'busy' | RenderLimit;

// Threads at work at once: one leaves a core for requests on a 2-core machine.
const POOL_SIZE = Math.max(1, Math.min(2, os.availableParallelism() - 1));
// Threads kept started: one more than work at once, so that when a thread is ended past its
// budget a warm one takes the next text at once (starting one takes 40–130 ms of a core).
const THREADS = POOL_SIZE + 1;

const slots: Slot[] = [];
/**
 * Texts waiting, by account, taken in turn (round robin): the account first in the map gives
 * the next text, then goes last. A writer's one save waits for one text of each other
 * account at most, not for every text of the busiest.
 */
const waiting = new Map<string, Job[]>();
let waitingCount = 0;
let nextId = 1;
/** Waiting for a thread to be ready (`warmMarkdownCheck`). */
const readyWaiters: { resolve(): void; reject(error: Error): void }[] = [];

/**
 * `result` (a validator's), with a userError on `field` when the Markdown `pick` returns does
 * not format (lex and render) within its budget (markdownSteps.ts), throws, or makes too much
 * HTML. Checked only when nothing else is wrong and there is text to check, so an over-long
 * body costs no thread. `account`: whose save it is, for its share of the line.
 */
export async function checkMarkdown<T extends { value: unknown; errors: UserError[] }>(
  result: T,
  field: string,
  pick: (value: T['value']) => string | undefined,
  account: number,
): Promise<T> {
  const source = result.errors.length ? undefined : pick(result.value);
  if (!source) return result;
  const outcome = await formatsWithinBudget(source, String(account));
  if (outcome === 'ok') return result;
  return { ...result, errors: [...result.errors, invalid(field, MARKDOWN_MESSAGES[outcome])] };
}

/**
 * Whether the renderer formats `source` within its budget, found in a worker thread
 * (markdownSteps.ts): 'ok'; 'tooComplex' (at once when its known super-linear paths are over
 * MARKDOWN_REREAD_LIMIT); the render budget's limit it is past (src/markdown/renderBudget.ts);
 * or 'busy' when MARKDOWN_MAX_WAITING texts, or MARKDOWN_MAX_WAITING_PER_ACCOUNT of
 * `account`'s, are already waiting for a thread.
 */
export function formatsWithinBudget(source: string, account: string): Promise<CheckOutcome> {
  if (markdownRereads(source) > MARKDOWN_REREAD_LIMIT) return Promise.resolve('tooComplex');
  const own = waiting.get(account) ?? [];
  if (waitingCount >= MARKDOWN_MAX_WAITING || own.length >= MARKDOWN_MAX_WAITING_PER_ACCOUNT) {
    return Promise.resolve('busy');
  }
  return new Promise((resolve, reject) => {
    own.push({
      id: nextId++,
      source,
      resolve: (verdict, blocks) => {
        // Kept for the save that follows, which would otherwise reduce it on the event loop.
        if (blocks) keepReduction(source, blocks);
        resolve(outcomeOf(verdict));
      },
      reject,
    });
    waiting.set(account, own);
    waitingCount++;
    dispatch();
  });
}

/** The next text in turn (see `waiting`), taken out of the line. */
function nextWaiting(): Job | undefined {
  const [account, jobs] = waiting.entries().next().value ?? [];
  if (account === undefined || !jobs) return undefined;
  const job = jobs.shift()!;
  waitingCount--;
  waiting.delete(account);
  if (jobs.length) waiting.set(account, jobs);
  return job;
}

function takeAllWaiting(): Job[] {
  const jobs = [...waiting.values()].flat();
  waiting.clear();
  waitingCount = 0;
  return jobs;
}

/**
 * Starts a thread of the check now rather than at the first save, resolving once one is
 * ready: a server warms it before it listens, so its first save does not wait for its start.
 */
export function warmMarkdownCheck(): Promise<void> {
  if (slots.some((slot) => slot.ready)) return Promise.resolve();
  if (slots.length === 0) slots.push(startWorker(POOL_EVENTS));
  return new Promise((resolve, reject) => readyWaiters.push({ resolve, reject }));
}

/** Ends every worker thread (tests, shutdown); the next check starts new ones. */
export async function closeMarkdownBudget(): Promise<void> {
  const closing = slots.splice(0).map((slot) => {
    if (slot.timer) clearTimeout(slot.timer);
    slot.job?.resolve('slow');
    return slot.worker.terminate();
  });
  for (const job of takeAllWaiting()) job.resolve('slow');
  for (const waiter of readyWaiters.splice(0)) waiter.resolve();
  await Promise.all(closing);
}

function dispatch(): void {
  while (waitingCount > 0) {
    while (slots.length < THREADS) slots.push(startWorker(POOL_EVENTS));
    const slot = slots.find((candidate) => candidate.ready && !candidate.job);
    if (!slot || slots.filter((candidate) => candidate.job).length >= POOL_SIZE) return;
    const job = nextWaiting()!;
    slot.job = job;
    slot.worker.ref();
    slot.steps = markdownSteps(job.source.length);
    slot.worker.postMessage({
      id: job.id,
      source: job.source,
      steps: slot.steps,
    } satisfies CheckRequest);
    watch(slot, job, slot.clock());
  }
}

/**
 * Ends the slot's thread if the step it is on has outrun its budget, or looks again when it
 * would. The thread cannot be interrupted inside marked: past the budget it is ended, and the
 * next text gets a new one. It reads the thread's progress rather than waiting for messages,
 * so that an event loop late to the timer never ends a thread that was in time.
 */
function watch(slot: Slot, job: Job, sentAt: number): void {
  const packed = Atomics.load(slot.onStep, 0);
  const started = packed >>> 5 === (job.id & 0xffffff);
  const step = started ? packed & 31 : 0;
  // Answered: the reply is on its way.
  if (step >= slot.steps.length) return;
  const left = (started ? slot.starts[step]! : sentAt) + slot.steps[step]![2] - slot.clock();
  if (!(left > 0)) return retire(slot);
  // CPU time runs no faster than the wall clock: the step cannot overrun before then.
  slot.timer = setTimeout(() => watch(slot, job, sentAt), Math.ceil(left));
}

const POOL_EVENTS = {
  settled(): void {
    if (slots.some((slot) => slot.ready))
      for (const waiter of readyWaiters.splice(0)) waiter.resolve();
    dispatch();
  },
  // Out of memory or a crash: the text it held does not format; the thread is replaced.
  // A thread that dies before it is ready is a broken install, not a hostile text: the
  // waiting saves fail as a bug would (masked by the HTTP layer, logged with its stack).
  died(slot: Slot, error?: Error): void {
    const index = slots.indexOf(slot);
    if (index === -1) return;
    if (slot.ready) return retire(slot);
    slots.splice(index, 1);
    const failure = new Error('The Markdown check could not start a worker thread.', {
      cause: error,
    });
    for (const job of takeAllWaiting()) job.reject(failure);
    for (const waiter of readyWaiters.splice(0)) waiter.reject(failure);
  },
};

/** Ends a slot's thread (past the budget, or dead) and refuses the text it held. */
function retire(slot: Slot): void {
  const index = slots.indexOf(slot);
  if (index === -1) return;
  slots.splice(index, 1);
  if (slot.timer) clearTimeout(slot.timer);
  slot.timer = null;
  const job = slot.job;
  slot.job = null;
  void slot.worker.terminate();
  job?.resolve('slow');
  // Its replacement starts now rather than on the next save, which would wait for it.
  if (slots.length < THREADS) slots.push(startWorker(POOL_EVENTS));
  dispatch();
}

function outcomeOf(verdict: CheckVerdict): CheckOutcome {
  return verdict === 'slow' || verdict === 'complex' ? 'tooComplex' : verdict;
}
