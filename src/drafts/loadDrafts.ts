import type { DraftsScreenQuery } from '../../__generated__/DraftsScreenQuery.graphql';
import { routeQuery, type RouteLoaderMatch } from '../app/routeQuery';

/** The loader of `/drafts`: the viewer's unpublished articles after a cursor; signed-in only. */
export function loadDrafts(match: RouteLoaderMatch & { deps: { after?: string } }) {
  return routeQuery<DraftsScreenQuery>(match, {
    query: () => import('../../__generated__/DraftsScreenQuery.graphql'),
    variables: { after: match.deps.after ?? null },
    access: 'signed-in',
  });
}
