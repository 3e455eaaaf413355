import type { SubscribersScreenQuery } from '../../__generated__/SubscribersScreenQuery.graphql';
import { routeQuery, type RouteLoaderMatch } from '../app/routeQuery';

/** The loader of `/subscribers`: signed-in only (the server answers the counts to editors only). */
export function loadSubscribers(match: RouteLoaderMatch) {
  return routeQuery<SubscribersScreenQuery>(match, {
    query: () => import('../../__generated__/SubscribersScreenQuery.graphql'),
    variables: {},
    access: 'signed-in',
  });
}
