import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ArticleCardList_articles$key } from '../../__generated__/ArticleCardList_articles.graphql';
import { FirstPageLink, useNextPageHref } from '../app/pageLinks';
import { ARTICLES_PAGE_SIZE } from '../app/pageSizes';
import { useLoadMore } from '../app/useLoadMore';
import { PagedList } from '../ui/PagedList';
import { ArticleCard } from './ArticleCard';
import './articleGrid.css';

/**
 * Every paginated list of published articles (latest, a tag's, an author's):
 * the cards, a message when there are none, and "Load more". Each list owns
 * its connection (the fragment, the `@connection` key, its updater and its
 * pagination); this renders one page of it.
 */
export function ArticleCardList(props: {
  articles: ArticleCardList_articles$key;
  emptyMessage: string;
  /** An article shown above the list (the home page's featured story), left out of it. */
  exceptId?: string | null;
  /** The list's usePaginationFragment. */
  pagination: {
    hasNext: boolean;
    isLoadingNext: boolean;
    loadNext: Parameters<typeof useLoadMore>[0];
  };
}): JSX.Element {
  const { edges: allEdges, pageInfo } = useFragment(
    graphql`
      fragment ArticleCardList_articles on ArticleConnection {
        pageInfo {
          endCursor
        }
        edges {
          node {
            id
            ...ArticleCard_article
          }
        }
      }
    `,
    props.articles,
  );
  const edges = allEdges.filter(({ node }) => node.id !== props.exceptId);
  const { hasNext, isLoadingNext, loadNext } = props.pagination;
  const { loadMore, failed } = useLoadMore(loadNext, ARTICLES_PAGE_SIZE);
  const nextHref = useNextPageHref(pageInfo.endCursor);
  if (edges.length === 0) {
    return <p className="empty">{props.emptyMessage}</p>;
  }
  return (
    <div className="article-grid">
      <PagedList
        hasMore={hasNext}
        isLoading={isLoadingNext}
        failed={failed}
        onLoadMore={loadMore}
        label="Load more articles"
        nextHref={nextHref}
        lead={<FirstPageLink />}
      >
        {edges.map(({ node }) => (
          <li key={node.id}>
            <ArticleCard article={node} />
          </li>
        ))}
      </PagedList>
    </div>
  );
}
