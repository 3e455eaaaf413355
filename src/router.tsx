import {
  createBrowserHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
} from '@tanstack/react-router';
import type { RouterHistory } from '@tanstack/react-router';
import type { IEnvironment } from 'relay-runtime';
import type { AuthorScreenQuery as AuthorScreenQueryType } from '../__generated__/AuthorScreenQuery.graphql';
import type { DraftsScreenQuery as DraftsScreenQueryType } from '../__generated__/DraftsScreenQuery.graphql';
import type { EditorScreenQuery as EditorScreenQueryType } from '../__generated__/EditorScreenQuery.graphql';
import HomeScreenQuery from '../__generated__/HomeScreenQuery.graphql';
import type { HomeScreenQuery as HomeScreenQueryType } from '../__generated__/HomeScreenQuery.graphql';
import type { ProfileSettingsScreenQuery as ProfileSettingsScreenQueryType } from '../__generated__/ProfileSettingsScreenQuery.graphql';
import type { SearchScreenQuery as SearchScreenQueryType } from '../__generated__/SearchScreenQuery.graphql';
import type { SignInScreenQuery as SignInScreenQueryType } from '../__generated__/SignInScreenQuery.graphql';
import type { SignUpScreenQuery as SignUpScreenQueryType } from '../__generated__/SignUpScreenQuery.graphql';
import type { TagScreenQuery as TagScreenQueryType } from '../__generated__/TagScreenQuery.graphql';
import type { TagsScreenQuery as TagsScreenQueryType } from '../__generated__/TagsScreenQuery.graphql';
import { AppShell } from './app/AppShell';
import { ListPending } from './app/ListPending';
import { NotFound } from './app/NotFound';
import { RouteError } from './app/RouteError';
import { loadRouteQuery } from './app/loadRouteQuery';
import { readRedirectPath } from './app/redirectPath';
import { loadSignedInRouteQuery, loadSignedOutRouteQuery } from './app/requireViewer';
import { ArticlePending } from './articles/ArticlePending';
import { ArticleScreen } from './articles/ArticleScreen';
import { loadArticle } from './articles/loadArticle';
import { whenMarkdownReady } from './markdown/useMarkdownPipeline';
import { isSearchQueryValid, readSearchQuery } from './search/searchQuery';
import { normalizeTagName } from './tags/tagName';

/** What every loader receives: the app's one Relay environment. */
export interface RouterContext {
  relayEnvironment: IEnvironment;
}

// The route table is the only place that knows URLs. Each loader starts the
// route's one query (see app/loadRouteQuery.ts); the screen adopts and reads
// it. Route options keep the order params, validateSearch, loaderDeps,
// loader, component so TanStack infers each step's types from the previous.

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

// Only the home and article routes, where most visits begin, keep their
// compiled queries in the first-load bundle that every reader pays for (the
// article route's JS budget). The other routes fetch theirs, a small chunk,
// before their first request: on hover when the router preloads on intent,
// and on a cold visit beside the lazy screen's own chunk.
const lazyQuery = {
  tagsScreenQuery: () => import('../__generated__/TagsScreenQuery.graphql').then(defaultExport),
  tagScreenQuery: () => import('../__generated__/TagScreenQuery.graphql').then(defaultExport),
  authorScreenQuery: () => import('../__generated__/AuthorScreenQuery.graphql').then(defaultExport),
  searchScreenQuery: () => import('../__generated__/SearchScreenQuery.graphql').then(defaultExport),
  signInScreenQuery: () => import('../__generated__/SignInScreenQuery.graphql').then(defaultExport),
  signUpScreenQuery: () => import('../__generated__/SignUpScreenQuery.graphql').then(defaultExport),
  editorScreenQuery: () => import('../__generated__/EditorScreenQuery.graphql').then(defaultExport),
  draftsScreenQuery: () => import('../__generated__/DraftsScreenQuery.graphql').then(defaultExport),
  profileSettingsScreenQuery: () =>
    import('../__generated__/ProfileSettingsScreenQuery.graphql').then(defaultExport),
};

