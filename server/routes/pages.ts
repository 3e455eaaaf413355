import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TrustProxy } from '../auth/clientAddress';
import { requestSession } from '../auth/sessionCookie';
import { createContext } from '../context';
import type { Store } from '../db/store';
import { negotiateEncoding } from '../negotiateEncoding';
import { PageCache } from '../render/pageCache';
import { PAGE_CODINGS, type PageCoding, encodePage, encodedEtag } from '../render/pageEncoding';
import type { PageRenderer } from '../render/pageRenderer';
import { PUBLIC_CACHE_CONTROL, matchesEtag } from '../render/publicDocument';
import { publicOrigin } from '../render/publicOrigin';
import { storeGeneration } from '../render/storeGeneration';

export interface PagesOptions {
  store: Store;
  renderer: PageRenderer;
  secureCookies?: boolean;
  trustProxy?: TrustProxy;
  publicUrl?: string | null;
  /** Where anonymous readers' pages are kept (a test may pass a small one to watch it). */
  pageCache?: PageCache;
}

/**
 * Answers an app URL with its server-rendered page (src/entry-server.tsx): status 404 when the
 * page is the not-found page, 200 otherwise, compressed when the client takes it. What an
 * anonymous reader gets is the same for all of them: it is rendered once per store change
 * (render/pageCache.ts) and a CDN may keep it a few minutes (with an ETag for 304s). Anything
 * rendered with a session cookie is rendered for that reader alone, never kept, and sent
 * `private, no-store`; `Vary: Cookie` keeps a cache from handing one to the other. Resolves
 * null for a URL the SPA shell answers (editor, drafts, settings, sign-in), and when rendering
 * failed (logged): the shell then renders the page from the network.
 */
export function pageHandler(options: PagesOptions) {
  const cache = options.pageCache ?? new PageCache({ generation: storeGeneration(options.store) });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | null> => {
    const session = requestSession(request.raw, request.cookies, options);
    const origin = publicOrigin(request, options.publicUrl ?? null, options.trustProxy);
    const render = async () => {
      try {
        return await options.renderer.render({
          url: request.url,
          origin,
          context: createContext(options.store, session),
          onError: (error) =>
            request.log.error(
              `server rendering ${request.url.split('?')[0]}: ${(error as Error)?.stack ?? String(error)}`,
            ),
        });
      } catch (error) {
        request.log.error(`server rendering ${request.url.split('?')[0]} failed: ${String(error)}`);
        return null;
      }
    };
    reply.type('text/html; charset=utf-8').header('vary', 'cookie, accept-encoding');
    const coding = negotiateEncoding(request.headers['accept-encoding'], PAGE_CODINGS);

    if (session.token === null) {
      const page = await cache.page(request.url, origin, render);
      if (!page) return null;
      const etag = encodedEtag(page.etag, coding);
      reply.code(page.status).header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      if (!coding) return reply.send(page.html);
      const body = await cache.encoded(request.url, origin, page, coding);
      return reply.header('content-encoding', coding).send(body);
    }

    const rendered = await render();
    if (!rendered) return null;
    // Set before the first byte: a session renewed while the page's queries ran.
    if (session.setCookies.length > 0) reply.header('set-cookie', [...session.setCookies]);
    reply.code(rendered.status).header('cache-control', 'private, no-store');
    return sendPrivate(reply, Buffer.from(rendered.html), coding);
  };
}

async function sendPrivate(
  reply: FastifyReply,
  html: Buffer,
  coding: PageCoding | null,
): Promise<FastifyReply> {
  if (!coding) return reply.send(html);
  return reply.header('content-encoding', coding).send(await encodePage(html, coding));
}
