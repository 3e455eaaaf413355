import type { JSX } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { TagArticlesPaginationQuery } from '../../__generated__/TagArticlesPaginationQuery.graphql';
import type { TagArticles_tag$key } from '../../__generated__/TagArticles_tag.graphql';
import { ArticleCard } from '../articles/ArticleCard';
import { ArticleCardList } from '../articles/ArticleCardList';
import { ARTICLES_PAGE_SIZE } from '../app/pageSizes';
import { useLoadMore } from '../app/useLoadMore';

/** The published articles of one tag, 10 at a time. */
export function TagArticles(props: { tag: TagArticles_tag$key }): JSX.Element {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    TagArticlesPaginationQuery,
    TagArticles_tag$key
  >(
    graphql`
      fragment TagArticles_tag on Tag
      @refetchable(queryName: "TagArticlesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        name
        articles(first: $count, after: $cursor) @connection(key: "TagArticles_articles") {
          edges {
            node {
              id
              ...ArticleCard_article
            }
          }
        }
      }
    `,
    props.tag,
  );
  const { loadMore, failed } = useLoadMore(loadNext, ARTICLES_PAGE_SIZE);
  return (
    <ArticleCardList
      count={data.articles.edges.length}
      emptyMessage={`No published articles are tagged #${data.name} yet.`}
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
