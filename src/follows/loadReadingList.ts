import type { ReadingListScreenQuery } from '../../__generated__/ReadingListScreenQuery.graphql';
import { routeQuery, type RouteLoaderMatch } from '../app/routeQuery';

/** The loader of `/reading-list`: the saved articles after a cursor; signed-in only. */
export function loadReadingList(match: RouteLoaderMatch & { deps: { after?: string } }) {
  return routeQuery<ReadingListScreenQuery>(match, {
    query: () => import('../../__generated__/ReadingListScreenQuery.graphql'),
    variables: { after: match.deps.after ?? null },
    access: 'signed-in',
  });
}
