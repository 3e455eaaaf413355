import crypto from 'node:crypto';
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { GraphQLError, execute, validate } from 'graphql';
import type { ExecutionResult, GraphQLSchema } from 'graphql';
import { createHandler } from 'graphql-http';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import type { CompiledQuery } from 'graphql-jit';
import type { Response as GraphQLHttpResponse } from 'graphql-http';
import type { TrustProxy } from './auth/clientAddress';
import { requestSession } from './auth/sessionCookie';
import { createContext } from './context';
import type { HttpSession } from './context';
import type { FolioDatabase } from './db/database';
import { COMPILED_BYTES_PER_FIELD, DocumentCache } from './documentCache';
import { explainValidationErrors, readDocument } from './documentLimits';
import { depthLimit } from './depthLimit';
import { QUERY_COST_BUDGET, operationCost, queryTooComplex } from './queryCost';
import { oversizedResponse } from './responseSize';
import { StaticSite } from './static';

/** PRODUCT.md §9: request bodies above 1 MiB are refused with 413. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** PRODUCT.md §9: operations nested deeper than 12 fields are refused. */
export const MAX_QUERY_DEPTH = 12;
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

/**
 * The policy the served app runs under. No inline script or style; Markdown
 * HTML reaches the DOM only through the `folio-markdown` Trusted Types policy
 * (DOMPurify and webpack's chunk loader have their own); images may come from
 * any https origin because articles embed them.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' https:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "require-trusted-types-for 'script'",
  'trusted-types folio-markdown dompurify webpack',
].join('; ');

const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

export interface FolioServerOptions {
  db: FolioDatabase;
  schema: GraphQLSchema;
  /** The built client (dist/); null serves the API alone (e.g. behind the dev server). */
  clientDir?: string | null;
  /** Images the demo articles use, served at /media/. */
  mediaDir?: string | null;
  /** One line per request, and masked errors with their id. */
  log?: (line: string) => void;
  /** Serve the session cookie as `__Host-…; Secure` on every request (set when served over https). */
  secureCookies?: boolean;
  /** Proxies believed about the client's address and scheme; none by default. */
  trustProxy?: TrustProxy;
  /** Where parsed documents are kept (a test may pass a small one to watch it). */
  documentCache?: DocumentCache<CompiledQuery | ExecutionResult>;
}

/**
 * Folio's HTTP server: GraphQL over HTTP at /graphql (graphql-http, the
 * reference implementation of the GraphQL-over-HTTP specification), the demo
 * images at /media/ and the built client everywhere else. Returned unlistened.
 */
export function createFolioServer(options: FolioServerOptions): http.Server {
  const log = options.log ?? (() => {});
  const graphql = createGraphQLEndpoint(options, log);
  const media = options.mediaDir
    ? new StaticSite({
        root: options.mediaDir,
        mount: '/media/',
        cacheControl: () => 'public, max-age=86400',
      })
    : null;
  const client = options.clientDir
    ? new StaticSite({
        root: options.clientDir,
        mount: '/',
        // Content-hashed names never change meaning; everything else revalidates.
        cacheControl: (urlPath) =>
          urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        fallback: 'index.html',
      })
    : null;

  return http.createServer((req, res) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const path = (req.url ?? '').split('?')[0];
      log(`${req.method} ${path} ${res.statusCode} ${ms.toFixed(1)}ms`);
    });
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);

    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://folio.invalid').pathname);
    } catch {
      return sendText(res, 400, 'Bad request: malformed URL\n');
    }
    if (pathname === '/graphql') {
      graphql(req, res).catch((err: unknown) => {
        log(`error while answering ${req.method} /graphql: ${String(err)}`);
        if (!res.headersSent)
          sendJson(res, 500, { errors: [{ message: 'Internal server error' }] });
        else res.destroy();
      });
      return;
    }
    if (media?.handle(req, res, pathname)) return;
    if (client?.handle(req, res, pathname)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      return sendText(res, 405, 'Method not allowed\n');
    }
    sendText(res, 404, 'Not found\n');
  });
}

