import { createRootRouteWithContext } from '@tanstack/react-router';
import type { IEnvironment } from 'relay-runtime';
import { AppShell } from '../app/AppShell';
import { NotFound } from '../app/NotFound';
import { RouteError } from '../app/RouteError';
import { readPageCursor } from '../app/pageCursor';

/** What every loader (and every route's component, through the router) receives. */
export interface RouterContext {
  /** The app's one Relay environment. */
  relayEnvironment: IEnvironment;
  /**
   * The site's public origin (`https://blog.example.com`, no trailing slash), for the absolute
   * URLs of the head (canonical, Open Graph, JSON-LD): the page's own origin in the browser, the
   * server's public URL in a server render.
   */
  siteOrigin: string;
}

// The route table is the only place that knows URLs. A route is one
// declaration: its loader (`load<Screen>`, beside the screen) starts the
// route's one query with `routeQuery` (app/routeQuery.ts: who may see it,
// whether it waits for the Markdown pipeline), and its component renders the screen with that reference
// (`routeScreen`, or `lazyScreen` for a screen in a chunk of its own; the
// type argument of both is the route's query). Options keep TanStack's order
// (params, validateSearch, loaderDeps, loader, component) so each step's
// types are inferred from the previous one.
//
// Only the home and article routes, where most visits begin, keep their
// compiled queries in the first-load bundle that every reader pays for (the
// article route's JS budget). The other routes import theirs, a small chunk,
// before their first request: on hover when the router preloads on intent,
// and on a cold visit beside the lazy screen's own chunk.

/**
 * The search of a paginated list's route: `?after=<cursor>`, the page that starts after it (the
 * "More articles" link's target, for readers and crawlers without JavaScript).
 */
export function pageSearch(search: Record<string, unknown>): { after?: string } {
  return { after: readPageCursor(search.after) };
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});
