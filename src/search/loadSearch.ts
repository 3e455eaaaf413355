import type { SearchScreenQuery } from '../../__generated__/SearchScreenQuery.graphql';
import { isSearchQueryValid } from '../../schema/rules';
import { routeQuery, type RouteLoaderMatch } from '../app/routeQuery';

/**
 * The loader of `/search`. An out-of-range query is not sent (null): the screen explains the
 * rule instead.
 */
export function loadSearch(match: RouteLoaderMatch & { deps: { q: string; after?: string } }) {
  if (!isSearchQueryValid(match.deps.q)) return null;
  return routeQuery<SearchScreenQuery>(match, {
    query: () => import('../../__generated__/SearchScreenQuery.graphql'),
    variables: { query: match.deps.q, after: match.deps.after ?? null },
  });
}
