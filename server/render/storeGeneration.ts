import type { Store } from '../db/store';

/**
 * A value that changes whenever the store may have changed (Store.changeMarker): the store's
 * own counters, so no write path (a mutation, the scheduler, an upload, the CLI in another
 * process) has to remember to announce itself. A rolled-back write changes it too: a needless
 * miss, never a stale hit.
 */
export function storeGeneration(store: Store): () => Promise<string> {
  return () => store.changeMarker();
}
