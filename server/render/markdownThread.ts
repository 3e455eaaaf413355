// The server's render thread (see serverMarkdown.ts): renders what the event loop sends it,
// one request at a time, and says when it is ready (jsdom, DOMPurify and marked loaded and
// warmed), so that the event loop's budget times the render and never the thread's start.
import { parentPort } from 'node:worker_threads';
import { renderOnThisThread, type RenderRequest, type RenderResult } from './renderOnThisThread';

export type ThreadRequest = RenderRequest & { id: number };
export type ThreadReply = { ready: true } | ({ id: number } & RenderResult);

const port = parentPort!;
renderOnThisThread({
  source: '# Ready\n\n*warm* `up`',
  origin: 'http://folio.invalid',
  highlight: true,
  base: null,
});
port.on('message', (request: ThreadRequest) => {
  const { id, ...rest } = request;
  port.postMessage({ id, ...renderOnThisThread(rest) } satisfies ThreadReply);
});
port.postMessage({ ready: true } satisfies ThreadReply);
