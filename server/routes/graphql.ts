import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { execute, validate } from 'graphql';
import type { ExecutionResult, GraphQLSchema } from 'graphql';
import { createHandler } from 'graphql-http';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import type { CompiledQuery } from 'graphql-jit';
import { LIMITS } from '../../schema/rules';
import type { TrustProxy } from '../auth/clientAddress';
import { type RequestSession, requestSession } from '../auth/sessionCookie';
import { createContext } from '../context';
import type { ExposedDemoAccounts } from '../db/seed/demoPasswords';
import type { Store } from '../db/store';
import { isStoreUnavailable } from '../db/storeUnavailable';
import { COMPILED_BYTES_PER_FIELD, DocumentCache } from '../documentCache';
import { explainValidationErrors, readDocument } from '../documentLimits';
import { depthLimit } from '../depthLimit';
import { negotiateEncoding } from '../negotiateEncoding';
import { QUERY_COST_BUDGET, operationCost, queryTooComplex } from '../queryCost';
import { oversizedResponse } from '../responseSize';
import { GRAPHQL_PRIVATE_CACHE_CONTROL, GRAPHQL_VARY, applyGraphQLCaching } from './graphqlCaching';
import {
  maskError,
  requestErrorResponse,
  storeUnavailableResponse,
  unsupportedMediaType,
} from './graphqlErrors';

// The limits a client is told of (413 over 1 MiB, depth 12) come from the
// product rules both sides import: schema/rules.ts's LIMITS.
const MAX_BODY_BYTES = LIMITS.requestBodyBytes;
/**
 * The heap that parsed documents and their compiled operations may hold, as
 * DocumentCache estimates it: Folio's own operations take about 2 MB of it.
 */
export const DOCUMENT_CACHE_BYTES = 16 * 1024 * 1024;
/** Longer documents are not cached: the app's largest query is about 1 KB. */
const CACHEABLE_DOCUMENT_LENGTH = 16 * 1024;
/**
 * graphql-jit compiles only operations of at most this many fields (fragments
 * written out): compiling costs 40–140 µs a field, once per document, and the
 * app's largest operation has 50. Larger ones run on graphql-js.
 */
const MAX_COMPILED_FIELDS = 250;

export interface GraphQLRouteOptions {
  store: Store;
  schema: GraphQLSchema;
  /** Serve the session cookie as `__Host-…; Secure` on every request (set when served over https). */
  secureCookies?: boolean;
  /** Proxies believed about the client's address and scheme; none by default. */
  trustProxy?: TrustProxy;
  /** Where parsed documents are kept (a test may pass a small one to watch it). */
  documentCache?: DocumentCache<CompiledQuery | ExecutionResult>;
  /** What every write budget is multiplied by (auth/writeLimits.ts); 1 by default. */
  writeLimitFactor?: number;
  /**
   * Set when others can reach the server (HOST off loopback): the owner's screens then name
   * the demo accounts that keep the published password (Site.demoAccountsExposed).
   */
  exposedDemoAccounts?: ExposedDemoAccounts | null;
}

/**
 * GraphQL over HTTP at /graphql: graphql-http (the reference implementation
 * of the GraphQL-over-HTTP specification) behind Folio's limits. Registered
 * as an encapsulated plugin: its body parser and error handler are its own.
 */
export async function graphqlRoute(app: FastifyInstance, options: GraphQLRouteOptions) {
  const handler = createGraphQLHandler(options);

  // The body reaches graphql-http as text, whatever its type: graphql-http
  // itself refuses what is not JSON (415), so no form can act for a user.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_BODY_BYTES },
    (_req, body: Buffer, done) => {
      try {
        done(null, new TextDecoder('utf-8', { fatal: true }).decode(body));
      } catch {
        done(Object.assign(new Error('Request body is not valid UTF-8.'), { statusCode: 400 }));
      }
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

/** Requests whose result carried `errors`: their answers are never shared (graphqlCaching.ts). */
const answeredWithErrors = new WeakSet<FastifyRequest>();

function createGraphQLHandler(options: GraphQLRouteOptions) {
  // Parsing and validating are pure functions of the document text, and a
  // client sends the same few documents over and over: do them once each.
  // Only documents that validated and are of an ordinary size are kept, in a
  // cache bounded by bytes, so no client can fill the heap with junk.
  // graphql-jit turns a cached document into a plain function: the same
  // resolvers, without graphql-js re-walking the document on every request
  // (bench/README.md has the figures that justified it); the cache keeps it.
  const documents =
    options.documentCache ??
    new DocumentCache<CompiledQuery | ExecutionResult>(DOCUMENT_CACHE_BYTES);

  return createHandler<FastifyRequest, RequestSession, ReturnType<typeof createContext>>({
    schema: options.schema,
    context: (req) =>
      createContext(options.store, req.context, {
        writeLimitFactor: options.writeLimitFactor,
        exposedDemoAccounts: options.exposedDemoAccounts,
      }),
    parse: (source) => {
      const text = typeof source === 'string' ? source : source.body;
      return documents.get(text) ?? readDocument(text);
    },
    validationRules: [depthLimit(LIMITS.queryDepth)],
    validate: (schema, document, rules) => {
      if (documents.has(document)) return [];
      const errors = explainValidationErrors(validate(schema, document, rules));
      const text = document.loc?.source.body;
      if (errors.length === 0 && text !== undefined && text.length <= CACHEABLE_DOCUMENT_LENGTH) {
        documents.add(text, document);
      }
      return errors;
    },
    execute: (args) => {
      const { operationName: name, variableValues } = args;
      const { cost, fields } = operationCost(args.schema, args.document, name, variableValues);
      if (cost > QUERY_COST_BUDGET) return { errors: [queryTooComplex(cost)] };
      if (fields > MAX_COMPILED_FIELDS || !documents.has(args.document)) return execute(args);
      let query = documents.attachment(args.document, name ?? '');
      if (!query) {
        query = compileQuery(args.schema, args.document, name ?? undefined);
        documents.attach(args.document, name ?? '', query, fields * COMPILED_BYTES_PER_FIELD);
      }
      if (!isCompiledQuery(query)) return query;
      return query.query(args.rootValue, args.contextValue, variableValues);
    },
    // Errors are masked here rather than in graphql-http's formatError, which
    // is not told the request whose id the log line must carry.
    onOperation: (req, _args, result) => {
      if (result.errors) answeredWithErrors.add(req.raw);
      const unavailable = result.errors?.find((err) => isStoreUnavailable(err.originalError));
      if (unavailable) return storeUnavailableResponse(req.raw, unavailable.originalError!);
      const masked = result.errors
        ? { ...result, errors: result.errors.map((err) => maskError(req.raw, err)) }
        : result;
      return oversizedResponse(masked) ?? requestErrorResponse(req.raw, masked) ?? masked;
    },
  });
}

function sendErrors(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .header('cache-control', GRAPHQL_PRIVATE_CACHE_CONTROL)
    .header('vary', GRAPHQL_VARY)
    .send(JSON.stringify({ errors: [{ message }] }));
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
