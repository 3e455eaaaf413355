import type { JSX } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { ReadingListPaginationQuery } from '../../__generated__/ReadingListPaginationQuery.graphql';
import type { ReadingList_user$key } from '../../__generated__/ReadingList_user.graphql';
import { ArticleCardList } from '../articles/ArticleCardList';

/** The published articles the viewer saved for later, newest saved first. */
export function ReadingList(props: { user: ReadingList_user$key }): JSX.Element {
  const { data, ...pagination } = usePaginationFragment<
    ReadingListPaginationQuery,
    ReadingList_user$key
  >(
    graphql`
      fragment ReadingList_user on User
      @refetchable(queryName: "ReadingListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        start: { type: "String" }
      ) {
        # A page reached by its link (?after=) is a list of its own (see DraftList).
        readingList(first: $count, after: $cursor)
          @connection(key: "ReadingList_readingList", dynamicKey_UNSTABLE: $start) {
          # @connection wants edges here; ArticleCardList_articles reads them.
          # eslint-disable-next-line relay/unused-fields
          edges {
            __typename
          }
          ...ArticleCardList_articles
        }
      }
    `,
    props.user,
  );
  if (!data.readingList) return <p className="empty">Sign in to see your reading list.</p>;
  return (
    <ArticleCardList
      articles={data.readingList}
      emptyMessage="Nothing saved yet. “Save for later” on an article puts it here."
      pagination={pagination}
    />
  );
}
