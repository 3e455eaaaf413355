import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TrustProxy } from '../auth/clientAddress';
import { requestSession } from '../auth/sessionCookie';
import { createContext } from '../context';
import type { FolioDatabase } from '../db/database';
import type { PageRenderer } from '../render/pageRenderer';
import { PUBLIC_CACHE_CONTROL, etagOf, matchesEtag } from '../render/publicDocument';
import { publicOrigin } from '../render/publicOrigin';

export interface PagesOptions {
  db: FolioDatabase;
  renderer: PageRenderer;
  secureCookies?: boolean;
  trustProxy?: TrustProxy;
  publicUrl?: string | null;
}

/**
 * Answers an app URL with its server-rendered page (src/entry-server.tsx): status 404 when the
 * page is the not-found page, 200 otherwise. What an anonymous reader gets is the same for all of
 * them, so a CDN may keep it a few minutes (with an ETag for 304s); anything rendered with a
 * session cookie is `private, no-store`, and `Vary: Cookie` keeps a cache from handing one to
 * the other. Resolves null for a URL the SPA shell answers (editor, drafts, settings, sign-in),
 * and when rendering failed (logged): the shell then renders the page from the network.
 */
export function pageHandler(options: PagesOptions) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | null> => {
    const session = requestSession(request.raw, request.cookies, options);
    const context = createContext(options.db, session);
    let rendered;
    try {
      rendered = await options.renderer.render({
        url: request.url,
        origin: publicOrigin(request, options.publicUrl ?? null, options.trustProxy),
        context,
        onError: (error) =>
          request.log.error(
            `server rendering ${request.url.split('?')[0]}: ${(error as Error)?.stack ?? String(error)}`,
          ),
      });
    } catch (error) {
      request.log.error(`server rendering ${request.url.split('?')[0]} failed: ${String(error)}`);
      return null;
    }
    if (!rendered) return null;
    // Set before the first byte: a session renewed while the page's queries ran.
    if (session.setCookies.length > 0) reply.header('set-cookie', [...session.setCookies]);
    reply.code(rendered.status).type('text/html; charset=utf-8').header('vary', 'cookie');
    if (session.token !== null || session.setCookies.length > 0) {
      return reply.header('cache-control', 'private, no-store').send(rendered.html);
    }
    const etag = etagOf(rendered.html);
    reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.send(rendered.html);
  };
}
