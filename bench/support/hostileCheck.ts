/**
 * The CPU a hostile save costs in-process, piece by piece, and the Markdown check's steps now
 * (server/markdown/markdownSteps.ts) against the growing parts it used before, side by side in one run:
 * wall times on a shared machine move with its load, a thread's own CPU time much less.
 *
 * Per shape at the size limit: the event loop's share of a save (markdownRereads, then the
 * plain-text reduction, which the save runs while the thread checks), and the check thread's
 * CPU under each set of steps, on one warm thread of server/markdown/markdownBudgetThread.ts. A step
 * past its budget counts its budget, as in the server, where the thread is ended there.
 */
import { markdownToPlainText } from '../../server/db/plainText';
import { type Slot, startWorker } from '../../server/markdown/markdownBudgetThread';
import type { CheckRequest } from '../../server/markdown/markdownCheckThread';
import { MARKDOWN_REREAD_LIMIT, markdownRereads } from '../../server/markdown/markdownRereads';
import {
  MARKDOWN_BUDGET_FLOOR_MS,
  MARKDOWN_BUDGET_MS_PER_KB,
  markdownSteps,
  type Step,
} from '../../server/markdown/markdownSteps';
import type { HostileShape } from '../../test/hostile/markdown';

export interface CheckTiming {
  shape: string;
  /** Event-loop CPU: the re-read count, then the plain-text reduction (median, ms). */
  rereadsMs: number;
  reductionMs: number;
  /** Whether the re-read count refused the text (no thread then). */
  refusedByCount: boolean;
  /** Check-thread CPU with the steps before and now (median, ms; 0 when refused by the count). */
  checkBeforeMs: number;
  checkNowMs: number;
}

/** The steps until this change: growing heads, each 4× the last, up to a quarter; the last 4,000. */
export function stepsBefore(length: number): Step[] {
  const heads: number[] = [];
  for (let end = Math.floor(length / 4); end >= 1_500; end = Math.floor(end / 4)) {
    heads.unshift(end);
  }
  const parts: [number, number][] = heads.map((end) => [0, end]);
  if (length >= 8_000) parts.splice(1, 0, [length - 4_000, length]);
  parts.push([0, length]);
  return parts.map(([from, to]) => [
    from,
    to,
    MARKDOWN_BUDGET_FLOOR_MS + ((to - from) / 1000) * MARKDOWN_BUDGET_MS_PER_KB,
  ]);
}

// The whole process's CPU: the check thread is idle while the event loop's share is measured.
const processCpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** A stand-alone check thread (no pool): one job at a time, its CPU read from its own clock. */
async function checkThread(): Promise<{ slot: Slot; close(): Promise<number> }> {
  let onSettled = () => {};
  const slot = startWorker({ settled: () => onSettled(), died: () => {} });
  await new Promise<void>((resolve) => {
    onSettled = () => slot.ready && resolve();
  });
  onSettled = () => {};
  return { slot, close: () => slot.worker.terminate() };
}

let nextId = 1;

/** The thread CPU one check of `source` with `steps` takes, each step capped at its budget. */
async function timeCheck(slot: Slot, source: string, steps: Step[]): Promise<number> {
  const id = nextId++;
  const answered = new Promise<void>((resolve, reject) => {
    slot.job = { id, source, resolve: () => resolve(), reject };
  });
  slot.steps = steps;
  // Steps the thread never reaches keep NaN: how far it got, since its last word is always "done".
  slot.starts.fill(Number.NaN);
  slot.worker.ref();
  slot.worker.postMessage({ id, source, steps } satisfies CheckRequest);
  await answered;
  const end = slot.clock();
  let reached = 0;
  while (reached < steps.length && !Number.isNaN(slot.starts[reached]!)) reached++;
  let total = 0;
  for (let i = 0; i < reached; i++) {
    const stepEnd = i + 1 < reached ? slot.starts[i + 1]! : end;
    total += Math.min(stepEnd - slot.starts[i]!, steps[i]![2]);
  }
  return total;
}

/** Times each shape at `length`, `runs` times (before and now alternating), medians. */
export async function timeHostileChecks(
  shapes: HostileShape[],
  length: number,
  runs: number,
  onTiming: (timing: CheckTiming) => void,
): Promise<CheckTiming[]> {
  const thread = await checkThread();
  const results: CheckTiming[] = [];
  try {
    // Both functions warm before the first shape is timed.
    markdownToPlainText('# warm\n\nsome *words* and a [link](x).');
    markdownRereads('# warm\n\nsome *words* and a [link](x).');
    for (const shape of shapes) {
      const source = shape.make(length);
      const refusedByCount = markdownRereads(source) > MARKDOWN_REREAD_LIMIT;
      const times = { rereads: [] as number[], reduction: [] as number[] };
      const before: number[] = [];
      const now: number[] = [];
      for (let run = 0; run < runs; run++) {
        let started = processCpuMs();
        markdownRereads(source);
        times.rereads.push(processCpuMs() - started);
        markdownToPlainText(''); // not the cached reduction of the last run
        started = processCpuMs();
        markdownToPlainText(source);
        times.reduction.push(processCpuMs() - started);
        if (refusedByCount) continue;
        before.push(await timeCheck(thread.slot, source, stepsBefore(source.length)));
        now.push(await timeCheck(thread.slot, source, markdownSteps(source.length)));
      }
      const timing: CheckTiming = {
        shape: shape.name,
        rereadsMs: median(times.rereads),
        reductionMs: median(times.reduction),
        refusedByCount,
        checkBeforeMs: refusedByCount ? 0 : median(before),
        checkNowMs: refusedByCount ? 0 : median(now),
      };
      results.push(timing);
      onTiming(timing);
    }
  } finally {
    await thread.close();
  }
  return results;
}
