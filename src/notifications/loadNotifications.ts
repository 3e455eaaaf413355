import type { NotificationsScreenQuery } from '../../__generated__/NotificationsScreenQuery.graphql';
import { routeQuery, type RouteLoaderMatch } from '../app/routeQuery';

/** The loader of `/notifications`: the viewer's notifications after a cursor; signed-in only. */
export function loadNotifications(match: RouteLoaderMatch & { deps: { after?: string } }) {
  return routeQuery<NotificationsScreenQuery>(match, {
    query: () => import('../../__generated__/NotificationsScreenQuery.graphql'),
    variables: { after: match.deps.after ?? null },
    access: 'signed-in',
  });
}
