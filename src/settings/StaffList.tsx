import { useId, useState } from 'react';
import type { JSX } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { StaffListPaginationQuery } from '../../__generated__/StaffListPaginationQuery.graphql';
import type { StaffList_query$key } from '../../__generated__/StaffList_query.graphql';
import { useLoadMore } from '../app/useLoadMore';
import { LoadMoreButton } from '../ui/LoadMoreButton';
import { StaffMember } from './StaffMember';

const PAGE_SIZE = 10;

/** The site's staff by handle, 10 at a time, each with its role control (owners only). */
export function StaffList(props: { query: StaffList_query$key }): JSX.Element {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    StaffListPaginationQuery,
    StaffList_query$key
  >(
    graphql`
      fragment StaffList_query on Query
      @refetchable(queryName: "StaffListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        staff(first: $count, after: $cursor) @connection(key: "StaffList_staff") {
          edges {
            node {
              id
              ...StaffMember_user
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
  const edges = data.staff?.edges ?? [];
  return (
    <section aria-labelledby={headingId} className="stack">
      <h2 id={headingId}>Staff members</h2>
      <p role="status">{status}</p>
      <ul aria-labelledby={headingId} className="staff-list">
        {edges.map(({ node }) => (
          <StaffMember key={node.id} user={node} onMessage={setStatus} />
        ))}
      </ul>
      <LoadMoreButton
        hasMore={hasNext}
        isLoading={isLoadingNext}
        failed={failed}
        onLoadMore={loadMore}
        label="Load more staff"
      />
    </section>
  );
}
