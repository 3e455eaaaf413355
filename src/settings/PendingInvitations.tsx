import { useId, useState } from 'react';
import type { JSX } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { PendingInvitationsPaginationQuery } from '../../__generated__/PendingInvitationsPaginationQuery.graphql';
import type { PendingInvitations_query$key } from '../../__generated__/PendingInvitations_query.graphql';
import { useLoadMore } from '../app/useLoadMore';
import { LoadMoreButton } from '../ui/LoadMoreButton';
import { PendingInvitation } from './PendingInvitation';

const PAGE_SIZE = 10;

/** The pending staff invitations, newest first, 10 at a time, each with its Revoke. */
export function PendingInvitations(props: { query: PendingInvitations_query$key }): JSX.Element {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    PendingInvitationsPaginationQuery,
    PendingInvitations_query$key
  >(
    graphql`
      fragment PendingInvitations_query on Query
      @refetchable(queryName: "PendingInvitationsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        invitations(first: $count, after: $cursor)
          @connection(key: "PendingInvitations_invitations") {
          __id
          edges {
            node {
              id
              ...PendingInvitation_invitation
            }
          }
        }
      }
    `,
    props.query,
  );
  const { loadMore, failed } = useLoadMore(loadNext, PAGE_SIZE);
  const [status, setStatus] = useState<string | null>(null);
  const headingId = useId();
  const connection = data.invitations?.__id;
  const edges = data.invitations?.edges ?? [];
  return (
    <section aria-labelledby={headingId} className="stack">
      <h2 id={headingId}>Pending invitations</h2>
      <p role="status">{status}</p>
      {connection && edges.length ? (
        <ul aria-labelledby={headingId} className="staff-list">
          {edges.map(({ node }) => (
            <PendingInvitation
              key={node.id}
              invitation={node}
              connection={connection}
              onRevoked={setStatus}
            />
          ))}
        </ul>
      ) : (
        <p>No invitation is waiting.</p>
      )}
      <LoadMoreButton
        hasMore={hasNext}
        isLoading={isLoadingNext}
        failed={failed}
        onLoadMore={loadMore}
        label="Load more invitations"
      />
    </section>
  );
}
