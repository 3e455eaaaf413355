import { Link, useLocation } from '@tanstack/react-router';
import { Suspense, useDeferredValue, useRef, useState, useTransition } from 'react';
import type { JSX } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type {
  CommentListPaginationQuery,
  CommentOrder,
} from '../../__generated__/CommentListPaginationQuery.graphql';
import type { CommentList_article$key } from '../../__generated__/CommentList_article.graphql';
import type { CommentList_viewer$key } from '../../__generated__/CommentList_viewer.graphql';
import { FirstPageLink, useNextPageHref } from '../app/pageLinks';
import { PAGE_SIZES } from '../../schema/rules';
import { COMMENTS_PAGE_SIZE } from '../app/pageSizes';
import { useLoadMore } from '../app/useLoadMore';
import { LoadMoreButton } from '../ui/LoadMoreButton';
import { Skeleton } from '../ui/Skeleton';
import { CommentItem } from './CommentItem';
import { CommentReplies } from './CommentReplies';
import { CommentsContext } from './CommentsContext';
import { LazyCommentComposer } from './LazyCommentComposer';
import { useCommentEntries } from './useCommentEntries';
import { useLiveComments } from './useLiveComments';
import './comments.css';

const ORDERS: ReadonlyArray<{ value: CommentOrder; label: string }> = [
  { value: 'OLDEST', label: 'Oldest first' },
  { value: 'NEWEST', label: 'Newest first' },
  { value: 'MOST_LIKED', label: 'Most liked' },
];

/**
 * An article's comments: its threads, 20 at a time in the order the reader picks, each with
 * its replies under it; the composer for a signed-in viewer (a way to sign in otherwise).
 */
export function CommentList(props: {
  article: CommentList_article$key;
  viewer: CommentList_viewer$key | null;
}): JSX.Element {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
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
        order: { type: "CommentOrder", defaultValue: OLDEST }
      ) {
        id
        commentCount
        # Read from the store by useLiveComments: the version this list shows.
        # eslint-disable-next-line relay/unused-fields
        commentsVersion
        # A page reached by its link (?after=) is a list of its own: in the first page's
        # connection its edges would be dropped as out of order, or shown as the first page.
        comments(first: $count, after: $cursor, order: $order)
          @connection(key: "CommentList_comments", dynamicKey_UNSTABLE: $start) {
          __id
          pageInfo {
            endCursor
          }
          edges {
            node {
              id
              ...CommentItem_comment
              ...CommentReplies_comment
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
        role
        # The composer is a lazy chunk (LazyCommentComposer.tsx), here and under each comment.
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...CommentComposer_viewer
      }
    `,
    props.viewer,
  );
  const articlePath = useLocation({ select: (location) => location.pathname });
  const { loadMore, failed } = useLoadMore(loadNext, COMMENTS_PAGE_SIZE);
  const [order, setOrder] = useState<CommentOrder>('OLDEST');
  const [isSorting, startSorting] = useTransition();
  // The next page's address pages the oldest-first list that the route loads.
  const nextHref = useNextPageHref(order === 'OLDEST' ? data.comments.pageInfo.endCursor : null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const threads = data.comments.edges.map((edge) => edge.node);
  const { itemProps, deleteError } = useCommentEntries(
    { articleId: data.id, commentCount: data.commentCount },
    threads.map((thread) => thread.id),
    data.comments.__id,
    null,
    () => headingRef.current,
  );
  // The list sits below the article, so React renders it after the article's first paint, in
  // a background render that yields every few milliseconds: the first screen of text does not
  // wait on twenty comments' Markdown (on a cold visit, one long task fewer).
  const showList = useDeferredValue(true, false);

  // When a comment this viewer can see is added, edited or deleted anywhere, the list (as many
  // threads as it shows, in its order) is read again, without a fallback while it loads.
  const [, startRefreshing] = useTransition();
  const live = useLiveComments(data.id, () =>
    startRefreshing(() => {
      const count = Math.min(PAGE_SIZES.max, Math.max(COMMENTS_PAGE_SIZE, threads.length));
      refetch({ order, cursor: null, count }, { fetchPolicy: 'network-only' });
    }),
  );

  const sortBy = (next: CommentOrder) => {
    setOrder(next);
    startSorting(() => {
      refetch({ order: next, cursor: null }, { fetchPolicy: 'store-or-network' });
    });
  };

  return (
    <CommentsContext
      value={{
        articleId: data.id,
        commentCount: data.commentCount,
        viewer: viewer ?? null,
        viewerIsEditor: viewer?.role === 'EDITOR' || viewer?.role === 'OWNER',
      }}
    >
      <section className="comments" aria-labelledby="comments-heading" data-live={live}>
        <h2 id="comments-heading" ref={headingRef} tabIndex={-1}>
          {/* With none, the heading names the section and the empty list says there are none. */}
          {data.commentCount === 0
            ? 'Comments'
            : data.commentCount === 1
              ? '1 comment'
              : `${data.commentCount} comments`}
        </h2>
        <FirstPageLink label="Back to the first comments" />
        {deleteError ? (
          <p role="alert" className="comment-alert">
            The comment was not deleted. {deleteError}
          </p>
        ) : null}
        {threads.length > 1 || order !== 'OLDEST' ? (
          <p className="comment-sort">
            <label htmlFor="comment-order">Sort comments</label>{' '}
            <select
              id="comment-order"
              value={order}
              aria-busy={isSorting || undefined}
              onChange={(event) => sortBy(event.target.value as CommentOrder)}
            >
              {ORDERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </p>
        ) : null}
        {!showList ? (
          <Skeleton variant="card" />
        ) : threads.length === 0 ? (
          <p className="empty">No comments yet.</p>
        ) : (
          <ol className="comment-list">
            {threads.map((node) => (
              <li key={node.id}>
                <CommentItem
                  comment={node}
                  replyConnectionId={ConnectionHandler.getConnectionID(
                    node.id,
                    'CommentReplies_replies',
                  )}
                  {...itemProps(node.id)}
                />
                <CommentReplies comment={node} />
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
            <LazyCommentComposer
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
    </CommentsContext>
  );
}