function createGraphQLEndpoint(
  options: FolioServerOptions,
  log: (line: string) => void,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
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

  const handler = createHandler<IncomingMessage, HttpSession, ReturnType<typeof createContext>>({
    schema: options.schema,
    context: (req) => createContext(options.db, req.context),
    parse: (source) => {
      const text = typeof source === 'string' ? source : source.body;
      return documents.get(text) ?? readDocument(text);
    },
    validationRules: [depthLimit(MAX_QUERY_DEPTH)],
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
    onOperation: (req, _args, result) =>
      oversizedResponse(result) ?? requestErrorResponse(req.raw, result, formatError),
    formatError,
  });

  /**
   * No error that was not written for the client leaves the server: a
   * resolver's GraphQLError (with its code) passes; anything else is a bug,
   * logged with an id the client receives instead of the message and stack.
   */
  function formatError(err: Readonly<GraphQLError | Error>): GraphQLError | Error {
    if (!(err instanceof GraphQLError)) return err as Error; // graphql-http's own request errors
    const original = err.originalError;
    if (!original || original instanceof GraphQLError) return err as GraphQLError;
    const errorId = crypto.randomUUID();
    log(`error ${errorId}: ${original.stack ?? String(original)}`);
    return new GraphQLError('Something went wrong on the server.', {
      nodes: err.nodes,
      path: err.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR', errorId },
    });
  }

  return async (req, res) => {
    let body: string | null = null;
    if (req.method === 'POST') {
      const read = await readBody(req, MAX_BODY_BYTES);
      if ('abandoned' in read) {
        // The client hung up mid-body: nobody is left to answer, and it is not our error.
        log(`${req.method} /graphql abandoned by the client before its body ended`);
        return;
      }
      if ('status' in read) {
        if (read.status === 413) refuseRestOfBody(req, res);
        return sendJson(res, read.status, { errors: [{ message: read.error }] });
      }
      body = read.text;
    }

    const session = requestSession(req, options);

    const [responseBody, init] = await handler({
      method: req.method ?? 'GET',
      url: req.url ?? '/graphql',
      headers: req.headers,
      body,
      raw: req,
      context: session,
    });
    const headers: Record<string, string | string[]> = {
      ...init.headers,
      // Answers depend on the session cookie: no shared cache may keep them.
      'cache-control': 'no-store',
    };
    if (session.setCookies.length > 0) headers['set-cookie'] = [...session.setCookies];
    if (init.status === 415 && responseBody === null) {
      headers['content-type'] = 'application/json; charset=utf-8';
      return sendBody(req, res, 415, headers, unsupportedMediaType(req));
    }
    await sendBody(req, res, init.status, headers, responseBody);
  };
}

/** graphql-http refuses other content types with an empty 415: say what it wants. */
function unsupportedMediaType(req: IncomingMessage): string {
  const given = String(req.headers['content-type'] ?? 'none').slice(0, 100);
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
function requestErrorResponse(
  req: IncomingMessage,
  result: ExecutionResult,
  formatError: (err: GraphQLError) => GraphQLError | Error,
): GraphQLHttpResponse | void {
  if (!result.errors || 'data' in result) return;
  const accept = String(req.headers.accept ?? '');
  if (!accept.includes('application/graphql-response+json')) return;
  return [
    JSON.stringify({ errors: result.errors.map(formatError) }),
    {
      status: 400,
      statusText: 'Bad Request',
      headers: { 'content-type': 'application/graphql-response+json; charset=utf-8' },
    },
  ];
}

type BodyRead = { text: string } | { error: string; status: 400 | 413 } | { abandoned: true };

/** Reads a request body as strict UTF-8, refusing more than `limit` bytes. */
function readBody(req: IncomingMessage, limit: number): Promise<BodyRead> {
  const tooLarge: BodyRead = {
    status: 413,
    error: `Request body is larger than ${limit / (1024 * 1024)} MiB.`,
  };
  if (Number(req.headers['content-length'] ?? 0) > limit) return Promise.resolve(tooLarge);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        resolve(tooLarge);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    // A request stream only fails when its connection does ("aborted", a reset).
    req.on('error', () => resolve({ abandoned: true }));
    req.on('end', () => {
      try {
        resolve({ text: new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)) });
      } catch {
        resolve({ status: 400, error: 'Request body is not valid UTF-8.' });
      }
    });
  });
}

/**
 * What to do with the unread rest of an oversized body. Closing at once is
 * not an option: the client is still sending, and a socket closed with
 * unread data answers with a TCP reset that can destroy the 413 before the
 * client reads it. So the rest is read and discarded (the connection then
 * stays usable), up to a budget; a client that sends more than that is cut
 * off, its answer be damned.
 */
function refuseRestOfBody(req: IncomingMessage, res: ServerResponse): void {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > DISCARD_BUDGET_BYTES) res.setHeader('connection', 'close');
  let discarded = 0;
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_BUDGET_BYTES) req.socket.destroy();
  });
  req.resume();
}

/** How much of an oversized body is read and thrown away so its 413 arrives intact. */
const DISCARD_BUDGET_BYTES = 32 * 1024 * 1024;

const MIN_COMPRESS_BYTES = 1024;
// zlib's callback API compresses on libuv's thread pool: a large answer no
// longer holds the event loop (and every other request) while it shrinks.
const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string | string[]>,
  body: string | null,
): Promise<void> {
  let payload: Buffer | undefined = body === null ? undefined : Buffer.from(body);
  if (payload && payload.length >= MIN_COMPRESS_BYTES) {
    const accepted = String(req.headers['accept-encoding'] ?? '');
    // Brotli at a low quality compresses JSON well at a fraction of gzip -9's cost.
    if (/\bbr\b/.test(accepted)) {
      payload = await brotliCompress(payload, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
      });
      headers['content-encoding'] = 'br';
    } else if (/\bgzip\b/.test(accepted)) {
      payload = await gzip(payload, { level: 6 });
      headers['content-encoding'] = 'gzip';
    }
    headers.vary = 'accept-encoding';
  }
  if (payload) headers['content-length'] = String(payload.length);
  res.writeHead(status, headers);
  res.end(payload);
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-cache',
  });
  res.end(text);
}
