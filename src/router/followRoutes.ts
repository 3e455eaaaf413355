import { createRoute } from '@tanstack/react-router';
import type { FollowingScreenQuery } from '../../__generated__/FollowingScreenQuery.graphql';
import type { ReadingListScreenQuery } from '../../__generated__/ReadingListScreenQuery.graphql';
import { lazyScreen } from '../app/routeScreen';
import { loadFollowing } from '../follows/loadFollowing';
import { loadReadingList } from '../follows/loadReadingList';
import { pageSearch, rootRoute } from './rootRoute';

// A signed-in reader's own pages: what they follow, and what they saved for later.

export const followingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/following',
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ after: search.after }),
  loader: loadFollowing,
  component: lazyScreen<FollowingScreenQuery>(() =>
    import('../follows/FollowingScreen').then((module) => module.FollowingScreen),
  ),
});

export const readingListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reading-list',
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ after: search.after }),
  loader: loadReadingList,
  component: lazyScreen<ReadingListScreenQuery>(() =>
    import('../follows/ReadingListScreen').then((module) => module.ReadingListScreen),
  ),
});
