// Rendered pages kept for anonymous readers: every one of them gets the same bytes for a URL,
// so the render (Relay queries, React, 30 ms and more under load) is done once per page per
// store change instead of once per request. server/README.md ("Rendered pages") has the design.
import crypto from 'node:crypto';
import { ByteLru } from '../byteLru';
import { type PageCoding, encodePage } from './pageEncoding';
import { SLOW_RETRY_MS } from './serverMarkdown';

/** Bytes the cache may hold for pages at their canonical URL (200, no query). */
export const PAGE_CACHE_BYTES = 48 * 1024 * 1024;
/** Bytes for everything else (404s, later pages, searches): what a hostile URL can fill. */
export const LONG_TAIL_CACHE_BYTES = 8 * 1024 * 1024;
/** Even an unchanged store renders a page again after this (the CDN's s-maxage). */
export const PAGE_CACHE_TTL_MS = 5 * 60 * 1000;
/**
 * How old a kept page may be and still be served while the store is unavailable (stale-if-error):
 * an outage of an afternoon shows readers the site as it was, not a week-old one.
 */
export const STALE_IF_ERROR_MS = 24 * 60 * 60 * 1000;

/** The search parameters a reader route reads (src/router/readerRoutes.ts's validateSearch); others are ignored. */
const ROUTE_PARAMS = ['after', 'q', 'tag'];
/** What a key and an entry's bookkeeping cost beside their bytes (a rough upper bound). */
const ENTRY_OVERHEAD_BYTES = 512;

/** A rendered page as it is sent: its bytes, their ETag, and its compressed copies once made. */
export interface CachedPage {
  status: number;
  html: Buffer;
  etag: string;
  /** Shown with a body unformatted for missing its time budget: kept a minute, not five. */
  provisional: boolean;
  encoded: Map<PageCoding, Buffer>;
}

/** A page no one has rendered for this store: the caller renders it and hands it over. */
export interface PageMiss {
  /** The store's generation read before the render: a write during it leaves the page stale. */
  generation: string;
  /** The page's key (`pageKey`). */
  key: string;
  /**
   * The render's outcome, once all its bytes are written: kept when its status is 200 or 404,
   * and given to every reader who asked for the page meanwhile. Null: nothing to keep (not a
   * page, a redirect). Rejected: the render failed, and so does every reader's wait for it.
   */
  settle(page: Promise<CachedPage | null>): void;
}

export type PageLookup =
  | { kind: 'hit'; page: CachedPage }
  | { kind: 'pending'; page: Promise<CachedPage | null> }
  | { kind: 'miss'; miss: PageMiss };

interface Entry {
  page: CachedPage;
  generation: string;
  rendered: number;
  expires: number;
  key: string;
}

export interface PageCacheOptions {
  /** Changes whenever the store may have (storeGeneration.ts). */
  generation: () => Promise<string>;
  now?: () => number;
  pageBytes?: number;
  longTailBytes?: number;
}

