import type { TagsScreenQuery } from '../../__generated__/TagsScreenQuery.graphql';
import { routeQuery, type RouteLoaderMatch } from '../app/routeQuery';

/** The loader of `/tags`: every tag with published articles. */
export function loadTags(match: RouteLoaderMatch) {
  return routeQuery<TagsScreenQuery>(match, {
    query: () => import('../../__generated__/TagsScreenQuery.graphql'),
    variables: {},
  });
}
