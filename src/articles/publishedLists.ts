import { ConnectionHandler } from 'relay-runtime';
import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import { changedArticle, isPublished } from './articleChange';
import type { ArticleChange, ArticleState } from './articleChange';

/**
 * Whether the article was, and is, on a list of published articles whose
 * other condition (a tag, an author) is `matches`.
 */
export function publishedMembership(
  change: ArticleChange,
  matches: (state: ArticleState) => boolean,
): { was: boolean; is: boolean } {
  const { before, after } = change;
  return {
    was: before !== null && isPublished(before) && matches(before),
    is: after !== null && isPublished(after) && matches(after),
  };
}

/** Whether `list` holds the article with this id. */
export function listHolds(list: RecordProxy, articleId: string): boolean {
  return (list.getLinkedRecords('edges') ?? []).some(
    (edge) => edge?.getLinkedRecord('node')?.getDataID() === articleId,
  );
}

/** Puts the article at the top of `list`. */
export function prependArticle(
  store: RecordSourceSelectorProxy,
  list: RecordProxy,
  articleId: string,
): void {
  const article = store.get(articleId);
  if (!article) return;
  const edge = ConnectionHandler.createEdge(store, list, article, 'ArticleEdge');
  ConnectionHandler.insertEdgeBefore(list, edge);
}

/**
 * Keeps one list of published articles, newest first (the home page's, a
 * tag's, an author's), current after a write, when it is in the store (a
 * list that is not needs nothing: its first visit fetches it).
 *
 * Why edit the list and not invalidate it: a list kept current is shown at
 * once, with no request, when the reader goes back to it. Edits are made only
 * where the article's place is certain:
 * - a first publish puts it at the top (its publishedAt is now);
 * - unpublishing, archiving, deleting or dropping the list's tag removes it;
 * - a re-publish keeps its first publishedAt, so its place is the server's to
 *   say: the list is invalidated instead, and its next visit asks again.
 */
export function updatePublishedList(
  store: RecordSourceSelectorProxy,
  list: RecordProxy | null | undefined,
  change: ArticleChange,
  matches: (state: ArticleState) => boolean,
): void {
  if (!list) return;
  const { was, is } = publishedMembership(change, matches);
  const id = changedArticle(change).id;
  if (was && !is) {
    ConnectionHandler.deleteNode(list, id);
  } else if (is && !was && !listHolds(list, id)) {
    const firstPublish = change.before?.publishedAt == null;
    if (firstPublish) prependArticle(store, list, id);
    else list.invalidateRecord();
  }
}
