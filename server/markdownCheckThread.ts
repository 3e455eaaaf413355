// A thread of the save check (markdownBudget.ts): formats what the event loop sends it with the
// marked the client bundles, the client's lexer options and its footnote extension, one text at
// a time. It times each step itself, so that a verdict does not depend on when the event loop
// gets to it; and it writes which step it is on, and since when, where the event loop can read
// it at once (shared memory: job id and step packed in one integer, then each step's start).
// Time is the thread's own CPU time where Linux tells it (/proc/<pid>/task/<tid>/schedstat,
// readable from both threads): a busy machine makes a text wait, not fail. Elsewhere it is the
// wall clock (performance.timeOrigin + now, the same in both threads).
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { Marked } from 'marked';
import { footnoteExtension, footnotesBlock } from '../src/markdown/footnotes';
import { LEXER_OPTIONS } from '../src/markdown/lexProtocol';
import type { Step } from './markdownSteps';

/** What the pool sends: a text, its steps (markdownSteps.ts) and the HTML it may make. */
export interface CheckRequest {
  id: number;
  source: string;
  steps: Step[];
  maxChars: number;
}

export type CheckReply = { ready: true; cpuTimeFile: string | null } | { id: number; ok: boolean };

/** The thread's start data: the shared progress (see the file's comment). */
export interface CheckThreadData {
  progress: SharedArrayBuffer;
}

// Formatted once before the thread says it is ready, so the first save it checks does not pay
// for compiling marked.
const SAMPLE =
  '# Title\n\nSome *emphasis*, **strong**, `code` and [a link](/x).\n\n- a\n  - b\n\n> q\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```js\nx\n```\n'.repeat(
    20,
  );

const { progress } = workerData as CheckThreadData;
const onStep = new Int32Array(progress, 0, 1);
const starts = new Float64Array(progress, 8);

function threadCpuTimeFile(): string | null {
  try {
    const file = `/proc/${fs.readlinkSync('/proc/thread-self')}/schedstat`;
    fs.readFileSync(file);
    return file;
  } catch {
    return null;
  }
}

const cpuTimeFile = threadCpuTimeFile();
const clock = cpuTimeFile
  ? () => Number(fs.readFileSync(cpuTimeFile, 'latin1').split(' ')[0]) / 1e6
  : () => performance.timeOrigin + performance.now();

const marked = new Marked({ ...LEXER_OPTIONS, async: false });
marked.use(footnoteExtension(() => 'x-'));

/** Whether each step of `source` formats within its budget, and the whole within `maxChars`. */
function formats({ id, source, steps, maxChars }: CheckRequest): boolean {
  for (let i = 0; i < steps.length; i++) {
    const [from, to, budgetMs] = steps[i]!;
    const start = clock();
    starts[i] = start;
    Atomics.store(onStep, 0, ((id & 0xffffff) << 5) | i);
    let html: string;
    try {
      const tokens = marked.lexer(source.slice(from, to));
      const notes = footnotesBlock(tokens);
      html = marked.parser(notes ? [...tokens, notes] : tokens);
    } catch {
      // A stack overflow (deep nesting) or any other failure: it does not format.
      return false;
    }
    if (clock() - start > budgetMs) return false;
    if (i === steps.length - 1) return html.length <= maxChars;
  }
  return false;
}

const port = parentPort!;
marked.parse(SAMPLE);
port.on('message', (job: CheckRequest) => {
  const ok = formats(job);
  Atomics.store(onStep, 0, ((job.id & 0xffffff) << 5) | job.steps.length);
  port.postMessage({ id: job.id, ok } satisfies CheckReply);
});
port.postMessage({ ready: true, cpuTimeFile } satisfies CheckReply);
