import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useRefreshSubscribersQuery } from '../../__generated__/useRefreshSubscribersQuery.graphql';

// After an import or an erasure the counts are read again: `subscribers` has no id, so a
// payload cannot update it, but the same root field fetched again lands on the same record.
const query = graphql`
  query useRefreshSubscribersQuery {
    subscribers {
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...SubscriberCounts_subscribers
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...SubscriberGrowth_subscribers
    }
  }
`;

/** Reads the screen's counts and growth again from the server. */
export function useRefreshSubscribers(): () => void {
  const environment = useRelayEnvironment();
  return useCallback(() => {
    fetchQuery<useRefreshSubscribersQuery>(
      environment,
      query,
      {},
      {
        fetchPolicy: 'network-only',
      },
    ).subscribe({});
  }, [environment]);
}
