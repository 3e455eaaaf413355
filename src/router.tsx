import {
  createBrowserHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
} from '@tanstack/react-router';
import type { RouterHistory } from '@tanstack/react-router';
import type { IEnvironment } from 'relay-runtime';
import type { ArticleScreenQuery } from '../__generated__/ArticleScreenQuery.graphql';
import type { AuthorScreenQuery } from '../__generated__/AuthorScreenQuery.graphql';
import type { DraftsScreenQuery } from '../__generated__/DraftsScreenQuery.graphql';
import type { EditorScreenQuery } from '../__generated__/EditorScreenQuery.graphql';
import type { HomeScreenQuery } from '../__generated__/HomeScreenQuery.graphql';
import type { ReviewScreenQuery } from '../__generated__/ReviewScreenQuery.graphql';
import type { SiteSettingsScreenQuery } from '../__generated__/SiteSettingsScreenQuery.graphql';
import type { StaffScreenQuery } from '../__generated__/StaffScreenQuery.graphql';
import type { ProfileSettingsScreenQuery } from '../__generated__/ProfileSettingsScreenQuery.graphql';
import type { TagScreenQuery } from '../__generated__/TagScreenQuery.graphql';
import type { TagsScreenQuery } from '../__generated__/TagsScreenQuery.graphql';
import { AppShell } from './app/AppShell';
import { NotFound } from './app/NotFound';
import { RouteError } from './app/RouteError';
import { readRedirectPath } from './app/redirectPath';
import { readPageCursor } from './app/pageCursor';
import { ROUTER_DEFAULTS } from './app/routerDefaults';
import { lazyScreen, routeScreen } from './app/routeScreen';
import { ArticlePending } from './articles/ArticlePending';
import { ArticleScreen } from './articles/ArticleScreen';
import { loadSetUp, loadSignIn, loadSignUp } from './accounts/accountLoaders';
import { readLinkToken } from './accounts/linkToken';
import { loadArticle } from './articles/loadArticle';
import { loadHome } from './articles/loadHome';
import { loadAuthor } from './authors/loadAuthor';
import { loadDrafts } from './drafts/loadDrafts';
import { loadEditor } from './editor/loadEditor';
import { loadSearch } from './search/loadSearch';
import { loadProfileSettings } from './settings/loadProfileSettings';
import { loadReview } from './review/loadReview';
import { loadSiteSettings, loadStaff } from './settings/loadSiteSettings';
import { loadTag } from './tags/loadTag';
import { loadTags } from './tags/loadTags';
import { readSearchQuery } from './search/searchQuery';
import { normalizeTagName } from './tags/tagName';

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
function pageSearch(search: Record<string, unknown>): { after?: string } {
  return { after: readPageCursor(search.after) };
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: (search: Record<string, unknown>): { tag?: string; after?: string } => {
    // Always set the keys: an invalid value must replace the raw one, which
    // the root route passes down unvalidated.
    return { tag: normalizeTagName(search.tag), after: readPageCursor(search.after) };
  },
  loaderDeps: ({ search }) => ({ tag: search.tag, after: search.after }),
  loader: loadHome,
  component: lazyScreen<HomeScreenQuery>(() =>
    import('./articles/HomeScreen').then((module) => module.HomeScreen),
  ),
});

const articleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/articles/$slug',
  // ?after=: the article with its comments after that cursor.
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ after: search.after }),
  // The article's own loader also renders its body ahead (articles/loadArticle.ts).
  loader: ({ context, params, deps, abortController }) =>
    loadArticle(
      context.relayEnvironment,
      { slug: params.slug, after: deps.after ?? null },
      abortController.signal,
    ),
  component: routeScreen<ArticleScreenQuery>(ArticleScreen),
  pendingComponent: ArticlePending,
});

const tagsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tags',
  loader: loadTags,
  component: lazyScreen<TagsScreenQuery>(() =>
    import('./tags/TagsScreen').then((module) => module.TagsScreen),
  ),
});

const tagRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tags/$name',
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ after: search.after }),
  loader: loadTag,
  component: lazyScreen<TagScreenQuery>(() =>
    import('./tags/TagScreen').then((module) => module.TagScreen),
  ),
});

const authorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/authors/$handle',
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ after: search.after }),
  loader: loadAuthor,
  component: lazyScreen<AuthorScreenQuery>(() =>
    import('./authors/AuthorScreen').then((module) => module.AuthorScreen),
  ),
});

const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search',
  validateSearch: (search: Record<string, unknown>): { q?: string; after?: string } => {
    const q = readSearchQuery(search.q);
    return { q: q === '' ? undefined : q, after: readPageCursor(search.after) };
  },
  loaderDeps: ({ search }) => ({ q: search.q ?? '', after: search.after }),
  loader: loadSearch,
  component: lazyRouteComponent(() => import('./search/SearchRoute'), 'SearchRoute'),
});

/** The search of `/signin` and `/signup`: where to go once signed in, if it is a path of this app. */
function redirectSearch(search: Record<string, unknown>): { redirect?: string } {
  return { redirect: readRedirectPath(search.redirect) };
}

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signin',
  validateSearch: redirectSearch,
  loaderDeps: ({ search }) => ({ redirect: search.redirect }),
  loader: loadSignIn,
  component: lazyRouteComponent(() => import('./accounts/SignInRoute'), 'SignInRoute'),
});

const signUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signup',
  // ?invitation=: a staff invitation link's token.
  validateSearch: (
    search: Record<string, unknown>,
  ): { redirect?: string; invitation?: string } => ({
    ...redirectSearch(search),
    invitation: readLinkToken(search.invitation),
  }),
  loaderDeps: ({ search }) => ({ redirect: search.redirect }),
  loader: loadSignUp,
  component: lazyRouteComponent(() => import('./accounts/SignUpRoute'), 'SignUpRoute'),
});

const setUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/setup',
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: readLinkToken(search.token),
  }),
  loader: loadSetUp,
  component: lazyRouteComponent(() => import('./accounts/SetUpRoute'), 'SetUpRoute'),
});

// The editor's screen serves both of its routes.
const editorScreen = lazyScreen<EditorScreenQuery>(() =>
  import('./editor/EditorScreen').then((module) => module.EditorScreen),
);

const writeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/write',
  loader: (match) => loadEditor(match, null),
  component: editorScreen,
});

const articleEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/articles/$slug/edit',
  loader: (match) => loadEditor(match, match.params.slug),
  component: editorScreen,
});

const draftsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/drafts',
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ after: search.after }),
  loader: loadDrafts,
  component: lazyScreen<DraftsScreenQuery>(() =>
    import('./drafts/DraftsScreen').then((module) => module.DraftsScreen),
  ),
});

const profileSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings/profile',
  loader: loadProfileSettings,
  component: lazyScreen<ProfileSettingsScreenQuery>(() =>
    import('./settings/ProfileSettingsScreen').then((module) => module.ProfileSettingsScreen),
  ),
});

const reviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/review',
  loader: loadReview,
  component: lazyScreen<ReviewScreenQuery>(() =>
    import('./review/ReviewScreen').then((module) => module.ReviewScreen),
  ),
});

const siteSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings/site',
  loader: loadSiteSettings,
  component: lazyScreen<SiteSettingsScreenQuery>(() =>
    import('./settings/SiteSettingsScreen').then((module) => module.SiteSettingsScreen),
  ),
});

const staffRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings/staff',
  loader: loadStaff,
  component: lazyScreen<StaffScreenQuery>(() =>
    import('./settings/StaffScreen').then((module) => module.StaffScreen),
  ),
});

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
  reviewRoute,
  profileSettingsRoute,
  siteSettingsRoute,
  staffRoute,
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

/**
 * The routes a reader reaches without signing in, by full path (a route's id once the router has
 * built the tree): the server renders these, and not-found.
 */
export const READER_ROUTES: ReadonlySet<string> = new Set([
  '/',
  '/articles/$slug',
  '/tags',
  '/tags/$name',
  '/authors/$handle',
  '/search',
]);

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
