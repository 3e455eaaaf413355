import type { JSX } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { FollowingListPaginationQuery } from '../../__generated__/FollowingListPaginationQuery.graphql';
import type { FollowingList_user$key } from '../../__generated__/FollowingList_user.graphql';
import { ArticleCardList } from '../articles/ArticleCardList';

/** The published articles of the authors and tags the viewer follows, newest first. */
export function FollowingList(props: { user: FollowingList_user$key }): JSX.Element {
  const { data, ...pagination } = usePaginationFragment<
    FollowingListPaginationQuery,
    FollowingList_user$key
  >(
    graphql`
      fragment FollowingList_user on User
      @refetchable(queryName: "FollowingListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        start: { type: "String" }
      ) {
        # A page reached by its link (?after=) is a list of its own (see DraftList).
        following(first: $count, after: $cursor)
          @connection(key: "FollowingList_following", dynamicKey_UNSTABLE: $start) {
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
  if (!data.following) return <p className="empty">Sign in to see who you follow.</p>;
  return (
    <ArticleCardList
      articles={data.following}
      emptyMessage="Nothing yet. Follow an author or a tag from their page, and their new articles appear here."
      pagination={pagination}
    />
  );
}
