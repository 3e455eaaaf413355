// The server renderer's entry (webpack's `server` bundle, dist-server/entry-server.js): the
// browser's own route table rendered on a memory history, with a Relay environment of its own
// per request whose network is the server's in-process executor (server/render/pageRenderer.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { type PipeableStream, renderToPipeableStream } from 'react-dom/server';
import { Environment, Network, Observable, RecordSource, Store } from 'relay-runtime';
import type { GraphQLResponse } from 'relay-runtime';
import type { RecordMap } from 'relay-runtime/lib/store/RelayStoreTypes';
import { App } from './app/App';
import { serializePageData } from './app/pageData';
import { PageStatusContext } from './app/pageStatus';
import { loadMarkdownPipeline } from './markdown/useMarkdownPipeline';
import type { RenderedMarkdown } from './markdown/renderMarkdown';
import { createAppRouter } from './router/createAppRouter';
import { READER_ROUTES } from './router/readerRoutes';
import { dataOrThrow } from './relay/fetchGraphQL';

/** What the server gives one page render. */
export interface ServerPageRequest {
  /** Path and query of the request (`/articles/x?y`). */
  url: string;
  /** The site's public origin. */
  siteOrigin: string;
  /** Runs one of the app's operations in-process, as the request's viewer. */
  execute(text: string, variables: Record<string, unknown>): Promise<GraphQLResponse>;
  /**
   * Told of an error inside a Suspense boundary: the browser renders that part itself (React
   * #419), so it is a bug to log.
   */
  onError(error: unknown): void;
  /** Renders Markdown with the server's pipeline (bounded thread, cached). */
  renderMarkdown(source: string): Promise<RenderedMarkdown>;
}

/**
 * A page whose render is ready: its status, known before its first byte (every loader has
 * finished and React has rendered the whole tree), and its HTML, which `pipe` writes as React
 * produces it: first what React hoists to the start of its output (`<title>`, `<meta>`,
 * `<link>`), then HEAD_END, then the root's HTML. `data` is the data block's JSON, for the end
 * of the document. `redirect`: the route sends the reader elsewhere. `shell`: not a reader
 * route; the server sends the SPA shell.
 */
export type ServerPage =
  | {
      kind: 'page';
      status: number;
      pipe(destination: NodeJS.WritableStream): void;
      data(): string;
    }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'shell' };

/** The Markdown each request's render used, for its data block. */
const usedMarkdown = new AsyncLocalStorage<{
  render: ServerPageRequest['renderMarkdown'];
  used: Map<string, RenderedMarkdown>;
}>();

let pipelineReady: Promise<void> | null = null;

/** Renders `request.url` as the browser would render it, once every loader has finished. */
export async function renderPage(request: ServerPageRequest): Promise<ServerPage> {
  pipelineReady ??= loadMarkdownPipeline().then(({ renderOnServer }) =>
    renderOnServer(async (source) => {
      const page = usedMarkdown.getStore();
      if (!page) throw new Error('Markdown prepared outside a page render.');
      const rendered = await page.render(source);
      page.used.set(source, rendered);
      return rendered;
    }),
  );
  await pipelineReady;

  const environment = new Environment({
    network: Network.create((params, variables) =>
      Observable.from(request.execute(params.text ?? '', variables).then(dataOrThrow)),
    ),
    store: new Store(new RecordSource()),
    // A server render never commits: without this, Relay keeps every query it suspended on
    // for five minutes (a timer each, holding the request's whole store), for a commit that
    // will not come; in tests, those timers kept jest from exiting.
    isServer: true,
  });
  const router = createAppRouter({
    relayEnvironment: environment,
    history: createMemoryHistory({ initialEntries: [request.url] }),
    siteOrigin: request.siteOrigin,
    server: true,
  });
  // An unknown path is rendered too: it is the not-found page, with its status.
  const [, , route] = router.getMatchedRoutes(router.state.location.pathname);
  if (route && !READER_ROUTES.has(route.id)) return { kind: 'shell' };

  const used = new Map<string, RenderedMarkdown>();
  // Every loader (queries, lazy screens, the Markdown of the page) has finished before React
  // starts, so nothing suspends after the shell and React writes no inline script.
  await usedMarkdown.run({ render: request.renderMarkdown, used }, async () => {
    await router.load();
    // Then the Markdown no loader prepares (an author's bio, comments below the article): the
    // page shows it formatted without JavaScript, and the browser adopts it instead of
    // starting its lexer's thread for it.
    const { prepareMarkdown } = await loadMarkdownPipeline();
    const sources = markdownFields(environment.getStore().getSource().toJSON());
    await Promise.all([...sources.keys()].map((source) => prepareMarkdown(source)));
  });
  // A route that redirects (TanStack's own trailing-slash rule, a loader's redirect) is answered
  // as the redirect it is, never rendered as an empty page.
  const result = router._serverResult;
  if (result?.type === 'redirect') {
    const location = result.redirect.headers.get('Location');
    if (location) return { kind: 'redirect', status: result.redirect.status, location };
  }

  let status = 200;
  const reportStatus = (value: number) => {
    status = value;
  };
  const stream = await renderShell(
    <StrictMode>
      {/* A marker after what React hoists to the start of its output: <title>, <meta>, <link>. */}
      <template data-folio-head-end="" />
      <PageStatusContext.Provider value={reportStatus}>
        <App router={router} relayEnvironment={environment} />
      </PageStatusContext.Provider>
    </StrictMode>,
    request.onError,
  );
  return {
    kind: 'page',
    status,
    pipe: (destination) => stream.pipe(destination),
    data: () => {
      const records = environment.getStore().getSource().toJSON();
      const fields = markdownFields(records);
      return serializePageData({
        records,
        // A source the records hold is named by its record and field, not written twice.
        markdown: [...used].map(([source, { html, headings }]) => [
          fields.get(source) ?? source,
          html,
          headings,
        ]),
        siteOrigin: request.siteOrigin,
      });
    },
  };
}

/** The schema's Markdown fields, by type (schema/schema.graphql says which strings are Markdown). */
const MARKDOWN_FIELDS: Record<string, string[]> = {
  Article: ['body'],
  Comment: ['body'],
  User: ['bio'],
};

/** Every non-empty Markdown value among `records`, with the first record and field holding it. */
function markdownFields(records: RecordMap): Map<string, [string, string]> {
  const found = new Map<string, [string, string]>();
  for (const [id, record] of Object.entries(records)) {
    const fields = record ? MARKDOWN_FIELDS[String(record.__typename)] : undefined;
    for (const field of fields ?? []) {
      const value = record![field];
      if (typeof value === 'string' && value !== '' && !found.has(value)) {
        found.set(value, [id, field]);
      }
    }
  }
  return found;
}

/**
 * React's streaming render, resolved once the whole tree is ready. Loaders have finished, so
 * data never suspends; a lazy component can, the first time this process renders it (the
 * signed-in viewer's comment composer). Resolving at the shell would then write that boundary
 * later with an inline script, which the CSP refuses (React error #419 on hydration): waiting
 * for all of it keeps the status final and the output free of inline scripts.
 */
function renderShell(
  element: React.ReactNode,
  onError: (error: unknown) => void,
): Promise<PipeableStream> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      onAllReady: () => resolve(stream),
      onShellError: reject,
      onError,
      // React writes a large Suspense boundary's content after the rest, with an inline script
      // to move it in place, which the CSP refuses: every boundary is written where it stands.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
  });
}
