import type { ImportScreenQuery } from '../../__generated__/ImportScreenQuery.graphql';
import { routeQuery, type RouteLoaderMatch } from '../app/routeQuery';

/** The loader of `/import`: signed-in only (the server lets editors alone import). */
export function loadImport(match: RouteLoaderMatch) {
  return routeQuery<ImportScreenQuery>(match, {
    query: () => import('../../__generated__/ImportScreenQuery.graphql'),
    variables: {},
    access: 'signed-in',
  });
}
