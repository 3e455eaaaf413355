import type { TagScreenQuery } from '../../__generated__/TagScreenQuery.graphql';
import { routeQuery, type RouteLoaderMatch } from '../app/routeQuery';

/** The loader of `/tags/$name`: the tag's articles after a cursor. */
export function loadTag(
  match: RouteLoaderMatch & { params: { name: string }; deps: { after?: string } },
) {
  return routeQuery<TagScreenQuery>(match, {
    query: () => import('../../__generated__/TagScreenQuery.graphql'),
    variables: { name: match.params.name, after: match.deps.after ?? null },
  });
}
