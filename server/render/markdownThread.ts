// The server's render thread (see serverMarkdown.ts): renders what the event loop sends it,
// one request at a time, and says when it is ready (jsdom, DOMPurify and marked loaded and
// warmed), so that the event loop's budget times the render and never the thread's start.
import { parentPort } from 'node:worker_threads';
import { renderOnThisThread, type RenderRequest, type RenderResult } from './renderOnThisThread';

export type ThreadRequest = RenderRequest & { id: number };
export type ThreadReply = { ready: true } | ({ id: number } & RenderResult);

const port = parentPort!;
// Warm: every step a page's first body takes (fenced code highlighted, a table, a link, a
// heading), so that a page's first render is not timed with the engine's cold start.
renderOnThisThread({
  source: [
    '# Ready',
    '*warm* `up` [link](/articles/a) ![image](/media/a.png)',
    '| a | b |\n| - | - |\n| 1 | 2 |',
    '```ts\nconst a: number = 1;\n```',
    '```css\na { color: red }\n```',
    '- [ ] task\n> quote',
  ].join('\n\n'),
  origin: 'http://folio.invalid',
  highlight: true,
  base: null,
});
port.on('message', (request: ThreadRequest) => {
  const { id, ...rest } = request;
  port.postMessage({ id, ...renderOnThisThread(rest) } satisfies ThreadReply);
});
port.postMessage({ ready: true } satisfies ThreadReply);
