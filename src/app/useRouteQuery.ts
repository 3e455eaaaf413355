import { useEffect } from 'react';
import { usePreloadedQuery, useQueryLoader } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { adoptQuery } from './preloadedQueries';

/**
 * Adopts the reference a route loader made and reads it. `useQueryLoader`
 * owns the reference from here on: it switches to a new one when the loader
 * runs again (Retry, invalidate) and releases the old ones, and releases the
 * last one on unmount, so a screen never leaks its query.
 */
export function useRouteQuery<TQuery extends OperationType>(
  query: GraphQLTaggedNode,
  loaderReference: PreloadedQuery<TQuery>,
): TQuery['response'] {
  const [reference] = useQueryLoader<TQuery>(query, loaderReference);
  // Adopted in an effect, not during render: a render React throws away must
  // leave the reference to its timer, since no unmount would release it.
  useEffect(() => adoptQuery(loaderReference), [loaderReference]);
  return usePreloadedQuery<TQuery>(query, reference ?? loaderReference);
}
