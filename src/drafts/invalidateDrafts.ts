import { ConnectionHandler } from 'relay-runtime';
import type { RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * For the updaters of mutations that change which articles are drafts or
 * when they were last updated (createArticle, updateArticle, publish,
 * unpublish, archive): marks the viewer's drafts list stale, so `/drafts`
 * refetches it the next time it loads instead of showing the old order.
 */
export function invalidateDrafts(store: RecordSourceSelectorProxy): void {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!viewer) return;
  // Not fetched yet means nothing to refresh.
  ConnectionHandler.getConnection(viewer, 'DraftList_drafts')?.invalidateRecord();
}
