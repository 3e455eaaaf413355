import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ExecutionResult, GraphQLError, type GraphQLSchema } from 'graphql';
import { createHandler } from 'graphql-http';
import type { Response as GraphQLHttpResponse } from 'graphql-http';
import { LIMITS } from '../../../schema/rules';
import { TRUST_NO_PROXY, type TrustProxy } from '../../auth/clientAddress';
import { ReadRates, readsRefusedMessage } from '../../auth/readRates';
import { type RequestSession, requestSession } from '../../auth/sessionCookie';
import { createContext } from '../../graphql/context';
import { JSON_NESTING_MESSAGE, jsonNestsTooDeeply } from '../../graphql/documentLimits';
import type { ExposedDemoAccounts } from '../../db/seed/demoPasswords';
import type { Store } from '../../db/store';
import { isStoreUnavailable } from '../../db/storeUnavailable';
import {
  type GraphQLPipeline,
  type OperationOutcome,
  executeOperation,
} from '../../graphql/executeOperation';
import { negotiateEncoding } from '../negotiateEncoding';
import { GRAPHQL_PRIVATE_CACHE_CONTROL, GRAPHQL_VARY, applyGraphQLCaching } from './graphqlCaching';
import {
  requestErrorResponse,
  storeUnavailableResponse,
  unsupportedMediaType,
} from './graphqlErrors';

// The limits a client is told of (413 over 1 MiB, depth 12) come from the
// product rules both sides import: schema/rules.ts's LIMITS.
const MAX_BODY_BYTES = LIMITS.requestBodyBytes;

export interface GraphQLRouteOptions {
  store: Store;
  schema: GraphQLSchema;
  /** Serve the session cookie as `__Host-…; Secure` on every request (set when served over https). */
  secureCookies?: boolean;
  /** Proxies believed about the client's address and scheme; none by default. */
  trustProxy?: TrustProxy;
  /** What every write budget is multiplied by (auth/writeLimits.ts); 1 by default. */
  writeLimitFactor?: number;
  /**
   * Set when others can reach the server (HOST off loopback): the owner's screens then name
   * the demo accounts that keep the published password (Site.demoAccountsExposed).
   */
  exposedDemoAccounts?: ExposedDemoAccounts | null;
  /** GraphQL requests and page renders per client address (auth/readRates.ts); one per app. */
  readRates?: ReadRates;
}

/**
 * GraphQL over HTTP at /graphql: graphql-http (the reference implementation
 * of the GraphQL-over-HTTP specification) behind Folio's limits. Registered
 * as an encapsulated plugin: its body parser and error handler are its own.
 */
export async function graphqlRoute(
  app: FastifyInstance,
  options: GraphQLRouteOptions & { pipeline: GraphQLPipeline },
) {
  const handler = createGraphQLHandler(options);

  // The body reaches graphql-http as text, whatever its type: graphql-http
  // itself refuses what is not JSON (415), so no form can act for a user.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_BODY_BYTES },
    (_req, body: Buffer, done) => {
      let text: string;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(body);
      } catch {
        return done(badRequest('Request body is not valid UTF-8.'));
      }
      // Before graphql-http parses it: a deep body is costly to parse and to walk.
      done(jsonNestsTooDeeply(text) ? badRequest(JSON_NESTING_MESSAGE) : null, text);
    },
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (request.raw.readableAborted || error.code === 'ECONNRESET') {
      // The client hung up mid-body: nobody is left to answer, and it is not our error.
      request.log.info(`${request.method} /graphql abandoned by the client before its body ended`);
      return reply.hijack();
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      refuseRestOfBody(request, reply);
      return sendErrors(reply, 413, `Request body is larger than ${MAX_BODY_BYTES / 2 ** 20} MiB.`);
    }
    if (isStoreUnavailable(error)) {
      const [body, init] = storeUnavailableResponse(request, error);
      return reply
        .code(init.status)
        .headers(init.headers ?? {})
        .send(body);
    }
    if (status >= 500) {
      request.log.error(`error while answering ${request.method} /graphql: ${String(error)}`);
      return sendErrors(reply, 500, 'Internal server error');
    }
    return sendErrors(reply, status, error.message);
  });

  // Counted before the body is read: a refused client's body is neither read nor parsed, and its
  // connection is closed rather than drained.
  const readRates = options.readRates ?? new ReadRates();
  app.addHook('onRequest', async (request, reply) => {
    const wait = readRates.take(request.raw, options.trustProxy ?? TRUST_NO_PROXY);
    if (wait === 0) return;
    reply.header('retry-after', String(wait)).header('connection', 'close');
    return sendErrors(reply, 429, readsRefusedMessage(wait), {
      code: 'TOO_MANY_REQUESTS',
      retryAfterSeconds: wait,
    });
  });

  app.all('/graphql', async (request, reply) => {
    const session = requestSession(request.raw, request.cookies, options);
    const [body, init] = await handler({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: typeof request.body === 'string' ? request.body : null,
      raw: request,
      context: session,
    });
    reply.code(init.status).headers(init.headers ?? {});
    const { setCookies } = session;
    const hadErrors = answeredWithErrors.has(request);
    const answer = { status: init.status, body, hadErrors, setCookies };
    if (applyGraphQLCaching(request, reply, answer)) return reply.code(304).send();
    if (setCookies.length > 0) reply.header('set-cookie', [...setCookies]);
    if (init.status === 415 && body === null) {
      return reply
        .type('application/json; charset=utf-8')
        .send(unsupportedMediaType(request.headers['content-type']));
    }
    return reply.send(body === null ? undefined : await compressed(request, reply, body));
  });
}

