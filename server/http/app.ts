import crypto from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import { type GraphQLPipeline, createGraphQLPipeline } from '../graphql/executeOperation';
import type { OperationCache } from '../graphql/runOperation';
import type { PageCache } from '../render/pageCache';
import { PageRenderer } from '../render/pageRenderer';
import { ServerMarkdown } from '../render/serverMarkdown';
import { feedRoutes } from './routes/feeds';
import { graphqlRoute, type GraphQLRouteOptions } from './routes/graphql';
import { importRoutes, type ImportRouteOptions } from './routes/imports';
import { liveRoutes, type LiveRouteOptions } from './routes/live';
import { mediaRoutes, type MediaRouteOptions } from './routes/media';
import { pageHandler } from './routes/pages';
import { sitemapRoutes, type SitemapOptions } from './routes/sitemap';
import { subscriptionRoutes, type SubscriptionRouteOptions } from './routes/subscriptions';
import { subscriberRoutes } from './routes/subscribers';
import { answerError } from './routes/errorPages';
import { addStaticRoutes, sendBadUrl, type StaticRoutesOptions } from './routes/static';
import { runScheduler, type SchedulerOptions } from './scheduler';
import { SECURITY_HEADERS } from './securityHeaders';
import { ReadRates } from '../auth/readRates';

export interface FolioAppOptions
  extends
    GraphQLRouteOptions,
    StaticRoutesOptions,
    SitemapOptions,
    MediaRouteOptions,
    ImportRouteOptions,
    SubscriptionRouteOptions,
    LiveRouteOptions {
  /**
   * Where pino writes its JSON lines (one per request, each masked error with
   * its id and stack), at this level (info by default). Without it nothing is logged.
   */
  log?: { level?: string; stream: { write(line: string): void } };
  /** Scheduled publishing (scheduler.ts): its interval and clock; `false` turns it off. */
  scheduler?: SchedulerOptions | false;
  /**
   * The server renderer's bundle (dist-server/entry-server.js beside clientDir by default);
   * null, or a bundle not built, serves every app route the SPA shell.
   */
  rendererBundle?: string | null;
  /**
   * Where parsed documents and their compiled operations are kept, for /graphql and the page
   * renderer alike (a test may pass a small one to watch it).
   */
  documentCache?: OperationCache;
  /** Where anonymous readers' rendered pages are kept (render/pageCache.ts); one per app by default. */
  pageCache?: PageCache;
  /** False sends each page once wholly rendered, as before pages were streamed (benchmarks). */
  streamPages?: boolean;
}

/**
 * Folio's HTTP server: GraphQL over HTTP at /graphql, image uploads and
 * images at /media/ and the built client everywhere else, every answer with the
 * security headers. Plugins and routes in the order they apply; the instance
 * is returned unlistened and loads itself (requests wait until it is ready).
 */
export function buildApp(options: FolioAppOptions): FastifyInstance {
  let ready: Promise<unknown> | null = null;
  const app = Fastify({
    logger: options.log
      ? { level: options.log.level ?? 'info', stream: options.log.stream }
      : false,
    logController: new RequestLine(),
    // A request id on every line, unique across restarts and (later) processes.
    genReqId: () => crypto.randomUUID(),
    // The server as node:http makes it, with node's request timeouts (Fastify
    // would turn them off). A request that comes before the routes are loaded
    // (a test listens on the server directly) waits for them.
    serverFactory: (handler) =>
      http.createServer((req, res) => {
        if (!ready) handler(req, res);
        // Loading failed: app.listen (or the test's own check) reports why.
        else
          void ready.then(
            () => handler(req, res),
            () => res.destroy(),
          );
      }),
    // Answered before any hook runs: the headers and the request's line are written here.
    frameworkErrors: (error, request, reply) => {
      reply.headers(SECURITY_HEADERS);
      request.log.info(`${request.method} ${request.url.split('?')[0]} ${error.code}`);
      if (error.code === 'FST_ERR_BAD_URL') return sendBadUrl(reply);
      return (reply as FastifyReply).send(error);
    },
  });

  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
  // Before any route is registered, so that every plugin's routes inherit it (/graphql sets its own).
  app.setErrorHandler(answerError);
  app.register(fastifyCookie);
  // One Markdown renderer (a thread and a cache) for feeds and pages, ended with the server.
  const markdown = options.markdown ?? new ServerMarkdown();
  if (!options.markdown) app.server.once('close', () => void markdown.close());
  // One GraphQL pipeline (and document cache) for /graphql and the pages.
  const pipeline = createGraphQLPipeline(options.schema, options.documentCache);
  // One count of each client's GraphQL requests and page renders, whichever door they use.
  const readRates = options.readRates ?? new ReadRates();
  const shared = { ...options, markdown, pipeline, readRates };
  app.register(graphqlRoute, shared);
  app.register(feedRoutes, shared);
  app.register(sitemapRoutes, shared);
  app.register(mediaRoutes, shared);
  app.register(importRoutes, shared);
  app.register(subscriptionRoutes, shared);
  app.register(subscriberRoutes, shared);
  app.register(liveRoutes, shared);
  addStaticRoutes(app, { ...shared, pages: pages(shared) });
  if (options.scheduler !== false) runScheduler(app, options.store, options.scheduler);
  ready = Promise.resolve(app.ready()).then(() => {
    ready = null;
  });
  ready.catch(() => {});
  return app;
}

/** The page handler when the client and the renderer's bundle are both built; else null. */
function pages(options: FolioAppOptions & { markdown: ServerMarkdown; pipeline: GraphQLPipeline }) {
  if (!options.clientDir || options.rendererBundle === null) return null;
  const bundleFile =
    options.rendererBundle ?? path.join(options.clientDir, '..', 'dist-server', 'entry-server.js');
  const indexFile = path.join(options.clientDir, 'index.html');
  if (!PageRenderer.available(bundleFile, indexFile)) return null;
  const renderer = new PageRenderer({
    bundleFile,
    indexFile,
    graphql: options.pipeline,
    markdown: options.markdown,
  });
  return pageHandler({ ...options, renderer, streaming: options.streamPages !== false });
}

/** One line per request, `METHOD /path status time`, with the request's id. */
class RequestLine extends LogController {
  override incomingRequest() {}
  override routeNotFound() {}
  override requestCompleted(
    _error: unknown,
    request: Parameters<LogController['requestCompleted']>[1],
    reply: Parameters<LogController['requestCompleted']>[2],
  ) {
    const path = request.url.split('?')[0];
    reply.log.info(
      `${request.method} ${path} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms`,
    );
  }
}
