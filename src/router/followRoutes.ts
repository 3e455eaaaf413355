import { createRoute } from '@tanstack/react-router';
import type { FollowingScreenQuery } from '../../__generated__/FollowingScreenQuery.graphql';
import type { NotificationsScreenQuery } from '../../__generated__/NotificationsScreenQuery.graphql';
import type { ReadingListScreenQuery } from '../../__generated__/ReadingListScreenQuery.graphql';
import { lazyScreen } from '../app/routeScreen';
import { loadFollowing } from '../follows/loadFollowing';
import { loadReadingList } from '../follows/loadReadingList';
import { loadNotifications } from '../notifications/loadNotifications';
import { pageSearch, rootRoute } from './rootRoute';

// A signed-in reader's own pages: what they follow, what they saved for later, what concerns them.

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

export const notificationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/notifications',
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ after: search.after }),
  loader: loadNotifications,
  component: lazyScreen<NotificationsScreenQuery>(() =>
    import('../notifications/NotificationsScreen').then((module) => module.NotificationsScreen),
  ),
});
