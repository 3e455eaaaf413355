// The server's render thread (see serverMarkdown.ts): renders what the event loop sends it,
// one request at a time, and says when it is ready (jsdom, DOMPurify and marked loaded and
// warmed), so that the event loop's budget times the render and never the thread's start.
import { parentPort } from 'node:worker_threads';
import { CODE_LANGUAGES } from '../../src/markdown/codeLanguages';
import { renderOnThisThread, type RenderRequest, type RenderResult } from './renderOnThisThread';

export type ThreadRequest = RenderRequest & { id: number };
export type ThreadReply = { ready: true } | ({ id: number } & RenderResult);

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
port.on('message', (request: ThreadRequest) => {
  const { id, ...rest } = request;
  port.postMessage({ id, ...renderOnThisThread(rest) } satisfies ThreadReply);
});
port.postMessage({ ready: true } satisfies ThreadReply);
