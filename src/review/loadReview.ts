import type { ReviewScreenQuery } from '../../__generated__/ReviewScreenQuery.graphql';
import { routeQuery, type RouteLoaderMatch } from '../app/routeQuery';

/** The loader of `/review`: signed-in only (the server answers the queue to editors only). */
export function loadReview(match: RouteLoaderMatch) {
  return routeQuery<ReviewScreenQuery>(match, {
    query: () => import('../../__generated__/ReviewScreenQuery.graphql'),
    variables: {},
    access: 'signed-in',
  });
}
