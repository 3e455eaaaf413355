import http from 'node:http';
import type { TestServer } from '../server/testing/testServer';
import { type BenchSection, type Metric, progress } from './section';
import { envNumber, longestArticle, median, startClientServer } from './support/clientBuild';

/** What a browser asks for a page. */
const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

interface Timing {
  /** Response headers received (the first byte). */
  ttfb: number;
  /** The body's last byte received. */
  ttlb: number;
}

/** One GET of `url`: when its first byte and its last came, in ms since it was sent. */
function timedGet(url: string): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const sent = performance.now();
    http
      .get(url, { headers: PAGE_HEADERS, agent: false }, (response) => {
        const ttfb = performance.now() - sent;
        response.on('data', () => {});
        response.on('end', () => resolve({ ttfb, ttlb: performance.now() - sent }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * A change the page cache sees (the store's change counter moves: render/storeGeneration.ts)
 * and no page shows: the next request for any page is a miss, as after a reader's comment.
 */
function touchStore(server: TestServer): void {
  server.db.exec('UPDATE store_changes SET n = n + 1');
}

/**
 * Streamed pages against pages sent once wholly rendered (the server before streaming,
 * `streamPages: false`), side by side in one run: time to the first and to the last byte of
 * an article (the longest demo article) and of `/`, on a miss (the store changed: queries,
 * React, compression) and on a hit (the cached page, sent whole by both).
 */
export const pageStreamingSection: BenchSection = {
  name: 'ssrStream',
  description:
    'Streamed vs buffered server-rendered pages: first / last byte of an article and /, cache miss and hit',
  async run(): Promise<Metric[]> {
    const runs = envNumber('FOLIO_BENCH_STREAM_RUNS', 15);
    const streamed = await startClientServer();
    const buffered = await startClientServer({ streamPages: false });
    try {
      const article = `/articles/${longestArticle(streamed).slug}`;
      const servers: [string, TestServer][] = [
        ['streamed', streamed],
        ['buffered', buffered],
      ];
      const pages: [string, string][] = [
        ['article', article],
        ['home', '/'],
      ];
      const results = new Map<string, Timing[]>();
      const record = (key: string, timing: Timing) =>
        results.set(key, [...(results.get(key) ?? []), timing]);
      // Unmeasured: each server's first render of each page (Markdown thread, compiled queries).
      for (const [, server] of servers) {
        for (const [, path] of pages) await timedGet(server.origin + path);
      }
      for (let i = 0; i < runs; i++) {
        for (const [name, server] of i % 2 ? [...servers].reverse() : servers) {
          for (const [page, path] of pages) {
            touchStore(server);
            record(`${page} miss ${name}`, await timedGet(server.origin + path));
            record(`${page} hit ${name}`, await timedGet(server.origin + path));
          }
        }
      }
      const metrics: Metric[] = [];
      for (const [page] of pages) {
        for (const state of ['miss', 'hit']) {
          for (const [name] of servers) {
            const list = results.get(`${page} ${state} ${name}`)!;
            const ttfb = median(list.map((t) => t.ttfb));
            const ttlb = median(list.map((t) => t.ttlb));
            progress(
              `${page} ${state} ${name}: first byte ${ttfb.toFixed(1)} ms, last ${ttlb.toFixed(1)} ms`,
            );
            metrics.push(
              { metric: `${page} ${state}, first byte (${name}, median)`, value: ttfb, unit: 'ms' },
              { metric: `${page} ${state}, last byte (${name}, median)`, value: ttlb, unit: 'ms' },
            );
          }
        }
      }
      return metrics;
    } finally {
      await buffered.close();
      await streamed.close();
    }
  },
};
