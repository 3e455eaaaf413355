import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSqliteStore, sqliteOf } from '../server/db/sqlite/sqliteStore';
import { type ServerProcess, startServer } from '../test/load/support';
import { ARTICLE_SCREEN_QUERY, CLIENT_HEADERS, HOME_SCREEN_QUERY, requestBody } from './operations';
import { type BenchSection, type Metric, progress } from './section';
import { drive } from './support/drive';
import type { LoadRequest, LoadResult } from './support/loadgen';

function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

function mean(runs: LoadResult[]): { rps: number; p99Ms: number } {
  const average = (pick: (run: LoadResult) => number) =>
    runs.reduce((sum, run) => sum + pick(run), 0) / runs.length;
  return { rps: average((run) => run.rps), p99Ms: average((run) => run.p99Ms) };
}

/**
 * `npm start` itself (server/main.ts, a child process) with FOLIO_WORKERS=1 and =2 over one
 * demo database, each driven by the same load generator (its own process) at 50 keep-alive
 * connections: the article and home screen queries, the two pools measured in the order A B B A
 * so that drift on a shared machine favours neither. The load average is a row: the figures mean
 * little without it.
 */
export const workersSection: BenchSection = {
  name: 'workers',
  description:
    'Requests/s and p99 of the article and home queries with FOLIO_WORKERS=1 vs 2 (SQLite)',
  async run() {
    const seconds = envNumber('FOLIO_BENCH_SECONDS', 8);
    const warmup = envNumber('FOLIO_BENCH_WARMUP', 2);
    const connections = envNumber('FOLIO_BENCH_CONNECTIONS', 50);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-bench-workers-'));
    const dbFile = path.join(dir, 'folio.db');
    const seeded = await openSqliteStore(dbFile, { seed: 'demo' });
    const { slug } = sqliteOf(seeded)
      .prepare(
        `SELECT a.slug FROM articles a LEFT JOIN comments c ON c.article_id = a.id
         WHERE a.status = 'PUBLISHED' GROUP BY a.id ORDER BY COUNT(c.id) DESC, a.id LIMIT 1`,
      )
      .get() as { slug: string };
    await seeded.close();

    const operations: { name: string; request: LoadRequest }[] = [
      {
        name: 'article',
        request: {
          method: 'POST',
          path: '/graphql',
          headers: CLIENT_HEADERS,
          body: requestBody('ArticleScreenQuery', ARTICLE_SCREEN_QUERY, { slug }),
        },
      },
      {
        name: 'home',
        request: {
          method: 'POST',
          path: '/graphql',
          headers: CLIENT_HEADERS,
          body: requestBody('HomeScreenQuery', HOME_SCREEN_QUERY, { tag: null }),
        },
      },
    ];
    // Request lines off: the figures are of serving, not of writing logs to a pipe.
    const env = { FOLIO_SEED: 'none', FOLIO_LOG_LEVEL: 'warn', FOLIO_MEDIA_DIR: dir };
    const pools: [string, ServerProcess][] = [];
    const metrics: Metric[] = [];
    let failures = 0;
    const loads: number[] = [];
    try {
      pools.push(['1 worker', await startServer(dbFile, { ...env, FOLIO_WORKERS: '1' })]);
      pools.push(['2 workers', await startServer(dbFile, { ...env, FOLIO_WORKERS: '2' })]);
      for (const [i, op] of operations.entries()) {
        // A B B A: each pool runs once early and once late, so a load that rises or falls
        // during the section weighs on both alike; the figures are the two runs' means.
        const results = new Map<string, LoadResult[]>();
        const order = i % 2 === 0 ? pools : [...pools].reverse();
        for (const [label, server] of [...order, ...[...order].reverse()]) {
          progress(
            `${op.name} on ${label}: ${warmup}s warm-up + ${seconds}s, ${connections} conns`,
          );
          const result = await drive({
            origin: server.origin,
            connections,
            warmupMs: warmup * 1000,
            durationMs: seconds * 1000,
            requests: [op.request],
          });
          loads.push(os.loadavg()[0]!);
          failures += result.transportErrors + result.non200 + result.graphqlErrors;
          results.set(label, [...(results.get(label) ?? []), result]);
        }
        const one = mean(results.get('1 worker')!);
        const two = mean(results.get('2 workers')!);
        metrics.push(
          { metric: `${op.name} req/s (1 worker)`, value: one.rps, unit: 'req/s' },
          { metric: `${op.name} req/s (2 workers)`, value: two.rps, unit: 'req/s' },
          { metric: `${op.name} throughput 2 workers/1`, value: two.rps / one.rps, unit: '×' },
          { metric: `${op.name} p99 (1 worker)`, value: one.p99Ms, unit: 'ms' },
          { metric: `${op.name} p99 (2 workers)`, value: two.p99Ms, unit: 'ms' },
        );
      }
      metrics.push(
        {
          metric: 'load average (1 min) after a run, lowest',
          value: Math.min(...loads),
          unit: 'load',
        },
        {
          metric: 'load average (1 min) after a run, highest',
          value: Math.max(...loads),
          unit: 'load',
        },
        { metric: 'cores', value: os.cpus().length, unit: '' },
        {
          metric: 'failed requests under load',
          value: failures,
          unit: '',
          target: { op: '<=', value: 0 },
        },
      );
    } finally {
      for (const [, server] of pools) await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    return metrics;
  },
};
