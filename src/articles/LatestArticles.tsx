import type { JSX } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { LatestArticlesPaginationQuery } from '../../__generated__/LatestArticlesPaginationQuery.graphql';
import type { LatestArticles_query$key } from '../../__generated__/LatestArticles_query.graphql';
import { touchedTags } from './articleChange';
import type { ArticleChange } from './articleChange';
import { ArticleCardList } from './ArticleCardList';
import { updatePublishedList } from './publishedLists';

const CONNECTION_KEY = 'LatestArticles_articles';

/**
 * Keeps the home page's lists current after a write: the unfiltered one and
 * the one of each tag filter (`/?tag=`) the article had or has.
 */
export function updateLatestArticles(
  store: RecordSourceSelectorProxy,
  change: ArticleChange,
): void {
  const root = store.getRoot();
  const filters = [null, ...touchedTags(change).map((tag) => tag.name)];
  for (const tag of filters) {
    updatePublishedList(
      store,
      ConnectionHandler.getConnection(root, CONNECTION_KEY, { tag }),
      change,
      (state) => tag === null || state.tags.some((own) => own.name === tag),
    );
  }
}

/** The latest published articles, optionally of one tag, 10 at a time. */
export function LatestArticles(props: {
  query: LatestArticles_query$key;
  tag: string | null;
  /** The featured story above the list, left out of it. */
  exceptId?: string | null;
}): JSX.Element {
  const { data, ...pagination } = usePaginationFragment<
    LatestArticlesPaginationQuery,
    LatestArticles_query$key
  >(
    graphql`
      fragment LatestArticles_query on Query
      @refetchable(queryName: "LatestArticlesPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        tag: { type: "String" }
        start: { type: "String" }
      ) {
        # A page reached by its link (?after=) is a list of its own: in the first page's
        # connection its edges would be dropped as out of order, or shown as the first page.
        articles(first: $count, after: $cursor, tag: $tag)
          @connection(key: "LatestArticles_articles", dynamicKey_UNSTABLE: $start) {
          # @connection wants edges here; ArticleCardList_articles reads them.
          # eslint-disable-next-line relay/unused-fields
          edges {
            __typename
          }
          ...ArticleCardList_articles
        }
      }
    `,
    props.query,
  );
  return (
    <ArticleCardList
      articles={data.articles}
      exceptId={props.exceptId}
      emptyMessage={
        props.tag ? `No published articles are tagged #${props.tag} yet.` : 'Nothing published yet.'
      }
      pagination={pagination}
    />
  );
}
