import type { FollowingScreenQuery } from '../../__generated__/FollowingScreenQuery.graphql';
import { routeQuery, type RouteLoaderMatch } from '../app/routeQuery';

/** The loader of `/following`: the followed articles after a cursor; signed-in only. */
export function loadFollowing(match: RouteLoaderMatch & { deps: { after?: string } }) {
  return routeQuery<FollowingScreenQuery>(match, {
    query: () => import('../../__generated__/FollowingScreenQuery.graphql'),
    variables: { after: match.deps.after ?? null },
    access: 'signed-in',
  });
}
