import type { JSX } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { AuthorArticlesPaginationQuery } from '../../__generated__/AuthorArticlesPaginationQuery.graphql';
import type { AuthorArticles_user$key } from '../../__generated__/AuthorArticles_user.graphql';
import { changedArticle } from '../articles/articleChange';
import type { ArticleChange } from '../articles/articleChange';
import { ArticleCardList } from '../articles/ArticleCardList';
import { updatePublishedList } from '../articles/publishedLists';

/** Keeps the author's page current after a write to one of their articles. */
export function updateAuthorArticles(
  store: RecordSourceSelectorProxy,
  change: ArticleChange,
): void {
  const author = store.get(changedArticle(change).authorId);
  if (!author) return;
  const list = ConnectionHandler.getConnection(author, 'AuthorArticles_articles');
  updatePublishedList(store, list, change, () => true);
}

/** An author's published articles, newest first, 10 at a time. */
export function AuthorArticles(props: { user: AuthorArticles_user$key }): JSX.Element {
  const { data, ...pagination } = usePaginationFragment<
    AuthorArticlesPaginationQuery,
    AuthorArticles_user$key
  >(
    graphql`
      fragment AuthorArticles_user on User
      @refetchable(queryName: "AuthorArticlesPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        start: { type: "String" }
      ) {
        name
        # A page reached by its link (?after=) is a list of its own: in the first page's
        # connection its edges would be dropped as out of order, or shown as the first page.
        articles(first: $count, after: $cursor)
          @connection(key: "AuthorArticles_articles", dynamicKey_UNSTABLE: $start) {
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
  return (
    <ArticleCardList
      articles={data.articles}
      emptyMessage={`${data.name} has not published anything yet.`}
      pagination={pagination}
    />
  );
}
