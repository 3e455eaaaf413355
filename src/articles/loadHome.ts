import HomeScreenQueryNode from '../../__generated__/HomeScreenQuery.graphql';
import type { HomeScreenQuery } from '../../__generated__/HomeScreenQuery.graphql';
import { routeQuery, type RouteLoaderMatch } from '../app/routeQuery';

/**
 * The loader of `/`: the latest articles, of one tag or all, after a cursor. Its compiled query
 * stays in the first-load bundle (most visits begin here; see src/router/).
 */
export function loadHome(match: RouteLoaderMatch & { deps: { tag?: string; after?: string } }) {
  return routeQuery<HomeScreenQuery>(match, {
    query: HomeScreenQueryNode,
    variables: {
      tag: match.deps.tag ?? null,
      after: match.deps.after ?? null,
      front: !match.deps.tag && !match.deps.after,
    },
  });
}
