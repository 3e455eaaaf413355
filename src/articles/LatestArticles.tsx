import type { JSX } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { LatestArticlesPaginationQuery } from '../../__generated__/LatestArticlesPaginationQuery.graphql';
import type { LatestArticles_query$key } from '../../__generated__/LatestArticles_query.graphql';
import { ARTICLES_PAGE_SIZE } from '../app/pageSizes';
import { useLoadMore } from '../app/useLoadMore';
import { touchedTags } from './articleChange';
import type { ArticleChange } from './articleChange';
import { ArticleCard } from './ArticleCard';
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
}): JSX.Element {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
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
      ) {
        articles(first: $count, after: $cursor, tag: $tag)
          @connection(key: "LatestArticles_articles") {
          edges {
            node {
              id
              ...ArticleCard_article
            }
          }
        }
      }
    `,
    props.query,
  );
  const { loadMore, failed } = useLoadMore(loadNext, ARTICLES_PAGE_SIZE);
  return (
    <ArticleCardList
      count={data.articles.edges.length}
      emptyMessage={
        props.tag ? `No published articles are tagged #${props.tag} yet.` : 'Nothing published yet.'
      }
      hasMore={hasNext}
      isLoadingMore={isLoadingNext}
      loadMoreFailed={failed}
      onLoadMore={loadMore}
    >
      {data.articles.edges.map(({ node }) => (
        <li key={node.id}>
          <ArticleCard article={node} />
        </li>
      ))}
    </ArticleCardList>
  );
}
