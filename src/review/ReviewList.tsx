import type { JSX } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { ReviewListPaginationQuery } from '../../__generated__/ReviewListPaginationQuery.graphql';
import type { ReviewList_query$key } from '../../__generated__/ReviewList_query.graphql';
import { LoadMoreButton } from '../ui/LoadMoreButton';
import { ReviewItem } from './ReviewItem';

/** The drafts submitted for review, most recently submitted first, 10 at a time. */
export function ReviewList(props: { query: ReviewList_query$key }): JSX.Element {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    ReviewListPaginationQuery,
    ReviewList_query$key
  >(
    graphql`
      fragment ReviewList_query on Query
      @refetchable(queryName: "ReviewListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        reviewQueue(first: $count, after: $cursor) @connection(key: "ReviewList_reviewQueue") {
          edges {
            node {
              id
              ...ReviewItem_article
            }
          }
        }
      }
    `,
    props.query,
  );
  const edges = data.reviewQueue?.edges ?? [];
  if (!edges.length) return <p>Nothing is waiting for review.</p>;
  return (
    <>
      <ul className="review-list" aria-label="Submitted drafts">
        {edges.map((edge) => (
          <ReviewItem key={edge.node.id} article={edge.node} />
        ))}
      </ul>
      <LoadMoreButton hasMore={hasNext} isLoading={isLoadingNext} onLoadMore={() => loadNext(10)} />
    </>
  );
}
