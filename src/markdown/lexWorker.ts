// The Markdown lexer's own thread (see lexer.ts): marked is super-linear on some inputs (30 KB
// of `_*a` take it seconds), so the page runs it here, where it can be stopped, and never on
// its main thread. marked is imported when the thread starts: a chunk of its own, fetched by
// this thread, not by the page before its first paint.
import type { LexReply, LexRequest } from './lexProtocol';

interface LexerScope {
  postMessage(message: LexReply): void;
  onmessage: ((event: MessageEvent<LexRequest>) => void) | null;
}

const scope = self as unknown as LexerScope;

const loaded = import('./markdownBlocks');

loaded.then(
  () => scope.postMessage({ ready: true }),
  () => scope.postMessage({ ready: false }),
);

scope.onmessage = ({ data }) => {
  void loaded.then(({ markdownBlocks }) => {
    let reply: LexReply;
    try {
      reply = { id: data.id, lexed: markdownBlocks(data.source, data.nonce, data.maxChars) };
    } catch {
      // A stack overflow (deep nesting), marked's own "infinite loop" guard, or too much HTML.
      reply = { id: data.id, failed: 'complex' };
    }
    scope.postMessage(reply);
  });
};
