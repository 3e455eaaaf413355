// A thread of the save check (markdownBudget.ts): formats what the event loop sends it with the
// renderer's own first half (src/markdown/markdownBlocks.ts: the same marked, lexer options,
// footnotes, and render budget), one text at a time. It times each step itself, so that a verdict does not depend on when the event loop
// gets to it; and it writes which step it is on, and since when, where the event loop can read
// it at once (shared memory: job id and step packed in one integer, then each step's start).
// Time is the thread's own CPU time where Linux tells it (/proc/<pid>/task/<tid>/schedstat,
// readable from both threads): a busy machine makes a text wait, not fail. Elsewhere it is the
// wall clock (performance.timeOrigin + now, the same in both threads).
import { parentPort, workerData } from 'node:worker_threads';
import { maxHtmlChars } from '../../src/markdown/lexer';
import { markdownBlocks } from '../../src/markdown/markdownBlocks';
import { RenderLimitError, type RenderLimit } from '../../src/markdown/renderBudget';
import { markdownToBlocks } from '../db/plainText';
import type { Step } from './markdownSteps';
import { threadClock, threadCpuTimeFile } from '../threads/threadClock';

/** What the pool sends: a text and its steps (markdownSteps.ts). */
export interface CheckRequest {
  id: number;
  source: string;
  steps: Step[];
}

/**
 * A text's verdict: it formats within the renderer's budget, or it does not: a step overran its
 * time ('slow'), marked threw ('complex'), or the renderer would refuse it past a limit.
 */
export type CheckVerdict = 'ok' | 'slow' | 'complex' | RenderLimit;

/** A verdict, with the text's plain-text blocks (server/db/plainText.ts) when it is 'ok'. */
export type CheckReply =
  | { ready: true; cpuTimeFile: string | null }
  | { id: number; verdict: CheckVerdict; blocks: readonly string[] | null };

/** The thread's start data: the shared progress (see the file's comment). */
export interface CheckThreadData {
  progress: SharedArrayBuffer;
}

// Formatted before the thread says it is ready, so the first save it checks does not pay for
// compiling marked and the renderer's blocks: a thread that replaced one ended past its budget
// took 1.6 s of wall time for its first 100 KB of demo text, and went over the step's budget,
// with one pass of this; a few passes make it optimized code (about 50 ms at start).
const SAMPLE =
  '# Title\n\nSome *emphasis*, **strong**, `code` and [a link](/x).\n\n- a\n  - b\n\n> q\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```js\nx\n```\n'.repeat(
    20,
  );

const { progress } = workerData as CheckThreadData;
const onStep = new Int32Array(progress, 0, 1);
const starts = new Float64Array(progress, 8);

const cpuTimeFile = threadCpuTimeFile();
const clock = threadClock(cpuTimeFile);

/** Marks the renderer's own slots; nothing made here is shown to anyone. */
const NONCE = 'check';

/**
 * Whether each step of `source` formats within its time, and the whole within the render
 * budget. Only the whole is held to the budget: a part cut from it may count what the whole
 * does not (the inside of a code fence whose opening it lacks).
 */
function verdict({ id, source, steps }: CheckRequest): CheckVerdict {
  for (let i = 0; i < steps.length; i++) {
    const [from, to, budgetMs] = steps[i]!;
    const whole = i === steps.length - 1;
    const start = clock();
    starts[i] = start;
    Atomics.store(onStep, 0, ((id & 0xffffff) << 5) | i);
    const part = source.slice(from, to);
    try {
      markdownBlocks(part, NONCE, maxHtmlChars(part));
    } catch (error) {
      if (!(error instanceof RenderLimitError)) return 'complex';
      if (whole) return error.limit;
    }
    if (clock() - start > budgetMs) return 'slow';
  }
  return 'ok';
}

const port = parentPort!;
for (let pass = 0; pass < 5; pass++) markdownBlocks(SAMPLE, NONCE, maxHtmlChars(SAMPLE));
port.on('message', (job: CheckRequest) => {
  const answer = verdict(job);
  // Done with the steps the pool times; the reduction is linear (plainText.ts) and not timed.
  Atomics.store(onStep, 0, ((job.id & 0xffffff) << 5) | job.steps.length);
  const blocks = answer === 'ok' ? markdownToBlocks(job.source) : null;
  port.postMessage({ id: job.id, verdict: answer, blocks } satisfies CheckReply);
});
port.postMessage({ ready: true, cpuTimeFile } satisfies CheckReply);
