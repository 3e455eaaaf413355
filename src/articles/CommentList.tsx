import type { JSX } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { CommentListPaginationQuery } from '../../__generated__/CommentListPaginationQuery.graphql';
import type { CommentList_article$key } from '../../__generated__/CommentList_article.graphql';
import { COMMENTS_PAGE_SIZE } from '../app/pageSizes';
import { useLoadMore } from '../app/useLoadMore';
import { LoadMoreButton } from '../ui/LoadMoreButton';
import { CommentItem } from './CommentItem';

/** An article's comments, oldest first, 20 at a time. */
export function CommentList(props: { article: CommentList_article$key }): JSX.Element {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    CommentListPaginationQuery,
    CommentList_article$key
  >(
    graphql`
      fragment CommentList_article on Article
      @refetchable(queryName: "CommentListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        commentCount
        comments(first: $count, after: $cursor) @connection(key: "CommentList_comments") {
          edges {
            node {
              id
              ...CommentItem_comment
            }
          }
        }
      }
    `,
    props.article,
  );
  const { loadMore, failed } = useLoadMore(loadNext, COMMENTS_PAGE_SIZE);
  const comments = data.comments.edges.map((edge) => edge.node);
  return (
    <section className="comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading">
        {data.commentCount === 1 ? '1 comment' : `${data.commentCount} comments`}
      </h2>
      {comments.length === 0 ? (
        <p className="empty">No comments yet.</p>
      ) : (
        <ol className="comment-list">
          {comments.map((comment) => (
            <li key={comment.id}>
              <CommentItem comment={comment} />
            </li>
          ))}
        </ol>
      )}
      <LoadMoreButton
        hasMore={hasNext}
        isLoading={isLoadingNext}
        failed={failed}
        onLoadMore={loadMore}
        label="Load more comments"
      />
    </section>
  );
}
