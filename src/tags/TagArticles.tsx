import type { JSX } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
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
    if (was === is) continue;
    const count = tag.getValue('articleCount');
    const tagsList = store.getRoot().getLinkedRecords('tags');
    const listed = tagsList?.some((record) => record?.getDataID() === id);
    // The tags page lists only tags with a published article (Query.tags): one that is not on
    // it had none, so this write gives it its first.
    const next =
      typeof count === 'number' ? count + (is ? 1 : -1) : listed === false && is ? 1 : null;
    if (next === null) continue;
    tag.setValue(Math.max(0, next), 'articleCount');
    if (!tagsList) continue;
    if (next <= 0)
      setTagsList(
        store,
        tagsList.filter((record) => record?.getDataID() !== id),
      );
    else if (!listed) setTagsList(store, [...tagsList, tag]);
  }
}

/** Sets the `/tags` list in the server's order, by name. */
function setTagsList(
  store: RecordSourceSelectorProxy,
  tags: ReadonlyArray<RecordProxy | null | undefined>,
): void {
  const byName = (record: RecordProxy | null | undefined) => String(record?.getValue('name') ?? '');
  const sorted = [...tags].sort((a, b) =>
    byName(a) < byName(b) ? -1 : byName(a) > byName(b) ? 1 : 0,
  );
  store.getRoot().setLinkedRecords(sorted as RecordProxy[], 'tags');
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
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        start: { type: "String" }
      ) {
        name
        # A page reached by its link (?after=) is a list of its own: in the first page's
        # connection its edges would be dropped as out of order, or shown as the first page.
        articles(first: $count, after: $cursor)
          @connection(key: "TagArticles_articles", dynamicKey_UNSTABLE: $start) {
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
