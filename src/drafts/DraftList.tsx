import { Link } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { DraftListPaginationQuery } from '../../__generated__/DraftListPaginationQuery.graphql';
import type { DraftList_user$key } from '../../__generated__/DraftList_user.graphql';
import { ARTICLES_PAGE_SIZE } from '../app/pageSizes';
import { FirstPageLink, useNextPageHref } from '../app/pageLinks';
import { useLoadMore } from '../app/useLoadMore';
import { changedArticle, isUnpublished } from '../articles/articleChange';
import type { ArticleChange } from '../articles/articleChange';
import { prependArticle } from '../articles/publishedLists';
import { PagedList } from '../ui/PagedList';
import { DraftItem } from './DraftItem';

/**
 * Keeps the author's drafts list current after a write (it is in the store
 * only when the author is the viewer and has been to `/drafts`). Every write
 * updates the article, so a draft or archived article moves to the top, the
 * list being most recently updated first; a published or deleted one leaves.
 */
export function updateDrafts(store: RecordSourceSelectorProxy, change: ArticleChange): void {
  const { id, authorId } = changedArticle(change);
  const author = store.get(authorId);
  const list = author && ConnectionHandler.getConnection(author, 'DraftList_drafts');
  if (!list) return;
  ConnectionHandler.deleteNode(list, id);
  if (isUnpublished(change.after)) prependArticle(store, list, id);
}

/** The viewer's drafts and archived articles, most recently updated first, 10 at a time. */
export function DraftList(props: { user: DraftList_user$key }): JSX.Element {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    DraftListPaginationQuery,
    DraftList_user$key
  >(
    graphql`
      fragment DraftList_user on User
      @refetchable(queryName: "DraftListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        start: { type: "String" }
      ) {
        # A page reached by its link (?after=) is a list of its own: in the first page's
        # connection its edges would be dropped as out of order, or shown as the first page.
        drafts(first: $count, after: $cursor)
          @connection(key: "DraftList_drafts", dynamicKey_UNSTABLE: $start) {
          pageInfo {
            endCursor
          }
          edges {
            node {
              id
              ...DraftItem_article
            }
          }
        }
      }
    `,
    props.user,
  );
  const { loadMore, failed } = useLoadMore(loadNext, ARTICLES_PAGE_SIZE);
  const nextHref = useNextPageHref(data.drafts?.pageInfo.endCursor);
  const edges = data.drafts?.edges ?? [];
  if (edges.length === 0) {
    return (
      <div className="empty stack">
        <p>You have no drafts or archived articles.</p>
        <p>
          <Link to="/write" className="button">
            Write an article
          </Link>
        </p>
      </div>
    );
  }
  return (
    <PagedList
      hasMore={hasNext}
      isLoading={isLoadingNext}
      failed={failed}
      onLoadMore={loadMore}
      label="Load more drafts"
      nextHref={nextHref}
      lead={<FirstPageLink />}
    >
      {edges.map(({ node }) => (
        <li key={node.id}>
          <DraftItem article={node} />
        </li>
      ))}
    </PagedList>
  );
}
