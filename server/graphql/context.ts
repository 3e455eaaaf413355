import { resolveViewer } from '../auth/sessions';
import { createLoaders, type Loaders } from '../db/loaders';
import type { UserRow } from '../db/rows';
import type { ExposedDemoAccounts } from '../db/seed/demoPasswords';
import type { Store } from '../db/store';

/** The session cookie's name over plain http (local development). */
export const SESSION_COOKIE = 'folio_session';
/** Its name over https: the `__Host-` prefix makes browsers refuse it from anywhere but this host. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** What the HTTP layer hands the GraphQL layer for one request. */
export interface HttpSession {
  /** Value of the session cookie. */
  token: string | null;
  /** Client address: the socket's peer, or what a trusted proxy says (logs, rate limits). */
  ip: string;
  /** The HTTP layer writes Set-Cookie. */
  setSessionCookie(token: string, maxAgeSeconds: number): void;
  clearSessionCookie(): void;
}

/**
 * Everything a resolver may use for one request. A type alias rather than an
 * interface so that it satisfies graphql-http's `OperationContext` record type.
 */
export type Context = {
  /** The store (db/store.ts): which engine runs is none of a resolver's business. */
  readonly store: Store;
  readonly http: HttpSession;
  /** The clock (epoch ms); tests replace it to reach expiry and rate-limit windows. */
  readonly now: () => number;
  /** What every write budget is multiplied by (auth/writeLimits.ts; FOLIO_WRITE_LIMIT_FACTOR). */
  readonly writeLimitFactor: number;
  /** Set when others can reach the server: which demo accounts keep the published password. */
  readonly exposedDemoAccounts: ExposedDemoAccounts | null;
  /** Per-request batch loaders; replaced after each write so payloads read fresh rows. */
  loaders: Loaders;
  /** The signed-in user or null; resolved (and the session renewed) on first use, once. */
  viewer(): Promise<UserRow | null>;
  /** Sets the viewer after sign-in, sign-up or sign-out. */
  setViewer(user: UserRow | null): void;
  /** Forgets cached rows after a write. */
  resetLoaders(): void;
};

export interface ContextOptions {
  now?: () => number;
  /** 1 by default. */
  writeLimitFactor?: number;
  /** Set when others can reach the server (HOST off loopback); none by default. */
  exposedDemoAccounts?: ExposedDemoAccounts | null;
}

/** Builds the per-request context: the viewer is resolved lazily, loaders are per request. */
export function createContext(
  store: Store,
  http: HttpSession,
  options: ContextOptions = {},
): Context {
  const now = options.now ?? Date.now;
  // The promise is kept, so concurrent resolvers share one lookup (and one renewal).
  let viewer: Promise<UserRow | null> | undefined;
  return {
    store,
    http,
    now,
    writeLimitFactor: options.writeLimitFactor ?? 1,
    exposedDemoAccounts: options.exposedDemoAccounts ?? null,
    loaders: createLoaders(store),
    viewer() {
      viewer ??= resolveViewer(store, http, now());
      return viewer;
    },
    setViewer(user) {
      viewer = Promise.resolve(user);
    },
    resetLoaders() {
      this.loaders = createLoaders(store);
    },
  };
}
