import { loadQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type {
  GraphQLResponse,
  GraphQLTaggedNode,
  IEnvironment,
  OperationType,
  VariablesOf,
} from 'relay-runtime';
import { GraphQLResponseError, type GraphQLErrorEntry } from '../relay/errors';
import { releaseUnlessAdopted } from './preloadedQueries';

/**
 * Starts a route's one query and resolves with its reference once Relay can
 * render it without suspending: at once when the store already holds the data
 * (back/forward, a repeated visit: no request), otherwise when the response
 * has been written to the store.
 *
 * Why the loader's promise waits for the response although the screen reads
 * through `usePreloadedQuery`: TanStack Router publishes matches through
 * useSyncExternalStore, which React always renders synchronously, so a route
 * component that suspends replaces the previous screen with its fallback at
 * once (verified with react-router 1.170 / React 19.3). Only a pending loader
 * makes the router keep the previous screen and show the pending view after
 * `pendingMs`, as a route's pending state should. The request still starts at
 * intent (preload) time, and transport failures reach the route's
 * errorComponent.
 *
 * An aborted load (the router gave up on a preload nobody wants) disposes the
 * reference, cancelling its request.
 */
export function loadRouteQuery<TQuery extends OperationType>(
  environment: IEnvironment,
  query: GraphQLTaggedNode,
  variables: VariablesOf<TQuery>,
  signal?: AbortSignal,
): PreloadedQuery<TQuery> | Promise<PreloadedQuery<TQuery>> {
  // store-or-network: Relay answers from the store when it holds the whole
  // query, and dedupes an identical request already in flight, so re-running
  // a loader (back/forward, preload then click) costs nothing.
  const loaded = loadQuery<TQuery>(environment, query, variables, {
    fetchPolicy: 'store-or-network',
  });
  // A server render's environment is the request's and goes with it, and no effect (where a
  // screen adopts its reference) runs there: a release timer would only keep that environment's
  // records alive, and the process busy, for the timer's whole lifetime after the response.
  const reference = environment.isServer() ? loaded : releaseUnlessAdopted(loaded);
  const source = reference.source;
  if (!source) return reference;
  return new Promise<PreloadedQuery<TQuery>>((resolve, reject) => {
    let settled = false;
    const onAbort = () => {
      if (settled) return;
      settled = true;
      reference.dispose();
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    source.subscribe({
      next: (response) => {
        const refused = malformedRequest(response);
        if (!refused || settled) return;
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        reference.dispose();
        reject(refused);
      },
      complete: () => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        resolve(reference);
      },
      error: (error: unknown) => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        reference.dispose();
        reject(error);
      },
    });
  });
}

/**
 * The server's refusal of what the route's URL asked (a link with a bad cursor: BAD_USER_INPUT),
 * or null. Such a response may still carry data, the refused field's parent null: a tag or an
 * author page would read it as "not found" (a 404 a crawler drops) where the link is at fault
 * (the route's error view answers 400, as the home page's does).
 */
function malformedRequest(response: GraphQLResponse): GraphQLResponseError | null {
  for (const payload of Array.isArray(response) ? response : [response]) {
    const errors = ((payload as { errors?: GraphQLErrorEntry[] }).errors ?? []).filter(
      (error) => error.extensions?.code === 'BAD_USER_INPUT',
    );
    if (errors.length) return new GraphQLResponseError(errors);
  }
  return null;
}
