import { ConnectionHandler } from 'relay-runtime';
import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';

// How a status change reaches the lists that show published articles: the
// home page's `LatestArticles_articles` (no tag, and one per tag filter) and
// each tag page's `TagArticles_articles`. Both are newest-published first.
//
// Why connection updates and not invalidating the lists: a list already in
// the store is then current at once, with no request, when the reader goes
// back to it (the loaders answer from the store). Edits are only made where
// their place is certain:
// - a first publish puts the article at the top (its publishedAt is now);
// - unpublishing or archiving removes it wherever it is;
// - a re-publish keeps its first publishedAt, so its place in a list is the
//   server's to say: those lists are invalidated instead, and their next
//   visit asks again.
// Lists not in the store need nothing: their first visit fetches them.

/** A tag of the article, as its payload selects it. */
export interface ArticleTagRef {
  readonly id: string;
  readonly name: string;
}

/** Which lists: the unfiltered home list too, or only the tags' own. */
export type ListScope = 'all' | 'tags-only';

function articleLists(
  store: RecordSourceSelectorProxy,
  tags: ReadonlyArray<ArticleTagRef>,
  scope: ListScope,
): RecordProxy[] {
  const root = store.getRoot();
  const lists: Array<RecordProxy | null | undefined> = [];
  if (scope === 'all') {
    lists.push(ConnectionHandler.getConnection(root, 'LatestArticles_articles', { tag: null }));
  }
  for (const tag of tags) {
    lists.push(ConnectionHandler.getConnection(root, 'LatestArticles_articles', { tag: tag.name }));
    const tagRecord = store.get(tag.id);
    if (tagRecord) lists.push(ConnectionHandler.getConnection(tagRecord, 'TagArticles_articles'));
  }
  return lists.filter((list): list is RecordProxy => list != null);
}

function contains(list: RecordProxy, articleId: string): boolean {
  return (list.getLinkedRecords('edges') ?? []).some(
    (edge) => edge?.getLinkedRecord('node')?.getDataID() === articleId,
  );
}

function adjustArticleCounts(
  store: RecordSourceSelectorProxy,
  tags: ReadonlyArray<ArticleTagRef>,
  delta: number,
): void {
  for (const tag of tags) {
    const record = store.get(tag.id);
    const count = record?.getValue('articleCount');
    if (record && typeof count === 'number')
      record.setValue(Math.max(0, count + delta), 'articleCount');
  }
}

/**
 * After a publish (or a published article's new tags, with 'tags-only'): puts the article at the top of every list it now belongs
 * to (first publish), or invalidates those lists (a re-publish, whose place
 * only the server knows).
 */
export function showInPublishedLists(
  store: RecordSourceSelectorProxy,
  articleId: string,
  tags: ReadonlyArray<ArticleTagRef>,
  firstPublish: boolean,
  scope: ListScope = 'all',
): void {
  const article = store.get(articleId);
  if (!article) return;
  for (const list of articleLists(store, tags, scope)) {
    if (contains(list, articleId)) continue;
    if (firstPublish) {
      const edge = ConnectionHandler.createEdge(store, list, article, 'ArticleEdge');
      ConnectionHandler.insertEdgeBefore(list, edge);
    } else {
      list.invalidateRecord();
    }
  }
  adjustArticleCounts(store, tags, 1);
}

/**
 * After an unpublish or archive (or a published article's dropped tags, with
 * 'tags-only'): takes the article out of those lists.
 */
export function removeFromPublishedLists(
  store: RecordSourceSelectorProxy,
  articleId: string,
  tags: ReadonlyArray<ArticleTagRef>,
  scope: ListScope = 'all',
): void {
  for (const list of articleLists(store, tags, scope)) {
    ConnectionHandler.deleteNode(list, articleId);
  }
  adjustArticleCounts(store, tags, -1);
}
