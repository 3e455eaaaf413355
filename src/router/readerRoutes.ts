import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ArticleScreenQuery } from '../../__generated__/ArticleScreenQuery.graphql';
import type { AuthorScreenQuery } from '../../__generated__/AuthorScreenQuery.graphql';
import type { HomeScreenQuery } from '../../__generated__/HomeScreenQuery.graphql';
import type { TagScreenQuery } from '../../__generated__/TagScreenQuery.graphql';
import type { TagsScreenQuery } from '../../__generated__/TagsScreenQuery.graphql';
import { readPageCursor } from '../app/pageCursor';
import { lazyScreen, routeScreen } from '../app/routeScreen';
import { ArticlePending } from '../articles/ArticlePending';
import { ArticleScreen } from '../articles/ArticleScreen';
import { loadArticle } from '../articles/loadArticle';
import { loadHome } from '../articles/loadHome';
import { loadAuthor } from '../authors/loadAuthor';
import { loadSearch } from '../search/loadSearch';
import { readSearchQuery } from '../search/searchQuery';
import { loadTag } from '../tags/loadTag';
import { loadTags } from '../tags/loadTags';
import { normalizeTagName } from '../tags/tagName';
import { pageSearch, rootRoute } from './rootRoute';

// The routes a reader reaches without signing in: the server renders these.

export const homeRoute = createRoute({
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
    import('../articles/HomeScreen').then((module) => module.HomeScreen),
  ),
});

export const articleRoute = createRoute({
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

export const tagsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tags',
  loader: loadTags,
  component: lazyScreen<TagsScreenQuery>(() =>
    import('../tags/TagsScreen').then((module) => module.TagsScreen),
  ),
});

export const tagRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tags/$name',
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ after: search.after }),
  loader: loadTag,
  component: lazyScreen<TagScreenQuery>(() =>
    import('../tags/TagScreen').then((module) => module.TagScreen),
  ),
});

export const authorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/authors/$handle',
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ after: search.after }),
  loader: loadAuthor,
  component: lazyScreen<AuthorScreenQuery>(() =>
    import('../authors/AuthorScreen').then((module) => module.AuthorScreen),
  ),
});

export const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search',
  validateSearch: (search: Record<string, unknown>): { q?: string; after?: string } => {
    const q = readSearchQuery(search.q);
    return { q: q === '' ? undefined : q, after: readPageCursor(search.after) };
  },
  loaderDeps: ({ search }) => ({ q: search.q ?? '', after: search.after }),
  loader: loadSearch,
  component: lazyRouteComponent(() => import('../search/SearchRoute'), 'SearchRoute'),
});

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
