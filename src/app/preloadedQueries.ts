import type { PreloadedQuery } from 'react-relay/hooks';
import type { OperationType } from 'relay-runtime';

/**
 * How long a loader-made query reference may wait for a screen to adopt it.
 * A preload on hover or focus that the user never follows must not keep its
 * data retained (and its request open) forever; 30 s comfortably covers the
 * gap between intent and click, and the routes' preloadStaleTime (shorter
 * than this) makes sure the router never hands a released reference to a
 * screen.
 */
export const UNADOPTED_QUERY_LIFETIME_MS = 30_000;

const pendingReleases = new WeakMap<object, ReturnType<typeof setTimeout>>();

/**
 * Registers a reference made by a route loader: unless a screen adopts it
 * (`adoptQuery`) within `lifetimeMs`, it is disposed. Returns the same
 * reference so loaders can wrap `loadQuery` in place.
 */
export function releaseUnlessAdopted<TQuery extends OperationType>(
  reference: PreloadedQuery<TQuery>,
  lifetimeMs: number = UNADOPTED_QUERY_LIFETIME_MS,
): PreloadedQuery<TQuery> {
  if (pendingReleases.has(reference)) return reference;
  const timer = setTimeout(() => {
    pendingReleases.delete(reference);
    reference.dispose();
  }, lifetimeMs);
  pendingReleases.set(reference, timer);
  return reference;
}

/**
 * Hands a loader-made reference over to a screen: from now on the screen's
 * `useQueryLoader` owns it and releases it on unmount, so the pending
 * disposal is cancelled. Adopting an untracked reference does nothing.
 */
export function adoptQuery(reference: object): void {
  const timer = pendingReleases.get(reference);
  if (timer === undefined) return;
  clearTimeout(timer);
  pendingReleases.delete(reference);
}

/** Whether `reference` is still waiting for a screen to adopt it. */
export function isAwaitingAdoption(reference: object): boolean {
  return pendingReleases.has(reference);
}
