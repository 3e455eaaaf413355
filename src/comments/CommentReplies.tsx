import { useRef } from 'react';
import type { JSX } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { CommentRepliesPaginationQuery } from '../../__generated__/CommentRepliesPaginationQuery.graphql';
import type { CommentReplies_comment$key } from '../../__generated__/CommentReplies_comment.graphql';
import { CommentItem } from './CommentItem';
import { MoreReplies } from './MoreReplies';
import { NestedReplies } from './NestedReplies';
import { useCommentsSection } from './CommentsContext';
import { useCommentEntries } from './useCommentEntries';

/**
 * The replies under a thread's first comment (depth 1), each with its own replies under it;
 * the first comes with the page, the rest on "N more replies". One a level keeps a page of 50
 * threads (Load more's largest) under a quarter of the query cost budget: two at each level
 * would cost 5 comments a thread instead of 3. Relay fragments cannot recurse, so the next
 * level down is NestedReplies, the same list one level deeper.
 */
export function CommentReplies(props: { comment: CommentReplies_comment$key }): JSX.Element | null {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    CommentRepliesPaginationQuery,
    CommentReplies_comment$key
  >(
    graphql`
      fragment CommentReplies_comment on Comment
      @refetchable(queryName: "CommentRepliesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 1 }, cursor: { type: "String" }) {
        id
        replyCount
        replies(first: $count, after: $cursor) @connection(key: "CommentReplies_replies") {
          __id
          edges {
            node {
              id
              ...CommentItem_comment
              ...NestedReplies_comment
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
              replyConnectionId={ConnectionHandler.getConnectionID(
                node.id,
                'NestedReplies_replies',
              )}
              {...itemProps(node.id)}
            />
            <NestedReplies comment={node} />
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