function defaultExport<T>(module: { default: T }): T {
  return module.default;
}

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: (search: Record<string, unknown>): { tag?: string } => {
    // Always set the key: an invalid value must replace the raw one, which
    // the root route passes down unvalidated.
    return { tag: normalizeTagName(search.tag) };
  },
  loaderDeps: ({ search }) => ({ tag: search.tag }),
  loader: ({ context, deps, abortController }) =>
    loadRouteQuery<HomeScreenQueryType>(
      context.relayEnvironment,
      HomeScreenQuery,
      { tag: deps.tag ?? null },
      abortController.signal,
    ),
  component: lazyRouteComponent(() => import('./articles/HomeRoute'), 'HomeRoute'),
  pendingComponent: ListPending,
});

const articleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/articles/$slug',
  loader: ({ context, params, abortController }) =>
    loadArticle(context.relayEnvironment, params.slug, abortController.signal),
  component: ArticleRoute,
  pendingComponent: ArticlePending,
});

const tagsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tags',
  loader: async ({ context, abortController }) =>
    loadRouteQuery<TagsScreenQueryType>(
      context.relayEnvironment,
      await lazyQuery.tagsScreenQuery(),
      {},
      abortController.signal,
    ),
  component: lazyRouteComponent(() => import('./tags/TagsRoute'), 'TagsRoute'),
  pendingComponent: ListPending,
});

const tagRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tags/$name',
  loader: async ({ context, params, abortController }) =>
    loadRouteQuery<TagScreenQueryType>(
      context.relayEnvironment,
      await lazyQuery.tagScreenQuery(),
      { name: params.name },
      abortController.signal,
    ),
  component: lazyRouteComponent(() => import('./tags/TagRoute'), 'TagRoute'),
  pendingComponent: ListPending,
});

const authorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/authors/$handle',
  loader: async ({ context, params, abortController }) =>
    whenMarkdownReady(
      loadRouteQuery<AuthorScreenQueryType>(
        context.relayEnvironment,
        await lazyQuery.authorScreenQuery(),
        { handle: params.handle },
        abortController.signal,
      ),
    ),
  component: lazyRouteComponent(() => import('./authors/AuthorRoute'), 'AuthorRoute'),
  pendingComponent: ListPending,
});

const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search',
  validateSearch: (search: Record<string, unknown>): { q?: string } => {
    const q = readSearchQuery(search.q);
    return { q: q === '' ? undefined : q };
  },
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  // An out-of-range query is not sent: the screen explains the rule instead.
  loader: async ({ context, deps, abortController }) =>
    isSearchQueryValid(deps.q)
      ? loadRouteQuery<SearchScreenQueryType>(
          context.relayEnvironment,
          await lazyQuery.searchScreenQuery(),
          { query: deps.q },
          abortController.signal,
        )
      : null,
  component: lazyRouteComponent(() => import('./search/SearchRoute'), 'SearchRoute'),
  pendingComponent: ListPending,
});

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signin',
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    return { redirect: readRedirectPath(search.redirect) };
  },
  loaderDeps: ({ search }) => ({ redirect: search.redirect }),
  // Someone already signed in is sent on to `redirect` (app/requireViewer.ts).
  loader: async ({ context, deps, abortController }) =>
    loadSignedOutRouteQuery<SignInScreenQueryType>(
      context.relayEnvironment,
      await lazyQuery.signInScreenQuery(),
      {},
      {
        redirectTo: deps.redirect,
        signal: abortController.signal,
      },
    ),
  component: lazyRouteComponent(() => import('./accounts/SignInRoute'), 'SignInRoute'),
  pendingComponent: ListPending,
});

const signUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signup',
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    return { redirect: readRedirectPath(search.redirect) };
  },
  loaderDeps: ({ search }) => ({ redirect: search.redirect }),
  loader: async ({ context, deps, abortController }) =>
    loadSignedOutRouteQuery<SignUpScreenQueryType>(
      context.relayEnvironment,
      await lazyQuery.signUpScreenQuery(),
      {},
      {
        redirectTo: deps.redirect,
        signal: abortController.signal,
      },
    ),
  component: lazyRouteComponent(() => import('./accounts/SignUpRoute'), 'SignUpRoute'),
  pendingComponent: ListPending,
});

