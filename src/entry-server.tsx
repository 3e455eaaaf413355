// The server renderer's entry (webpack's `server` bundle, dist-server/entry-server.js): the
// browser's own route table rendered on a memory history, with a Relay environment of its own
// per request whose network is the server's in-process executor (server/render/pageRenderer.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Environment, Network, Observable, RecordSource, Store } from 'relay-runtime';
import type { GraphQLResponse } from 'relay-runtime';
import { App } from './app/App';
import { serializePageData, type RenderedEntry } from './app/pageData';
import { PageStatusContext } from './app/pageStatus';
import { loadMarkdownPipeline } from './markdown/useMarkdownPipeline';
import type { RenderedMarkdown } from './markdown/renderMarkdown';
import { READER_ROUTES, createAppRouter } from './router';

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
 * A rendered page: its status, what goes into `<head>` (the elements React hoists), the root's
 * HTML, and the data block's JSON. `shell`: not a reader route; the server sends the SPA shell.
 */
export type ServerPage =
  { kind: 'page'; status: number; head: string; html: string; data: string } | { kind: 'shell' };

/** Marks the end of what React hoists to the start of its output (see `renderToHtml`). */
const HEAD_END = '<template data-folio-head-end=""></template>';

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
      Observable.from(request.execute(params.text ?? '', variables)),
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
  await usedMarkdown.run({ render: request.renderMarkdown, used }, () => router.load());

  let status = 200;
  const reportStatus = (value: number) => {
    status = value;
  };
  const rendered = await renderToHtml(
    <StrictMode>
      {/* A marker after what React hoists to the start of its output: <title>, <meta>, <link>. */}
      <template data-folio-head-end="" />
      <PageStatusContext.Provider value={reportStatus}>
        <App router={router} relayEnvironment={environment} />
      </PageStatusContext.Provider>
    </StrictMode>,
    request.onError,
  );
  const split = rendered.indexOf(HEAD_END);
  const markdown: RenderedEntry[] = [...used].map(([source, { html, headings }]) => [
    source,
    html,
    headings,
  ]);
  return {
    kind: 'page',
    status,
    head: split === -1 ? '' : rendered.slice(0, split),
    html: split === -1 ? rendered : rendered.slice(split + HEAD_END.length),
    data: serializePageData({
      records: environment.getStore().getSource().toJSON(),
      markdown,
      siteOrigin: request.siteOrigin,
    }),
  };
}

/** React's streaming render, read to its end: everything is ready before the first byte. */
function renderToHtml(
  element: React.ReactNode,
  onError: (error: unknown) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError,
      // React writes a large Suspense boundary's content after the rest, with an inline script
      // to move it in place, which the CSP refuses: every boundary is written where it stands.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
  });
}
