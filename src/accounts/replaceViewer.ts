import type { RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * A mutation updater for signUp, signIn, signOut and setUpSite: the store's root
 * `viewer` becomes the payload's `viewer` (null after signing out), so the
 * header, which reads `viewer` with a store-only query, changes at once.
 *
 * Everything else in the store was fetched as the previous viewer
 * (`viewerCanEdit`, `viewerCanDelete`, drafts, whether an article is visible
 * at all), so the whole store is invalidated: each route refetches its query
 * the next time it loads, while the screen on view keeps its data until then.
 */
export function replaceViewer(
  store: RecordSourceSelectorProxy,
  rootField: 'signUp' | 'signIn' | 'signOut' | 'setUpSite',
): void {
  const payload = store.getRootField(rootField);
  // A refused sign-in or sign-up changes nothing: whoever was signed in still is.
  if (rootField !== 'signOut' && (payload?.getLinkedRecords('userErrors')?.length ?? 0) > 0) return;
  const viewer = payload?.getLinkedRecord('viewer') ?? null;
  store.invalidateStore();
  const root = store.getRoot();
  if (viewer) root.setLinkedRecord(viewer, 'viewer');
  else root.setValue(null, 'viewer');
}
