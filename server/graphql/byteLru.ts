/**
 * A least-recently-used map bounded by the bytes its values hold (as `sizeOf` estimates them;
 * a string holds two per character, UTF-16), not by their number: one long article must not
 * push out a hundred short ones' worth of memory unaccounted, and a thousand unique 16 KB
 * GraphQL documents once pinned 1.5 GB in a cache of a thousand entries. The one such cache
 * of the server: parsed documents, rendered Markdown, pages and sitemaps. A value larger than
 * the whole bound is not kept.
 */
export class ByteLru<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** The value kept for `key`, left where it is in the order (a lookup that is not a use). */
  peek(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  /**
   * Keeps `value` as the most recently used, sized now: a value that grew (a page compressed
   * once more, a document compiled) is set again to be counted anew.
   */
  set(key: string, value: V): void {
    this.delete(key);
    const bytes = this.sizeOf(value);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** Values held now. */
  get count(): number {
    return this.entries.size;
  }

  /** Bytes held now. */
  get size(): number {
    return this.bytes;
  }
}
