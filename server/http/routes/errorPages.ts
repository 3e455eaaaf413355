// What every route but /graphql (which answers in JSON, graphqlErrors.ts) sends when it fails:
// one error handler for pages, feeds, sitemaps and media, so that an outage or a bug reads the
// same everywhere and no route leaks an error's message (a database's address, a file path).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ReadsRefused } from '../../auth/readRates';
import { isStoreUnavailable } from '../../db/storeUnavailable';
import { STORE_RETRY_AFTER_SECONDS } from './graphqlErrors';

const UNAVAILABLE = {
  title: 'Folio is unavailable',
  message: 'The database is not answering right now. Try again in a moment.',
};
const TOO_MANY = { title: 'Too many requests' };
const FAILED = {
  title: 'Something went wrong',
  message: 'Something went wrong on the server while answering this request.',
};

/**
 * Fastify's error handler for the whole server. The store unavailable: 503 with Retry-After,
 * logged as a warning (an outage, not a bug). Any other error of ours (5xx): 500, logged at
 * error level with its stack (the line carries the request's id, which the page shows).
 * A client's error (4xx: a body too large, a bad content type) keeps Fastify's own answer.
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0];
  if (isStoreUnavailable(error)) {
    request.log.warn(`the store is unavailable (${request.method} ${path}): ${error.message}`);
    reply.header('retry-after', String(STORE_RETRY_AFTER_SECONDS));
    return sendErrorPage(request, reply, 503, UNAVAILABLE.title, UNAVAILABLE.message);
  }
  if (error instanceof ReadsRefused) {
    reply.header('retry-after', String(error.retryAfterSeconds));
    return sendErrorPage(request, reply, 429, TOO_MANY.title, error.message);
  }
  if ((error.statusCode ?? 500) < 500) return reply.send(error);
  request.log.error(`${request.method} ${path} failed: ${error.stack ?? String(error)}`);
  return sendErrorPage(
    request,
    reply,
    500,
    FAILED.title,
    `${FAILED.message} If it keeps happening, quote this reference: ${request.id}.`,
  );
}

/**
 * An error page: an HTML document for a browser (it asks for text/html), plain text for
 * anything else (a feed reader, a crawler fetching the sitemap, an image request). Never kept:
 * the next request may well succeed.
 */
function sendErrorPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  title: string,
  message: string,
): FastifyReply {
  reply.code(status).header('cache-control', 'no-store');
  // Whatever the route had set for its own answer (an image's type, a page's ETag) is not this.
  reply.removeHeader('etag').removeHeader('content-encoding').removeHeader('content-length');
  if (!String(request.headers.accept ?? '').includes('text/html')) {
    return reply.type('text/plain; charset=utf-8').send(`${title}. ${message}\n`);
  }
  return reply.type('text/html; charset=utf-8').send(errorDocument(title, message));
}

/** The document: no script, no stylesheet (either may be what failed), the way home. */
function errorDocument(title: string, message: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${title} · Folio</title></head>`,
    `<body><main><h1>${title}</h1><p>${message}</p><p><a href="/">Folio's home page</a></p></main></body>`,
    '</html>',
    '',
  ].join('\n');
}
