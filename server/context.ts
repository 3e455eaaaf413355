import { resolveViewer } from './auth/sessions';
import type { FolioDatabase } from './db/database';
import { createLoaders, type Loaders } from './db/loaders';
import type { UserRow } from './db/rows';

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
  readonly db: FolioDatabase;
  readonly http: HttpSession;
  /** The clock (epoch ms); tests replace it to reach expiry and rate-limit windows. */
  readonly now: () => number;
  /** Per-request batch loaders; replaced after each write so payloads read fresh rows. */
  loaders: Loaders;
  /** The signed-in user or null; resolved (and the session renewed) on first use. */
  viewer(): UserRow | null;
  /** Sets the viewer after sign-in, sign-up or sign-out. */
  setViewer(user: UserRow | null): void;
  /** Forgets cached rows after a write. */
  resetLoaders(): void;
};

export interface ContextOptions {
  now?: () => number;
}

/** Builds the per-request context: the viewer is resolved lazily, loaders are per request. */
export function createContext(
  db: FolioDatabase,
  http: HttpSession,
  options: ContextOptions = {},
): Context {
  const now = options.now ?? Date.now;
  let viewer: UserRow | null | undefined;
  return {
    db,
    http,
    now,
    loaders: createLoaders(db),
    viewer() {
      if (viewer === undefined) viewer = resolveViewer(db, http, now());
      return viewer;
    },
    setViewer(user) {
      viewer = user;
    },
    resetLoaders() {
      this.loaders = createLoaders(db);
    },
  };
}
