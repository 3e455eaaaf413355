import { useRef } from 'react';
import type { JSX } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { NestedRepliesPaginationQuery } from '../../__generated__/NestedRepliesPaginationQuery.graphql';
import type { NestedReplies_comment$key } from '../../__generated__/NestedReplies_comment.graphql';
import { CommentItem } from './CommentItem';
import { MoreReplies } from './MoreReplies';
import { useCommentsSection } from './CommentsContext';
import { useCommentEntries } from './useCommentEntries';

/**
 * The replies under a reply (depth 2), the deepest level shown: a reply to one of them joins
 * this same list, marked "Replying to @handle".
 */
export function NestedReplies(props: { comment: NestedReplies_comment$key }): JSX.Element | null {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    NestedRepliesPaginationQuery,
    NestedReplies_comment$key
  >(
    graphql`
      fragment NestedReplies_comment on Comment
      @refetchable(queryName: "NestedRepliesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 1 }, cursor: { type: "String" }) {
        id
        replyCount
        replies(first: $count, after: $cursor) @connection(key: "NestedReplies_replies") {
          __id
          edges {
            node {
              id
              ...CommentItem_comment @arguments(withAvatar: false)
            }
          }
        }
      }
    `,
    props.comment,
  );
  const wrapper = useRef<HTMLDivElement>(null);
  const edges = data.replies.edges;
  const { itemProps, deleteError } = useCommentEntries(
    useCommentsSection(),
    edges.map(({ node }) => node.id),
    data.replies.__id,
    { id: data.id, replyCount: data.replyCount },
    // The last reply gone, this list goes too: focus the comment they answered.
    () => (wrapper.current?.previousElementSibling as HTMLElement | null | undefined) ?? null,
  );
  if (edges.length === 0 && !hasNext) return null;
  return (
    <div className="comment-replies" ref={wrapper}>
      {deleteError ? (
        <p role="alert" className="comment-alert">
          The comment was not deleted. {deleteError}
        </p>
      ) : null}
      <ol className="comment-list">
        {edges.map(({ node }) => (
          <li key={node.id}>
            <CommentItem
              comment={node}
              replyConnectionId={data.replies.__id}
              {...itemProps(node.id)}
            />
          </li>
        ))}
      </ol>
      <MoreReplies
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        loadNext={loadNext}
        remaining={data.replyCount - edges.length}
      />
    </div>
  );
}
