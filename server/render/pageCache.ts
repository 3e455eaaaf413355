// Rendered pages kept for anonymous readers: every one of them gets the same bytes for a URL,
// so the render (Relay queries, React, 30 ms and more under load) is done once per page per
// store change instead of once per request. server/README.md ("Rendered pages") has the design.
import { ByteLru } from './byteLru';
import { type PageCoding, encodePage } from './pageEncoding';
import { etagOf } from './publicDocument';

/** Bytes the cache may hold for pages at their canonical URL (200, no query). */
export const PAGE_CACHE_BYTES = 48 * 1024 * 1024;
/** Bytes for everything else (404s, later pages, searches): what a hostile URL can fill. */
export const LONG_TAIL_CACHE_BYTES = 8 * 1024 * 1024;
/** Even an unchanged store renders a page again after this (the CDN's s-maxage). */
export const PAGE_CACHE_TTL_MS = 5 * 60 * 1000;

/** The search parameters a reader route reads (src/router.tsx's validateSearch); others are ignored. */
const ROUTE_PARAMS = ['after', 'q', 'tag'];
/** What a key and an entry's bookkeeping cost beside their bytes (a rough upper bound). */
const ENTRY_OVERHEAD_BYTES = 512;

/** A rendered page as it is sent: its bytes, their ETag, and its compressed copies once made. */
export interface CachedPage {
  status: number;
  html: Buffer;
  etag: string;
  encoded: Map<PageCoding, Buffer>;
}

interface Entry {
  page: CachedPage;
  generation: string;
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
   * rendered, else `render`'s (kept when its status is 200 or 404). `render` resolving null
   * (not a page, or it failed) is not kept.
   */
  async page(
    url: string,
    origin: string,
    render: () => Promise<{ status: number; html: string } | null>,
  ): Promise<CachedPage | null> {
    const key = pageKey(url, origin);
    const generation = await this.options.generation();
    const cache = isCanonical(url) ? this.canonical : this.longTail;
    const entry = cache.get(key);
    if (entry && entry.generation === generation && entry.expires > this.now()) return entry.page;
    if (entry) cache.delete(key);

    // The generation read before rendering: a write during the render leaves the entry stale.
    const pendingKey = `${generation}\n${key}`;
    let pending = this.pending.get(pendingKey);
    if (!pending) {
      pending = render().then((rendered) => {
        if (!rendered) return null;
        const html = Buffer.from(rendered.html);
        const page = { status: rendered.status, html, etag: etagOf(html), encoded: new Map() };
        if (rendered.status === 200 || rendered.status === 404) {
          const target = rendered.status === 200 ? cache : this.longTail;
          target.set(key, { page, generation, expires: this.now() + PAGE_CACHE_TTL_MS, key });
        }
        return page;
      });
      this.pending.set(pendingKey, pending);
      void pending.finally(() => this.pending.delete(pendingKey)).catch(() => {});
    }
    return pending;
  }

  /** `page`'s bytes in `coding`, compressed once and then kept with the page (and counted). */
  async encoded(url: string, origin: string, page: CachedPage, coding: PageCoding) {
    const done = page.encoded.get(coding);
    if (done) return done;
    const bytes = await encodePage(page.html, coding);
    page.encoded.set(coding, bytes);
    // Counted again with its new bytes, if it is still the page kept for this URL.
    const key = pageKey(url, origin);
    for (const cache of [this.canonical, this.longTail]) {
      const entry = cache.get(key);
      if (entry?.page === page) cache.set(key, entry);
    }
    return bytes;
  }

  /** Bytes held now: pages at their canonical URL, and the rest. */
  get size(): { canonical: number; longTail: number } {
    return { canonical: this.canonical.size, longTail: this.longTail.size };
  }
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
