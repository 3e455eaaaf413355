import { Link, useLocation } from '@tanstack/react-router';
import { Suspense, lazy, useCallback, useDeferredValue, useRef, useState } from 'react';
import type { JSX } from 'react';
import { graphql, useFragment, useMutation, usePaginationFragment } from 'react-relay/hooks';
import type { CommentListDeleteMutation } from '../../__generated__/CommentListDeleteMutation.graphql';
import type { CommentListPaginationQuery } from '../../__generated__/CommentListPaginationQuery.graphql';
import type { CommentList_article$key } from '../../__generated__/CommentList_article.graphql';
import type { CommentList_viewer$key } from '../../__generated__/CommentList_viewer.graphql';
import { FirstPageLink, useNextPageHref } from '../app/pageLinks';
import { COMMENTS_PAGE_SIZE } from '../app/pageSizes';
import { useLoadMore } from '../app/useLoadMore';
import { LoadMoreButton } from '../ui/LoadMoreButton';
import { Skeleton } from '../ui/Skeleton';
import { CommentItem } from './CommentItem';
import { describeCommentFailure, describePayloadErrors } from './commentErrors';
import './comments.css';

// The composer (form, tabs, add mutation) is for signed-in viewers only and
// sits below the article, so it is a chunk of its own: readers who are not
// signed in never download it, and for the others it arrives while they read.
// A chunk that fails to load costs the form, not the page.
const CommentComposer = lazy(() =>
  import(/* webpackChunkName: "comment-composer" */ './CommentComposer').then(
    (module) => ({ default: module.CommentComposer }),
    () => ({
      default: function ComposerUnavailable() {
        return (
          <p role="alert" className="comment-alert">
            The comment form did not load. Reload the page to comment.
          </p>
        );
      },
    }),
  ),
);

/**
 * An article's comments, oldest first, 20 at a time, with the composer for a
 * signed-in viewer (a way to sign in otherwise).
 */
export function CommentList(props: {
  article: CommentList_article$key;
  viewer: CommentList_viewer$key | null;
}): JSX.Element {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    CommentListPaginationQuery,
    CommentList_article$key
  >(
    graphql`
      fragment CommentList_article on Article
      @refetchable(queryName: "CommentListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        start: { type: "String" }
      ) {
        id
        commentCount
        # A page reached by its link (?after=) is a list of its own: in the first page's
        # connection its edges would be dropped as out of order, or shown as the first page.
        comments(first: $count, after: $cursor)
          @connection(key: "CommentList_comments", dynamicKey_UNSTABLE: $start) {
          __id
          pageInfo {
            endCursor
          }
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
  const viewer = useFragment(
    graphql`
      fragment CommentList_viewer on User {
        ...CommentComposer_viewer
      }
    `,
    props.viewer,
  );
  const articlePath = useLocation({ select: (location) => location.pathname });
  const { loadMore, failed } = useLoadMore(loadNext, COMMENTS_PAGE_SIZE);
  const nextHref = useNextPageHref(data.comments.pageInfo.endCursor);
  const { deleteComment, deleteError } = useDeleteComment(data.id, data.comments.__id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const items = useRef(new Map<string, HTMLElement>());
  const comments = data.comments.edges.map((edge) => edge.node);
  // The list sits below the article, so React renders it after the article's first paint, in
  // a background render that yields every few milliseconds: the first screen of text does not
  // wait on twenty comments' Markdown (on a cold visit, one long task fewer).
  const showList = useDeferredValue(true, false);

  const onDelete = (id: string) => {
    // The deleted comment leaves the page at once, and with it the focused
    // button: focus the comment that takes its place, else the heading.
    const index = comments.findIndex((comment) => comment.id === id);
    const next = comments[index + 1];
    const target = (next && items.current.get(next.id)) ?? headingRef.current;
    deleteComment(id, data.commentCount);
    target?.focus();
  };

  return (
    <section className="comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading" ref={headingRef} tabIndex={-1}>
        {data.commentCount === 1 ? '1 comment' : `${data.commentCount} comments`}
      </h2>
      <FirstPageLink label="Back to the first comments" />
      {deleteError ? (
        <p role="alert" className="comment-alert">
          The comment was not deleted. {deleteError}
        </p>
      ) : null}
      {!showList ? (
        <Skeleton variant="card" />
      ) : comments.length === 0 ? (
        <p className="empty">No comments yet.</p>
      ) : (
        <ol className="comment-list">
          {comments.map((comment) => (
            <li key={comment.id}>
              <CommentItem
                comment={comment}
                onDelete={onDelete}
                ref={(element) => {
                  if (element) items.current.set(comment.id, element);
                  else items.current.delete(comment.id);
                }}
              />
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
        href={nextHref}
      />
      {viewer ? (
        <Suspense fallback={<Skeleton variant="card" />}>
          <CommentComposer
            viewer={viewer}
            articleId={data.id}
            commentCount={data.commentCount}
            connectionId={data.comments.__id}
          />
        </Suspense>
      ) : (
        <p className="comment-signin">
          <Link to="/signin" search={{ redirect: articlePath }}>
            Sign in to comment
          </Link>
        </p>
      )}
    </section>
  );
}

/**
 * Deletes a comment optimistically: it leaves the list and the count at once
 * and comes back, with the reason in `deleteError`, when the server refuses.
 */
function useDeleteComment(
  articleId: string,
  connectionId: string,
): { deleteComment: (id: string, commentCount: number) => void; deleteError: string | null } {
  const [commit] = useMutation<CommentListDeleteMutation>(graphql`
    mutation CommentListDeleteMutation($input: DeleteCommentInput!, $connections: [ID!]!)
    @raw_response_type {
      deleteComment(input: $input) {
        deletedCommentId @deleteEdge(connections: $connections)
        article {
          id
          commentCount
        }
        userErrors {
          message
        }
      }
    }
  `);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const deleteComment = useCallback(
    (id: string, commentCount: number) => {
      setDeleteError(null);
      commit({
        variables: { input: { id }, connections: [connectionId] },
        optimisticResponse: {
          deleteComment: {
            deletedCommentId: id,
            article: { id: articleId, commentCount: Math.max(0, commentCount - 1) },
            userErrors: [],
          },
        },
        onCompleted: (response, errors) => {
          const userError = response.deleteComment?.userErrors[0];
          if (errors?.length) setDeleteError(describePayloadErrors(errors));
          else if (userError) setDeleteError(userError.message);
        },
        onError: (error) => setDeleteError(describeCommentFailure(error)),
      });
    },
    [commit, articleId, connectionId],
  );
  return { deleteComment, deleteError };
}
