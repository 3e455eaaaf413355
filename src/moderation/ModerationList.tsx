import type { JSX } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { ModerationListPaginationQuery } from '../../__generated__/ModerationListPaginationQuery.graphql';
import type { ModerationList_query$key } from '../../__generated__/ModerationList_query.graphql';
import { LoadMoreButton } from '../ui/LoadMoreButton';
import { ModerationItem } from './ModerationItem';

/** The reported and hidden comments, newest first, 20 at a time. */
export function ModerationList(props: { query: ModerationList_query$key }): JSX.Element {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    ModerationListPaginationQuery,
    ModerationList_query$key
  >(
    graphql`
      fragment ModerationList_query on Query
      @refetchable(queryName: "ModerationListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        moderationQueue(first: $count, after: $cursor)
          @connection(key: "ModerationList_moderationQueue") {
          edges {
            node {
              id
              ...ModerationItem_comment
            }
          }
        }
      }
    `,
    props.query,
  );
  const edges = data.moderationQueue?.edges ?? [];
  if (!edges.length) return <p>No comment is reported or hidden.</p>;
  return (
    <>
      <ul className="review-list" aria-label="Reported and hidden comments">
        {edges.map((edge) => (
          <ModerationItem key={edge.node.id} comment={edge.node} />
        ))}
      </ul>
      <LoadMoreButton hasMore={hasNext} isLoading={isLoadingNext} onLoadMore={() => loadNext(20)} />
    </>
  );
}
