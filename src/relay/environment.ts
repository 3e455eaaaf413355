import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import type { RecordMap } from 'relay-runtime/lib/store/RelayStoreTypes';
import { graphqlEndpoint, graphqlMethod } from './config';
import { createFetchGraphQL, type FetchGraphQLOptions } from './fetchGraphQL';

// Relay keeps the data of this many released queries instead of collecting it
// at once, so going back or forward to a recent screen renders from the store
// with no request (src/README.md). Ten covers a normal back/forward run while
// keeping the store small.
const RELEASED_QUERIES_KEPT = 10;

// A query fetched longer ago than this counts as stale, so a store-or-network
// load asks the server again instead of trusting the store: back/forward stays
// instant within a session, yet a tab left open does not show hour-old
// articles and comments as current.
const QUERY_CACHE_EXPIRATION_MS = 5 * 60 * 1000;

/**
 * Creates the app's Relay environment: one network through the
 * transport (build settings from config.ts, overridable for tests) and one
 * store, seeded with `records` when the server rendered the page (app/pageData.ts).
 * src/startApp.tsx creates exactly one.
 */
export function createEnvironment(
  options: Partial<FetchGraphQLOptions> = {},
  records?: RecordMap,
): Environment {
  const network = Network.create(
    createFetchGraphQL({ endpoint: graphqlEndpoint, method: graphqlMethod, ...options }),
  );
  const store = new Store(new RecordSource(records), {
    gcReleaseBufferSize: RELEASED_QUERIES_KEPT,
    queryCacheExpirationTime: QUERY_CACHE_EXPIRATION_MS,
  });
  return new Environment({ network, store });
}