// The editor (both routes): signed-out visitors are sent to sign in.
const writeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/write',
  loader: async ({ context, location, abortController }) =>
    whenMarkdownReady(
      loadSignedInRouteQuery<EditorScreenQueryType>(
        context.relayEnvironment,
        await lazyQuery.editorScreenQuery(),
        { slug: '', isNew: true },
        { returnTo: location.href, signal: abortController.signal },
      ),
    ),
  component: lazyRouteComponent(() => import('./editor/WriteRoute'), 'WriteRoute'),
  pendingComponent: ListPending,
});

const articleEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/articles/$slug/edit',
  loader: async ({ context, params, location, abortController }) =>
    whenMarkdownReady(
      loadSignedInRouteQuery<EditorScreenQueryType>(
        context.relayEnvironment,
        await lazyQuery.editorScreenQuery(),
        { slug: params.slug, isNew: false },
        { returnTo: location.href, signal: abortController.signal },
      ),
    ),
  component: lazyRouteComponent(() => import('./editor/EditArticleRoute'), 'EditArticleRoute'),
  pendingComponent: ListPending,
});

// The viewer's own pages: signed-out visitors are sent to sign in and back.
const draftsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/drafts',
  loader: async ({ context, location, abortController }) =>
    loadSignedInRouteQuery<DraftsScreenQueryType>(
      context.relayEnvironment,
      await lazyQuery.draftsScreenQuery(),
      {},
      { returnTo: location.href, signal: abortController.signal },
    ),
  component: lazyRouteComponent(() => import('./drafts/DraftsRoute'), 'DraftsRoute'),
  pendingComponent: ListPending,
});

const profileSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings/profile',
  loader: async ({ context, location, abortController }) =>
    whenMarkdownReady(
      loadSignedInRouteQuery<ProfileSettingsScreenQueryType>(
        context.relayEnvironment,
        await lazyQuery.profileSettingsScreenQuery(),
        {},
        { returnTo: location.href, signal: abortController.signal },
      ),
    ),
  component: lazyRouteComponent(
    () => import('./settings/ProfileSettingsRoute'),
    'ProfileSettingsRoute',
  ),
  pendingComponent: ListPending,
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
  draftsRoute,
  profileSettingsRoute,
  writeRoute,
]);

// Adapters from a route's loader data (typed by the route) to its screen's
// props, so screens never name a URL.
function ArticleRoute() {
  return <ArticleScreen queryRef={articleRoute.useLoaderData()} />;
}

/**
 * Builds the app's router around its one Relay environment. Tests pass a
 * memory history; the app uses the browser's.
 */
export function createAppRouter(options: {
  relayEnvironment: IEnvironment;
  history?: RouterHistory;
}) {
  return createRouter({
    routeTree,
    history: options.history ?? createBrowserHistory(),
    context: { relayEnvironment: options.relayEnvironment },
    defaultPreload: 'intent',
    defaultPreloadDelay: 50,
    // The previous screen stays for 150 ms; after that the route's pending
    // view (progress bar and sized placeholders) shows for at least 200 ms so
    // it does not flash.
    defaultPendingMs: 150,
    defaultPendingMinMs: 200,
    // Caching: a loader's value is a Relay reference, and the screen releases
    // the reference it adopted when it unmounts, so the router must never hand
    // back loader data it kept. gcTime 0 drops a route's match as soon as it
    // is left (back/forward re-runs the loader, which Relay answers from its
    // store with no request); staleTime 0 plus blocking reloads make an
    // invalidated route wait for its new reference instead of rendering the
    // old one meanwhile. A preload is reused for 10 s, well inside the 30 s
    // after which app/preloadedQueries.ts disposes an unadopted reference.
    defaultStaleTime: 0,
    defaultGcTime: 0,
    defaultPreloadStaleTime: 10_000,
    defaultPreloadGcTime: 30_000,
    defaultStaleReloadMode: 'blocking',
    // A new slug, handle, tag or query is a new page: fresh state, focus and
    // table of contents rather than the previous page's.
    defaultRemountDeps: ({ params, loaderDeps }) => ({ params, loaderDeps }),
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    scrollRestoration: true,
  });
}

/** The app's router type, registered below for type-checked links. */
export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
