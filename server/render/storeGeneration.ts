import crypto from 'node:crypto';
import type { Store } from '../db/store';

/**
 * Which store, at which state of its content: the store's own identity (a hash of its node-id
 * key, drawn once per database and carried by db:import) and its content counter
 * (Store.changeMarker, bumped by triggers, so no write path has to announce itself). The same
 * in every process on the store and across restarts, so a page's ETag, built on it, is
 * honoured by any process, and a CDN's copy survives a deploy of the same build.
 */
export function storeGeneration(store: Store): () => Promise<string> {
  const identity = crypto.createHash('sha256').update(store.nodeIdKey).digest('base64url');
  return async () => `${identity.slice(0, 16)}:${await store.changeMarker()}`;
}
