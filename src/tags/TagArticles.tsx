import type { JSX } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { TagArticlesPaginationQuery } from '../../__generated__/TagArticlesPaginationQuery.graphql';
import type { TagArticles_tag$key } from '../../__generated__/TagArticles_tag.graphql';
import { touchedTags } from '../articles/articleChange';
import type { ArticleChange } from '../articles/articleChange';
import { ArticleCard } from '../articles/ArticleCard';
import { ArticleCardList } from '../articles/ArticleCardList';
import { ARTICLES_PAGE_SIZE } from '../app/pageSizes';
import { useLoadMore } from '../app/useLoadMore';
import { publishedMembership, updatePublishedList } from '../articles/publishedLists';

/**
 * Keeps the pages of the tags the article had or has current after a write:
 * their lists, and the article counts their headers show.
 */
export function updateTagArticles(store: RecordSourceSelectorProxy, change: ArticleChange): void {
  for (const { id } of touchedTags(change)) {
    const tag = store.get(id);
    if (!tag) continue;
    const matches = (state: ArticleChange['after']) => state.tags.some((own) => own.id === id);
    updatePublishedList(
      store,
      ConnectionHandler.getConnection(tag, 'TagArticles_articles'),
      change,
      matches,
    );
    const { was, is } = publishedMembership(change, matches);
    const count = tag.getValue('articleCount');
    if (was !== is && typeof count === 'number') {
      tag.setValue(Math.max(0, count + (is ? 1 : -1)), 'articleCount');
    }
  }
}

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
