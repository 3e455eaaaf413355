// Which GraphQL answers a shared cache (a CDN) may keep. Only what every anonymous reader would
// get alike: a GET (so never a mutation: graphql-http refuses those with 405) from a client with
// no session cookie, answered 200 with data and no errors, that set no cookie. Errors are never
// shared, even an anonymous 200 with `errors`: a masked INTERNAL_SERVER_ERROR or a passing
// failure kept for a minute (and served stale for five more) would reach every reader. 4xx and
// 5xx answers are private for the same reason. The edge rule that goes with this (bypass the
// cache when a session cookie is sent) is in the README under Caching.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../../graphql/context';
import { etagOf, matchesEtag } from '../../render/publicDocument';

/** Fresh in shared caches for a minute, served stale while revalidating for five more; never by browsers. */
export const GRAPHQL_PUBLIC_CACHE_CONTROL =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const GRAPHQL_PRIVATE_CACHE_CONTROL = 'private, no-store';
/**
 * Every /graphql answer depends on these: the session cookie (the viewer), Accept (graphql-http
 * picks the media type, and the status of a request error, from it) and Accept-Encoding.
 */
export const GRAPHQL_VARY = 'Cookie, Accept, Accept-Encoding';

export interface GraphQLAnswer {
  status: number;
  /** The JSON body before compression; null when there is none. */
  body: string | null;
  /** Whether the executed result carried `errors`. */
  hadErrors: boolean;
  /** Set-Cookie lines the request asked for (a session renewed, cleared or started). */
  setCookies: readonly string[];
}

/** Whether the request carries a session cookie under either of its names, read or not. */
export function carriesSessionCookie(request: FastifyRequest): boolean {
  const cookies = request.cookies;
  return Boolean(cookies[SESSION_COOKIE] || cookies[SECURE_SESSION_COOKIE]);
}

/**
 * Writes Cache-Control, Vary and (for a shareable answer) a weak ETag. The ETag is weak because
 * one validator names the brotli, gzip and identity bodies alike (RFC 9110 §8.8.3: a strong one
 * would have to differ per content coding). Returns true when the client already holds this
 * very answer: the caller then sends 304 with no body.
 */
export function applyGraphQLCaching(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: GraphQLAnswer,
): boolean {
  reply.header('vary', GRAPHQL_VARY);
  const shareable =
    request.method === 'GET' &&
    answer.status === 200 &&
    answer.body !== null &&
    !answer.hadErrors &&
    answer.setCookies.length === 0 &&
    !carriesSessionCookie(request);
  if (!shareable || answer.body === null) {
    reply.header('cache-control', GRAPHQL_PRIVATE_CACHE_CONTROL);
    return false;
  }
  const etag = etagOf(answer.body);
  reply.header('cache-control', GRAPHQL_PUBLIC_CACHE_CONTROL).header('etag', `W/${etag}`);
  return matchesEtag(request.headers['if-none-match'], etag);
}
