// The server's render thread (see serverMarkdown.ts): renders what the event loop sends it,
// one request at a time, and says when it is ready (jsdom, DOMPurify and marked loaded and
// warmed), so that the event loop's budget times the render and never the thread's start.
import v8 from 'node:v8';
import vm from 'node:vm';
import { parentPort } from 'node:worker_threads';
import { CODE_LANGUAGES } from '../../src/markdown/codeLanguages';
import { threadClock, threadCpuTimeFile } from '../threads/threadClock';
import { renderOnThisThread, type RenderRequest, type RenderResult } from './renderOnThisThread';

export type ThreadRequest = RenderRequest & { id: number };
/**
 * The thread's CPU clock (threadClock.ts), then each render's result, with the thread's time
 * it took (ms), its live heap after it (bytes), and whether the thread is past
 * RETIRE_AT_HEAP_SHARE of its limit: the pool then ends it before its next render.
 */
export type ThreadReply =
  | { ready: true; cpuTimeFile: string | null }
  | ({ id: number; heapUsed: number; retire: boolean; cpuMs: number } & RenderResult);

/**
 * A thread whose live heap is past this share of its limit after a render is ended between
 * renders and replaced, well before the limit would end it mid-render. A render that then runs
 * out of memory allocated the rest itself: that is the source's cost (renderThreads.ts).
 */
const RETIRE_AT_HEAP_SHARE = 0.5;

// What the heap holds past the share may be garbage not yet collected: it is collected before
// the thread is judged (rarely: ~50 ms once the heap is that large), so that garbage never
// costs a thread's restart (1–2 s of a core).
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

function heapAfterRender(): { heapUsed: number; retire: boolean } {
  const limit = v8.getHeapStatistics().heap_size_limit * RETIRE_AT_HEAP_SHARE;
  let heapUsed = v8.getHeapStatistics().used_heap_size;
  if (heapUsed > limit) {
    collectGarbage();
    heapUsed = v8.getHeapStatistics().used_heap_size;
  }
  return { heapUsed, retire: heapUsed > limit };
}

const port = parentPort!;
// Warm: every step a page's body takes (code in every grammar, a table, links, a heading), so a
// page's first render is not timed with the engine's cold start: every grammar compiles its
// patterns at its first use, which made the first long article with code miss the budget.
renderOnThisThread({
  source: [
    '# Ready',
    '*warm* `up` [link](/articles/a) ![image](/media/a.png)',
    '| a | b |\n| - | - |\n| 1 | 2 |',
    '- [ ] task\n> quote',
    ...CODE_LANGUAGES.map(({ grammar }) => `\`\`\`${grammar}\nconst a = f("b", 1); // c\n\`\`\``),
  ].join('\n\n'),
  origin: 'http://folio.invalid',
  highlight: true,
  base: null,
});
const cpuTimeFile = threadCpuTimeFile();
const clock = threadClock(cpuTimeFile);
port.on('message', (request: ThreadRequest) => {
  const { id, ...rest } = request;
  const started = clock();
  const result = renderOnThisThread(rest);
  const cpuMs = clock() - started;
  port.postMessage({ id, cpuMs, ...heapAfterRender(), ...result } satisfies ThreadReply);
});
port.postMessage({ ready: true, cpuTimeFile } satisfies ThreadReply);
