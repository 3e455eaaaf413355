import type { JSX } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { TagArticlesPaginationQuery } from '../../__generated__/TagArticlesPaginationQuery.graphql';
import type { TagArticles_tag$key } from '../../__generated__/TagArticles_tag.graphql';
import { touchedTags } from '../articles/articleChange';
import type { ArticleChange, ArticleState } from '../articles/articleChange';
import { ArticleCardList } from '../articles/ArticleCardList';
import { publishedMembership, updatePublishedList } from '../articles/publishedLists';

/**
 * Keeps the pages of the tags the article had or has current after a write:
 * their lists, and the article counts their headers show.
 */
export function updateTagArticles(store: RecordSourceSelectorProxy, change: ArticleChange): void {
  for (const { id } of touchedTags(change)) {
    const tag = store.get(id);
    if (!tag) continue;
    const matches = (state: ArticleState) => state.tags.some((own) => own.id === id);
    updatePublishedList(
      store,
      ConnectionHandler.getConnection(tag, 'TagArticles_articles'),
      change,
      matches,
    );
    const { was, is } = publishedMembership(change, matches);
    const count = tag.getValue('articleCount');
    if (was !== is && typeof count === 'number') {
      const next = Math.max(0, count + (is ? 1 : -1));
      tag.setValue(next, 'articleCount');
      // The tags page lists only tags with a published article (Query.tags).
      if (next === 0) dropFromTagsList(store, id);
    }
  }
}

function dropFromTagsList(store: RecordSourceSelectorProxy, tagId: string): void {
  const root = store.getRoot();
  const tags = root.getLinkedRecords('tags');
  if (tags)
    root.setLinkedRecords(
      tags.filter((tag) => tag?.getDataID() !== tagId),
      'tags',
    );
}

/** The published articles of one tag, 10 at a time. */
export function TagArticles(props: { tag: TagArticles_tag$key }): JSX.Element {
  const { data, ...pagination } = usePaginationFragment<
    TagArticlesPaginationQuery,
    TagArticles_tag$key
  >(
    graphql`
      fragment TagArticles_tag on Tag
      @refetchable(queryName: "TagArticlesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        name
        articles(first: $count, after: $cursor) @connection(key: "TagArticles_articles") {
          # @connection wants edges here; ArticleCardList_articles reads them.
          # eslint-disable-next-line relay/unused-fields
          edges {
            __typename
          }
          ...ArticleCardList_articles
        }
      }
    `,
    props.tag,
  );
  return (
    <ArticleCardList
      articles={data.articles}
      emptyMessage={`No published articles are tagged #${data.name} yet.`}
      pagination={pagination}
    />
  );
}
