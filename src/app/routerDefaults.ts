import { ListPending } from './ListPending';
import { NotFound } from './NotFound';
import { UNADOPTED_QUERY_LIFETIME_MS } from './preloadedQueries';
import { RouteError } from './RouteError';

/**
 * How every route of the table in src/router/ loads, waits and caches, unless a
 * route says otherwise: what the route table does not need to repeat.
 */
export const ROUTER_DEFAULTS = {
  defaultPreload: 'intent',
  defaultPreloadDelay: 50,
  // The previous screen stays for 150 ms; after that the route's pending
  // view (progress bar and sized placeholders) shows for at least 200 ms so
  // it does not flash.
  defaultPendingMs: 150,
  defaultPendingMinMs: 200,
  defaultPendingComponent: ListPending,
  // Caching: a loader's value is a Relay reference, and the screen releases
  // the reference it adopted when it unmounts, so the router must never hand
  // back loader data it kept. gcTime 0 drops a route's match as soon as it
  // is left (back/forward re-runs the loader, which Relay answers from its
  // store with no request); staleTime 0 plus blocking reloads make an
  // invalidated route wait for its new reference instead of rendering the
  // old one meanwhile. A preload is reused for 10 s, well inside the
  // lifetime after which app/preloadedQueries.ts disposes an unadopted
  // reference; the router forgets a preload at that same moment.
  defaultStaleTime: 0,
  defaultGcTime: 0,
  defaultPreloadStaleTime: 10_000,
  defaultPreloadGcTime: UNADOPTED_QUERY_LIFETIME_MS,
  defaultStaleReloadMode: 'blocking',
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFound,
  scrollRestoration: true,
} as const;
