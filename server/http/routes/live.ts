// GET /live/comments?article=<id>: live updates of an article's comments (issue 29 item 6).
// With `Accept: text/event-stream`, a stream of server-sent events (liveComments.ts): the
// version of the comments this viewer can see, at once and whenever it changes, and a comment
// line as a heartbeat. Otherwise, for polling where a stream cannot stay open, that version as
// JSON with an ETag (If-None-Match: 304). Either way the client reads the comments through
// GraphQL when the version moves; nothing here carries a comment.
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addressKey, requestOrigin, TRUST_NO_PROXY } from '../../auth/clientAddress';
import { commentVisibility } from '../../auth/permissions';
import { ReadRates, readsRefusedMessage } from '../../auth/readRates';
import { requestSession, type SessionCookieOptions } from '../../auth/sessionCookie';
import type { Store } from '../../db/store';
import { createContext } from '../../graphql/context';
import { idOfType } from '../../graphql/ids';
import { visibleArticle } from '../../graphql/resolvers/visibility';
import { LiveComments, type LiveOptions } from '../liveComments';

export interface LiveRouteOptions extends SessionCookieOptions {
  store: Store;
  readRates?: ReadRates;
  /** The streams' limits and clocks (liveComments.ts LIVE_DEFAULTS). */
  live?: LiveOptions;
}

const REFUSED_RETRY_SECONDS = 30;

function plain(reply: FastifyReply, status: number, text: string) {
  return reply.code(status).type('text/plain; charset=utf-8').send(text);
}

export async function liveRoutes(app: FastifyInstance, options: LiveRouteOptions) {
  const { store } = options;
  const trust = options.trustProxy ?? TRUST_NO_PROXY;
  const readRates = options.readRates ?? new ReadRates();
  const hub = new LiveComments(store, options.live);
  // Before the server stops listening: open streams would otherwise hold its close.
  app.addHook('preClose', (done) => {
    hub.close();
    done();
  });

  app.get('/live/comments', async (request: FastifyRequest, reply: FastifyReply) => {
    // Per viewer, never stored by a shared cache.
    reply.header('cache-control', 'no-cache, private').header('vary', 'Cookie, Accept');
    const wait = readRates.take(request.raw, trust);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      return plain(reply, 429, readsRefusedMessage(wait));
    }
    const { article } = request.query as Record<string, unknown>;
    const session = requestSession(request.raw, request.cookies, options);
    const ctx = createContext(store, session);
    const id = typeof article === 'string' ? idOfType(store, article, 'Article') : null;
    // An article the viewer may not see is answered as one that does not exist.
    const row = id === null ? null : await visibleArticle(ctx, id);
    if (!row) return plain(reply, 404, 'No such article.');
    const seen = commentVisibility(await ctx.viewer());
    if (session.setCookies.length > 0) reply.header('set-cookie', [...session.setCookies]);

    if (!(request.headers.accept ?? '').includes('text/event-stream')) {
      const version = await store.comments.commentsVersion(row.id, seen);
      const etag = `"${version}"`;
      reply.header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send({ version });
    }

    const address = addressKey(requestOrigin(request.raw, trust).ip);
    const refused = hub.admits(address);
    if (refused) {
      reply.header('retry-after', String(REFUSED_RETRY_SECONDS));
      return refused === 'address'
        ? plain(reply, 429, 'Too many live connections from your address; updates come by polling.')
        : plain(reply, 503, 'The server holds as many live connections as it can.');
    }
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      // No proxy may buffer or compress the stream (nginx reads X-Accel-Buffering).
      'cache-control': 'no-cache, no-transform, private',
      'x-accel-buffering': 'no',
    });
    const stop = await hub.open(
      { articleId: row.id, seen, address },
      { write: (chunk) => res.write(chunk), end: () => res.end() },
    );
    if (res.destroyed) stop();
    else res.once('close', stop);
  });
}
