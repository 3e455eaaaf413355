import { type ReactNode, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { type PageData, readPageData } from './app/pageData';
import { loadMarkdownPipeline } from './markdown/useMarkdownPipeline';
import { createEnvironment } from './relay/environment';
import { type AppRouter, createAppRouter } from './router/createAppRouter';
// Last, so that it follows every component's own file in the stylesheet, as it always has.
import './styles/global.css';

/**
 * Starts the app in the page (once, from entry-client.tsx): hydrates what the embedded server
 * rendered, or renders into the empty shell any other server sends. `readerScrolled` says whether
 * the reader has scrolled since the page loaded.
 */
export function startApp({ readerScrolled }: { readerScrolled: () => boolean }): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain <div id="root">');

  // A page the embedded server rendered carries its data (app/pageData.ts); any other server
  // sends the empty shell, and the app renders from the network as a plain SPA.
  const page = readPageData(document);

  // One Relay environment for the whole session: its store is the only cache of
  // GraphQL data, shared by every route loader (router context) and every
  // component (RelayEnvironmentProvider). A rendered page's records seed it, so the
  // route's store-or-network load finds its query complete and sends nothing.
  const relayEnvironment = createEnvironment({}, page?.records);
  // The first render of a rendered page is its hydration: the router then scrolls to the top or
  // to the #fragment, unless the reader has scrolled meanwhile (which it would undo).
  let hydrated = page === null;
  const router = createAppRouter({
    relayEnvironment,
    siteOrigin: page?.siteOrigin ?? window.location.origin,
    restoresScroll: () => {
      if (hydrated) return true;
      hydrated = true;
      return !readerScrolled();
    },
  });
  const app = (
    <StrictMode>
      <App router={router} relayEnvironment={relayEnvironment} />
    </StrictMode>
  );
  if (page) void hydrate(container, page, router, app);
  else createRoot(container).render(app);
}

async function hydrate(
  container: HTMLElement,
  page: PageData,
  router: AppRouter,
  app: ReactNode,
): Promise<void> {
  if (page.markdown.length > 0) (await loadMarkdownPipeline()).adoptRendered(page.markdown);
  // As the server rendered it: without this TanStack's <Matches> wraps the routes in a
  // Suspense boundary the server's tree does not have.
  router.ssr = { manifest: undefined };
  await router.load();
  // The router's first render after this scrolls to the address's #fragment (restoresScroll).
  hydrateRoot(container, app);
}
