// The answers /graphql gives when something is wrong: an unavailable store, a body that is not
// JSON, request errors for GraphQL-over-HTTP clients (graphql.ts sends them). Bugs are masked
// in the pipeline both doors share (graphql/maskErrors.ts).
import type { FastifyRequest } from 'fastify';
import type { ExecutionResult } from 'graphql';
import type { Response as GraphQLHttpResponse } from 'graphql-http';

/** Seconds a client is asked to wait before it tries again while the store is unavailable. */
export const STORE_RETRY_AFTER_SECONDS = 5;

/**
 * The answer while the database cannot be reached: 503 with Retry-After and one error saying so
 * (code SERVICE_UNAVAILABLE), whatever the request asked; logged as a warning, without a stack.
 */
export function storeUnavailableResponse(
  request: FastifyRequest,
  cause: Error,
): GraphQLHttpResponse {
  request.log.warn(`the store is unavailable: ${cause.message}`);
  const error = {
    message: 'The database is not answering right now. Try again in a moment.',
    extensions: { code: 'SERVICE_UNAVAILABLE' },
  };
  return [
    JSON.stringify({ errors: [error] }),
    {
      status: 503,
      statusText: 'Service Unavailable',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'retry-after': String(STORE_RETRY_AFTER_SECONDS),
      },
    },
  ];
}

/** graphql-http refuses other content types with an empty 415: say what it wants. */
export function unsupportedMediaType(contentType: string | undefined): string {
  const given = String(contentType ?? 'none').slice(0, 100);
  const message =
    'A POST to /graphql must be JSON, sent with content-type application/json ' +
    `(charset utf-8, if any); this one's content-type was "${given}".`;
  return JSON.stringify({ errors: [{ message }] });
}

/**
 * graphql-http answers a request error found during execution (variables that
 * do not coerce) with 200. The GraphQL-over-HTTP specification asks for 400
 * when the client accepts application/graphql-response+json, as ours does, so
 * that the failure is visible without reading the body.
 */
export function requestErrorResponse(
  req: FastifyRequest,
  result: ExecutionResult,
): GraphQLHttpResponse | undefined {
  if (!result.errors || 'data' in result) return;
  const accept = String(req.headers.accept ?? '');
  if (!accept.includes('application/graphql-response+json')) return;
  return [
    JSON.stringify({ errors: result.errors }),
    {
      status: 400,
      statusText: 'Bad Request',
      headers: { 'content-type': 'application/graphql-response+json; charset=utf-8' },
    },
  ];
}
