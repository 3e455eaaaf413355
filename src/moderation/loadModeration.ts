import type { ModerationScreenQuery } from '../../__generated__/ModerationScreenQuery.graphql';
import { routeQuery, type RouteLoaderMatch } from '../app/routeQuery';

/** The loader of `/moderation`: signed-in only (the server answers the queue to editors only). */
export function loadModeration(match: RouteLoaderMatch) {
  return routeQuery<ModerationScreenQuery>(match, {
    query: () => import('../../__generated__/ModerationScreenQuery.graphql'),
    variables: {},
    access: 'signed-in',
  });
}
