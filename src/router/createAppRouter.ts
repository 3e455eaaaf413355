import { createBrowserHistory, createRouter } from '@tanstack/react-router';
import type { RouterHistory } from '@tanstack/react-router';
import type { IEnvironment } from 'relay-runtime';
import { ROUTER_DEFAULTS } from '../app/routerDefaults';
import { setUpRoute, signInRoute, signUpRoute } from './accountRoutes';
import { followingRoute, notificationsRoute, readingListRoute } from './followRoutes';
import {
  articleRoute,
  authorRoute,
  homeRoute,
  searchRoute,
  tagRoute,
  tagsRoute,
} from './readerRoutes';
import { rootRoute } from './rootRoute';
import {
  articleEditRoute,
  draftsRoute,
  importRoute,
  moderationRoute,
  profileSettingsRoute,
  reviewRoute,
  siteSettingsRoute,
  staffRoute,
  subscribersRoute,
  writeRoute,
} from './writerRoutes';

const routeTree = rootRoute.addChildren([
  homeRoute,
  articleRoute,
  articleEditRoute,
  tagsRoute,
  tagRoute,
  authorRoute,
  searchRoute,
  signInRoute,
  signUpRoute,
  setUpRoute,
  draftsRoute,
  followingRoute,
  readingListRoute,
  notificationsRoute,
  reviewRoute,
  moderationRoute,
  subscribersRoute,
  profileSettingsRoute,
  siteSettingsRoute,
  staffRoute,
  importRoute,
  writeRoute,
]);

/**
 * Builds the app's router around its one Relay environment. Tests pass a
 * memory history; the app uses the browser's.
 */
export function createAppRouter(options: {
  relayEnvironment: IEnvironment;
  siteOrigin: string;
  history?: RouterHistory;
  /** The server renderer's router (src/entry-server.tsx). */
  server?: boolean;
  /**
   * Whether the router may restore or reset the scroll position after a render (to the top, or
   * to the address's #fragment): the hydrating app keeps a place the reader has scrolled to.
   */
  restoresScroll?: () => boolean;
}) {
  return createRouter({
    routeTree,
    history: options.history ?? createBrowserHistory(),
    context: { relayEnvironment: options.relayEnvironment, siteOrigin: options.siteOrigin },
    ...ROUTER_DEFAULTS,
    // On the server, TanStack's scroll restoration renders an inline script, which the CSP
    // (script-src 'self') blocks and the browser's tree does not have: a hydration mismatch
    // (React #418), in production builds only, where `isServer` is fixed at build time.
    ...(options.server ? { scrollRestoration: false, isServer: true } : {}),
    ...(options.restoresScroll ? { scrollRestoration: options.restoresScroll } : {}),
    // A new slug, handle, tag or query is a new page: fresh state, focus and
    // table of contents rather than the previous page's.
    defaultRemountDeps: ({ params, loaderDeps }) => ({ params, loaderDeps }),
  });
}

/** The app's router type, registered below for type-checked links. */
export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
