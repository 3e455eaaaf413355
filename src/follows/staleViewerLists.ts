import type { RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * After a follow, an unfollow, a save or an unsave: what the Following page and the reading
 * list hold, and in which order, is the server's to say (each article once across authors and
 * tags; the time each was saved), so no updater guesses it. The viewer's record is marked stale
 * instead, and the next visit to either page asks the server again. Kept apart from the lists
 * so the article page's Save button does not bring the list components into its bundle.
 */
export function staleViewerLists(store: RecordSourceSelectorProxy): void {
  store.getRoot().getLinkedRecord('viewer')?.invalidateRecord();
}