export class PageCache {
  private readonly canonical: ByteLru<Entry>;
  private readonly longTail: ByteLru<Entry>;
  /** Renders under way, so 50 readers of a page just changed wait for one render, not 50. */
  private readonly pending = new Map<string, Promise<CachedPage | null>>();
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    const sizeOf = (entry: Entry) => {
      let bytes = entry.page.html.length + entry.key.length * 2 + ENTRY_OVERHEAD_BYTES;
      for (const encoded of entry.page.encoded.values()) bytes += encoded.length;
      return bytes;
    };
    this.canonical = new ByteLru(options.pageBytes ?? PAGE_CACHE_BYTES, sizeOf);
    this.longTail = new ByteLru(options.longTailBytes ?? LONG_TAIL_CACHE_BYTES, sizeOf);
  }

  /**
   * The page of `url` at `origin`: the cached one while the store has not changed since it was
   * rendered; the render under way for this store, if another reader started one; else a miss,
   * which the caller renders and settles (readers who come meanwhile wait for that render).
   * A page out of date stays until its new render replaces it (or the bytes' bound drops it):
   * `held` serves it while the store cannot be read.
   */
  async lookup(url: string, origin: string): Promise<PageLookup> {
    const key = pageKey(url, origin);
    const generation = await this.options.generation();
    const cache = isCanonical(url) ? this.canonical : this.longTail;
    const entry = cache.get(key);
    if (entry && entry.generation === generation && entry.expires > this.now()) {
      return { kind: 'hit', page: entry.page };
    }

    const pendingKey = `${generation}\n${key}`;
    const pending = this.pending.get(pendingKey);
    if (pending) return { kind: 'pending', page: pending };
    let settle!: (page: Promise<CachedPage | null>) => void;
    const page = new Promise<CachedPage | null>((resolve) => (settle = resolve)).then(
      (rendered) => {
        if (rendered && (rendered.status === 200 || rendered.status === 404)) {
          const target = rendered.status === 200 ? cache : this.longTail;
          const ttl = rendered.provisional ? SLOW_RETRY_MS : PAGE_CACHE_TTL_MS;
          const now = this.now();
          target.set(key, { page: rendered, generation, rendered: now, expires: now + ttl, key });
        }
        return rendered;
      },
    );
    this.pending.set(pendingKey, page);
    // Whoever waits on a failed render is told by its own await; this one only cleans up.
    page.finally(() => this.pending.delete(pendingKey)).catch(() => {});
    return { kind: 'miss', miss: { generation, key, settle } };
  }

  /**
   * The page last rendered for `url` at `origin`, whatever has changed since, if it is younger
   * than STALE_IF_ERROR_MS: what a reader gets while the store is unavailable (stale-if-error).
   */
  held(url: string, origin: string): CachedPage | null {
    const key = pageKey(url, origin);
    const entry = this.canonical.get(key) ?? this.longTail.get(key);
    return entry && this.now() - entry.rendered <= STALE_IF_ERROR_MS ? entry.page : null;
  }

  /** `page`'s bytes in `coding`, compressed once and then kept with the page (and counted). */
  async encoded(url: string, origin: string, page: CachedPage, coding: PageCoding) {
    const done = page.encoded.get(coding);
    if (done) return done;
    const bytes = await encodePage(page.html, coding);
    this.keepEncoded(url, origin, page, coding, bytes);
    return bytes;
  }

  /** Keeps `bytes`, `page` in `coding` (compressed as it was streamed), with the page. */
  keepEncoded(url: string, origin: string, page: CachedPage, coding: PageCoding, bytes: Buffer) {
    if (page.encoded.has(coding)) return;
    page.encoded.set(coding, bytes);
    // Counted again with its new bytes, if it is still the page kept for this URL.
    const key = pageKey(url, origin);
    for (const cache of [this.canonical, this.longTail]) {
      const entry = cache.get(key);
      if (entry?.page === page) cache.set(key, entry);
    }
  }

  /** Bytes held now: pages at their canonical URL, and the rest. */
  get size(): { canonical: number; longTail: number } {
    return { canonical: this.canonical.size, longTail: this.longTail.size };
  }
}

/**
 * The ETag of an anonymous reader's page: a hash of what it shows (`contentHash`: the build and
 * the data it was rendered from) at its URL's key, known before its first byte and the same in
 * every process and across restarts, so any process answers 304 to an ETag another gave. A
 * write no reader of the page can see (a draft saved) changes no ETag, so a poller learns
 * nothing from it. A provisional page (a body unformatted for missing its time budget) gets
 * one of its own, so a revalidation never keeps it in place of the page rendered a minute later.
 */
export function pageValidator(contentHash: string, key: string, provisional: boolean): string {
  const hash = crypto
    .createHash('sha256')
    .update([contentHash, key].join('\u0000'))
    .update(provisional ? crypto.randomBytes(12) : '');
  return `"${hash.digest('base64url').slice(0, 32)}"`;
}

/**
 * What identifies a page: the origin (it is in the canonical link and the data), the path as
 * sent, and the route's own search parameters in a fixed order (`?utm_source=…` is the page).
 */
export function pageKey(url: string, origin: string): string {
  const query = url.indexOf('?');
  if (query === -1) return `${origin}\n${url}`;
  const params = new URLSearchParams(url.slice(query + 1));
  const kept = ROUTE_PARAMS.flatMap((name) => params.getAll(name).map((value) => [name, value]));
  const path = url.slice(0, query);
  return kept.length === 0
    ? `${origin}\n${path}`
    : `${origin}\n${path}?${new URLSearchParams(kept).toString()}`;
}

/** A page at its path alone: the pages readers share, kept apart from the long tail. */
function isCanonical(url: string): boolean {
  const query = url.indexOf('?');
  if (query === -1) return true;
  const params = new URLSearchParams(url.slice(query + 1));
  return !ROUTE_PARAMS.some((name) => params.has(name));
}
