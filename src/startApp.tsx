import { type ReactNode, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { type PageData, readPageData } from './app/pageData';
import { loadMarkdownPipeline } from './markdown/useMarkdownPipeline';
import { createEnvironment } from './relay/environment';
import { type AppRouter, createAppRouter } from './router';
// Last, so that it follows every component's own file in the stylesheet, as it always has.
import './styles/global.css';

/**
 * Starts the app in the page (once, from entry-client.tsx): hydrates what the embedded server
 * rendered, or renders into the empty shell any other server sends.
 */
export function startApp(): void {
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
  const router = createAppRouter({
    relayEnvironment,
    siteOrigin: page?.siteOrigin ?? window.location.origin,
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
  hydrateRoot(container, app);
  // The router scrolls to a #fragment when it renders a location, and hydrating is not
  // rendering: the heading is already in the server's HTML, so it is scrolled to here, once the
  // hydrated tree has been laid out.
  const fragment = router.state.location.hash;
  if (fragment) {
    requestAnimationFrame(() => document.getElementById(safeDecode(fragment))?.scrollIntoView());
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