const badRequest = (message: string) => Object.assign(new Error(message), { statusCode: 400 });

/** Requests whose result carried `errors`: their answers are never shared (graphqlCaching.ts). */
const answeredWithErrors = new WeakSet<FastifyRequest>();

/**
 * graphql-http reads the request (its method, media types and parameters) and writes the
 * answer; the operation itself goes through the server's one pipeline (executeOperation.ts),
 * as a page's do. What is this door's own is here: no mutation over GET (405), a 503 while the
 * store is unavailable, and the statuses of the GraphQL-over-HTTP specification.
 */
function createGraphQLHandler(options: GraphQLRouteOptions & { pipeline: GraphQLPipeline }) {
  return createHandler<FastifyRequest, RequestSession>({
    onSubscribe: async (req, params) => {
      const outcome = await executeOperation(options.pipeline, {
        query: params.query,
        operationName: params.operationName,
        variables: params.variables,
        context: () =>
          createContext(options.store, req.context, {
            writeLimitFactor: options.writeLimitFactor,
            exposedDemoAccounts: options.exposedDemoAccounts,
          }),
        admit: (type) => !(type === 'mutation' && req.method === 'GET'),
        onInternalError: (error, errorId) =>
          req.raw.log.error(`error ${errorId}: ${error.stack ?? String(error)}`),
      });
      return answer(req.raw, outcome);
    },
  });
}

/** What graphql-http sends for an outcome: a response of ours, or errors and results it writes. */
function answer(
  request: FastifyRequest,
  outcome: OperationOutcome,
): GraphQLHttpResponse | readonly GraphQLError[] | ExecutionResult {
  switch (outcome.kind) {
    case 'invalid':
      // graphql-http answers these 200 or 400, by the media type the client accepts.
      return outcome.errors;
    case 'not admitted':
      // graphql-http's own answer: https://graphql.github.io/graphql-over-http/draft/#sel-GALJTPABABgCzsd
      return [
        JSON.stringify({ errors: [new GraphQLError('Cannot perform mutations over GET')] }),
        { status: 405, statusText: 'Method Not Allowed', headers: { allow: 'POST' } },
      ];
    case 'unavailable':
      answeredWithErrors.add(request);
      return storeUnavailableResponse(request, outcome.cause);
    case 'answered': {
      const { result } = outcome;
      if (outcome.hadErrors) answeredWithErrors.add(request);
      // A result without `data` (a request error) is still a result to graphql-http, not errors.
      return requestErrorResponse(request, result) ?? { data: undefined, ...result };
    }
  }
}

function sendErrors(
  reply: FastifyReply,
  status: number,
  message: string,
  extensions?: Record<string, unknown>,
): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .header('cache-control', GRAPHQL_PRIVATE_CACHE_CONTROL)
    .header('vary', GRAPHQL_VARY)
    .send(JSON.stringify({ errors: [extensions ? { message, extensions } : { message }] }));
}

/** How much of an oversized body is read and thrown away so its 413 arrives intact. */
const DISCARD_BUDGET_BYTES = 32 * 1024 * 1024;

/**
 * What to do with the unread rest of an oversized body. Fastify closes the
 * connection when the declared length is over the limit, but a socket closed
 * with unread data answers with a TCP reset that can destroy the 413 before
 * the client reads it. So the rest is read and discarded (the connection then
 * stays usable), up to a budget; a client that sends more than that is cut
 * off, its answer be damned.
 */
function refuseRestOfBody(request: FastifyRequest, reply: FastifyReply): void {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > DISCARD_BUDGET_BYTES) reply.header('connection', 'close');
  else reply.removeHeader('connection');
  const req = request.raw;
  let discarded = 0;
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_BUDGET_BYTES) req.socket.destroy();
  });
  req.resume();
}

const MIN_COMPRESS_BYTES = 1024;
// zlib's callback API compresses on libuv's thread pool: a large answer does
// not hold the event loop (and every other request) while it shrinks.
const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The answer, compressed when it is worth it and the client takes it. */
async function compressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
): Promise<Buffer> {
  const bytes = Buffer.from(body);
  if (bytes.length < MIN_COMPRESS_BYTES) return bytes;
  const coding = negotiateEncoding(request.headers['accept-encoding'], ['br', 'gzip']);
  if (!coding) return bytes;
  reply.header('content-encoding', coding);
  // Brotli at a low quality compresses JSON well at a fraction of gzip -9's cost.
  return coding === 'br'
    ? brotliCompress(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzip(bytes, { level: 6 });
}
