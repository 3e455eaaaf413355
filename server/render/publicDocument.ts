// How feeds and the sitemap are answered: cacheable by anyone for a few minutes (they are the
// same for every reader), with an ETag of their content so that a feed reader polling every
// few minutes gets a 304 and no body while nothing has changed.
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Fresh in shared caches for 5 minutes, served stale while revalidating for 10 more. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';

export const CONTENT_TYPES = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  text: 'text/plain; charset=utf-8',
} as const;

export type DocumentType = keyof typeof CONTENT_TYPES;

/**
 * Sends `body` with the public caching headers, or 304 when the client has this very body.
 * `etag`: its `etagOf`, when the caller has it already (a kept document).
 */
export function sendPublicDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  type: DocumentType,
  body: string | Buffer,
  etag = etagOf(body),
): FastifyReply {
  reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', etag);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(CONTENT_TYPES[type]).send(body);
}

/** A strong validator of `body`: its hash. */
export function etagOf(body: string | Buffer): string {
  return `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** `If-None-Match` compares weakly (RFC 9110 §13.1.2): `W/` is ignored, `*` matches. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || (value.startsWith('W/') ? value.slice(2) : value) === etag;
  });
}
