// Live updates of an article's comments (issue 29 item 6): one process's open streams, and the
// one loop that tells each of them when what its viewer can see has changed.
//
// The loop watches the store's change marker, so a comment written by any process (another
// worker, the CLI) is seen here: SQLite's processes share the file, PostgreSQL's the row the
// writing transaction bumps. When it moves, the version of each (article, viewer) being
// watched is read once (Store.comments.commentsVersion: the comments that viewer can see) and
// a stream hears of a change only when its own version moved. A stream carries versions and
// nothing else: the comments themselves come through GraphQL, under the viewer's permissions,
// so a hidden or held comment never reaches a reader who may not see it, nor does a ping
// betray that one arrived.
import type { CommentVisibility } from '../db/readingStores';
import type { Store } from '../db/store';

export interface LiveOptions {
  /** How often the store's change marker is read while streams are open (ms). */
  pollMs?: number;
  /** A comment line this often keeps proxies from closing an idle stream (ms). */
  heartbeatMs?: number;
  /** Open streams per client address (IPv4 address or IPv6 /64) in one process. */
  perAddress?: number;
  /** Open streams in one process. */
  total?: number;
}

export const LIVE_DEFAULTS: Required<LiveOptions> = {
  pollMs: 500,
  heartbeatMs: 25_000,
  perAddress: 8,
  total: 10_000,
};

/** Where a stream's events go (the HTTP response), and how it is ended. */
export interface LiveSink {
  write(chunk: string): void;
  end(): void;
}

interface Watcher {
  articleId: number;
  seen: CommentVisibility;
  address: string;
  version: string;
  sink: LiveSink;
}

/** Why a stream was not opened: its address has its share open, or the process has. */
export type LiveRefusal = 'address' | 'full';

/** One server-sent event naming the version the viewer's comments are at. */
export function versionEvent(version: string): string {
  return `event: comments\ndata: ${JSON.stringify({ version })}\n\n`;
}

export class LiveComments {
  private readonly options: Required<LiveOptions>;
  private readonly watchers = new Set<Watcher>();
  private readonly perAddress = new Map<string, number>();
  private marker: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly store: Store,
    options: LiveOptions = {},
  ) {
    this.options = { ...LIVE_DEFAULTS, ...options };
  }

  /** How many streams are open (the bench, tests). */
  get size(): number {
    return this.watchers.size;
  }

  /** Whether `address` may open one more stream. */
  admits(address: string): LiveRefusal | null {
    if (this.closed || this.watchers.size >= this.options.total) return 'full';
    if ((this.perAddress.get(address) ?? 0) >= this.options.perAddress) return 'address';
    return null;
  }

  /**
   * Opens a stream for this viewer on this article, which the caller has checked they may see
   * (and `admits`). The first event is the version now: a client holding another (its page was
   * read before a change) reads the comments again at once. Returns the stream's closing function.
   */
  async open(
    watch: { articleId: number; seen: CommentVisibility; address: string },
    sink: LiveSink,
  ): Promise<() => void> {
    // Read before the version, so a change between the two is not missed by the loop.
    const marker = await this.store.changeMarker();
    const version = await this.store.comments.commentsVersion(watch.articleId, watch.seen);
    const watcher: Watcher = { ...watch, version, sink };
    this.watchers.add(watcher);
    this.perAddress.set(watch.address, (this.perAddress.get(watch.address) ?? 0) + 1);
    if (this.watchers.size === 1) this.marker = marker;
    sink.write(`retry: 5000\n${versionEvent(version)}`);
    this.start();
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      this.forget(watcher);
    };
  }

  /** Ends every stream (the server is stopping); no stream opens after. */
  close(): void {
    this.closed = true;
    for (const watcher of [...this.watchers]) {
      this.forget(watcher);
      watcher.sink.end();
    }
  }

  private forget(watcher: Watcher) {
    if (!this.watchers.delete(watcher)) return;
    const left = (this.perAddress.get(watcher.address) ?? 1) - 1;
    if (left > 0) this.perAddress.set(watcher.address, left);
    else this.perAddress.delete(watcher.address);
    if (this.watchers.size === 0) this.stop();
  }

  private start() {
    if (this.timer || this.closed) return;
    this.schedule();
    this.heartbeat = setInterval(() => {
      for (const watcher of this.watchers) watcher.sink.write(': ping\n\n');
    }, this.options.heartbeatMs);
    this.heartbeat.unref();
  }

  private stop() {
    if (this.timer) clearTimeout(this.timer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.timer = null;
    this.heartbeat = null;
  }

  /** The next look at the marker, once this one is done: looks never overlap. */
  private schedule() {
    const timer = setTimeout(() => {
      void this.look()
        .catch(() => {
          // The store was unavailable: the next look tries again; streams stay open.
        })
        .finally(() => {
          // Stopped (no stream left) or started anew meanwhile: that loop is the one.
          if (this.timer === timer) this.schedule();
        });
    }, this.options.pollMs);
    timer.unref();
    this.timer = timer;
  }

  private async look() {
    const marker = await this.store.changeMarker();
    if (marker === this.marker) return;
    this.marker = marker;
    // One read per (article, viewer) watched, however many tabs watch it.
    const versions = new Map<string, Promise<string>>();
    for (const watcher of [...this.watchers]) {
      // Editors all see the same; anyone else sees the public comments and their own.
      const who = watcher.seen.all ? 'editor' : watcher.seen.viewerId;
      const key = `${watcher.articleId}:${who}`;
      let version = versions.get(key);
      if (!version) {
        version = this.store.comments.commentsVersion(watcher.articleId, watcher.seen);
        versions.set(key, version);
      }
      const now = await version;
      if (now === watcher.version || !this.watchers.has(watcher)) continue;
      watcher.version = now;
      watcher.sink.write(versionEvent(now));
    }
  }
}
