import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { StaticSite } from '../static';

export interface StaticRoutesOptions {
  /** The built client (dist/); null serves the API alone (e.g. behind the dev server). */
  clientDir?: string | null;
  /**
   * The server-rendered page of an app route (routes/pages.ts), resolving true once it has
   * answered; resolving false, or absent (no renderer bundle), the SPA shell answers.
   */
  pages?: ((request: FastifyRequest, reply: FastifyReply) => Promise<boolean>) | null;
}

/**
 * The built client everywhere routes/media.ts does not answer (an app
 * route gets index.html), and what every other request gets: 405 for a
 * method no route takes, 404 otherwise. Added to the root instance, since
 * the not-found handler is the whole server's.
 */
export function addStaticRoutes(app: FastifyInstance, options: StaticRoutesOptions): void {
  if (options.clientDir) {
    const client = new StaticSite({
      root: options.clientDir,
      mount: '/',
      // Content-hashed names never change meaning; everything else revalidates.
      cacheControl: (urlPath) =>
        urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      fallback: 'index.html',
    });
    const pages = options.pages;
    app.get('/*', async (request, reply) => {
      if (pages && client.isFallback(new URL(request.url, 'http://folio.invalid').pathname)) {
        if (await pages(request, reply)) return reply;
      }
      return serveStatic(client, request, reply);
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendText(reply.header('allow', 'GET, HEAD'), 405, 'Method not allowed\n');
    }
    return sendText(reply, 404, 'Not found\n');
  });
}

/** A file of `site` (GET or HEAD), with its caching headers, or 404. */
export function serveStatic(
  site: StaticSite,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(request.url, 'http://folio.invalid').pathname);
  } catch {
    return sendBadUrl(reply);
  }
  const answer = site.answer(pathname, request.headers);
  if (!answer) return sendText(reply, 404, 'Not found\n');
  return reply
    .code(answer.status)
    .headers(answer.headers)
    .send(answer.body ?? undefined);
}

/** What a URL that does not decode gets, from a route or from Fastify's router. */
export function sendBadUrl(reply: FastifyReply): FastifyReply {
  return sendText(reply, 400, 'Bad request: malformed URL\n');
}

function sendText(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply
    .code(status)
    .type('text/plain; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(text);
}
