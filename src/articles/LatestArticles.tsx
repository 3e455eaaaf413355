import type { JSX } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { LatestArticlesPaginationQuery } from '../../__generated__/LatestArticlesPaginationQuery.graphql';
import type { LatestArticles_query$key } from '../../__generated__/LatestArticles_query.graphql';
import { ARTICLES_PAGE_SIZE } from '../app/pageSizes';
import { useLoadMore } from '../app/useLoadMore';
import { ArticleCard } from './ArticleCard';
import { ArticleCardList } from './ArticleCardList';

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
