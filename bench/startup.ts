import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SPARE_IDLE_MS } from '../server/render/renderThreads';
import { type ServerProcess, startServer } from '../test/load/support';
import { type BenchSection, type Metric, progress } from './section';
import { buildProduction } from './support/production';
import { treeRss } from '../test/load/processTree';
import { drive } from './support/drive';
import { loadSettings } from './support/demoScreens';

/** A reader's first byte after a start: what Ghost gives (154 ms) with room. */
const FIRST_BYTE_TARGET_MS = 200;
const PEAK_RSS_TARGET_MB = 300;
const IDLE_RSS_TARGET_MB = 150;
/** How long after its first requests the server's memory is read first (as Ghost's was). */
const SETTLE_MS = 5_000;

const READER_HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'br, gzip',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds from sending a GET to its answer's first byte (the status line). */
function firstByteMs(origin: string, pathname: string): Promise<{ ms: number; status: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(new URL(pathname, origin), { headers: READER_HEADERS }, (res) => {
      const ms = performance.now() - started;
      res.resume();
      res.on('end', () => resolve({ ms, status: res.statusCode ?? 0 }));
    });
    request.on('error', reject);
  });
}

/** One reader route of each kind, read from the demo store before the measured start. */
function readerRoutes(dbFile: string): { articles: string[]; routes: [string, string][] } {
  const db = new Database(dbFile, { readonly: true });
  try {
    const slugs = db
      // Oldest first: the first is not on the home page, whose links the server warmed.
      .prepare("SELECT slug FROM articles WHERE status = 'PUBLISHED' ORDER BY published_at, id")
      .pluck()
      .all() as string[];
    const tag = db.prepare('SELECT name FROM tags ORDER BY id LIMIT 1').pluck().get() as string;
    const handle = db
      .prepare('SELECT handle FROM users ORDER BY id LIMIT 1')
      .pluck()
      .get() as string;
    return {
      articles: slugs.map((slug) => `/articles/${slug}`),
      routes: [
        ['home', '/'],
        ['article', `/articles/${slugs[0]}`],
        ['tags', '/tags'],
        ['tag', `/tags/${encodeURIComponent(tag)}`],
        ['author', `/authors/${handle}`],
        ['search', '/search?q=markdown'],
        ['feed', '/feed.xml'],
      ],
    };
  } finally {
    db.close();
  }
}

/**
 * `npm start`'s server (the compiled dist-server/server/main.js that it execs) on the demo
 * store: how long it takes to say it serves, the first byte of the first request of every
 * reader route after that, its memory (the process and its threads) idle and at its peak under
 * the article pages' load (every published article, round robin, by a load generator in its
 * own process). The store and its images are made by a first start, not measured.
 */
export const startupSection: BenchSection = {
  name: 'startup',
  description:
    "npm start's compiled server: start-up, each reader route's first byte after it, idle and peak RSS",
  async run() {
    buildProduction();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-bench-startup-'));
    const dbFile = path.join(dir, 'folio.db');
    const env = { FOLIO_SERVE_CLIENT: '1', FOLIO_SEED: 'demo', FOLIO_MEDIA_DIR: `${dir}/media` };
    const metrics: Metric[] = [];
    let server: ServerProcess | null = null;
    try {
      progress('first start: making the demo store and its images');
      const first = await startServer(dbFile, env, 120_000, 'compiled');
      await first.printed(/Made the demo covers/, 120_000);
      await first.stop();
      const { articles, routes } = readerRoutes(dbFile);

      const started = performance.now();
      server = await startServer(dbFile, env, 120_000, 'compiled');
      metrics.push({
        metric: 'start-up to serving',
        value: performance.now() - started,
        unit: 'ms',
      });
      for (const [name, route] of routes) {
        const { ms, status } = await firstByteMs(server.origin, route);
        if (status !== 200) throw new Error(`GET ${route} answered ${status}`);
        // A feed is fetched by feed readers, not a person waiting: its figure is context.
        const target =
          name === 'feed' ? undefined : { op: '<=' as const, value: FIRST_BYTE_TARGET_MS };
        metrics.push({
          metric: `first ${name} request, first byte`,
          value: ms,
          unit: 'ms',
          target,
        });
      }
      const pid = server.child.pid!;
      await sleep(SETTLE_MS);
      const settled = treeRss(pid) / 2 ** 20;
      metrics.push({ metric: 'RSS 5 s after the first requests', value: settled, unit: 'MB' });
      // Idle: past the render pool's spare (renderThreads.ts), ended when no page is read.
      await sleep(SPARE_IDLE_MS);
      metrics.push({
        metric: 'idle RSS (process tree)',
        value: treeRss(pid) / 2 ** 20,
        unit: 'MB',
        target: { op: '<=', value: IDLE_RSS_TARGET_MB },
      });

      const { seconds, warmup, connections } = loadSettings();
      progress(`article pages: ${articles.length} articles, ${connections} connections`);
      let peak = 0;
      const sampler = setInterval(() => (peak = Math.max(peak, treeRss(pid))), 50);
      const load = await drive({
        origin: server.origin,
        connections,
        warmupMs: warmup * 1000,
        durationMs: seconds * 1000,
        requests: articles.map((route) => ({
          method: 'GET',
          path: route,
          headers: READER_HEADERS,
        })),
      }).finally(() => clearInterval(sampler));
      metrics.push(
        {
          metric: 'peak RSS under article load',
          value: peak / 2 ** 20,
          unit: 'MB',
          target: { op: '<=', value: PEAK_RSS_TARGET_MB },
        },
        { metric: 'article pages req/s', value: load.rps, unit: 'req/s' },
        {
          metric: 'failed article pages',
          value: load.transportErrors + load.non200,
          unit: '',
          target: { op: '<=', value: 0 },
        },
      );
    } finally {
      await server?.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    return metrics;
  },
};
