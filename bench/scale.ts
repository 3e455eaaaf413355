import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { importStore } from '../server/db/dumpFile';
import { openPostgresStore } from '../server/db/postgres/store';
import { openSqliteStore, sqliteOf } from '../server/db/sqlite/sqliteStore';
import { startTempPostgres, type TempPostgres } from '../server/testing/postgres';
import { dumpText } from '../server/testing/dumps';
import { DirectoryMediaStore } from '../server/media/store';
import { PostgresMediaStore } from '../server/db/postgres/mediaStore';
import { type ServerProcess, startServer } from '../test/load/support';
import { type BenchSection, type Metric, progress } from './section';
import { busiestArticleSlug, loadSettings, screenRequests } from './support/demoScreens';
import { drive } from './support/drive';
import type { LoadResult } from './support/loadgen';
import { startPlainServer } from './support/servers';

function mean(runs: LoadResult[]): { rps: number; p99Ms: number } {
  const average = (pick: (run: LoadResult) => number) =>
    runs.reduce((sum, run) => sum + pick(run), 0) / runs.length;
  return { rps: average((run) => run.rps), p99Ms: average((run) => run.p99Ms) };
}

interface Pool {
  label: string;
  origin: string;
  stop(): Promise<void>;
}

const asPool = (label: string, server: ServerProcess): Pool => ({
  label,
  origin: server.origin,
  stop: () => server.stop(),
});

/**
 * The same demo content on both stores (the SQLite file moved into a temporary PostgreSQL
 * cluster with db:import), served by `npm start` itself (server/process/main.ts, child processes) with
 * FOLIO_WORKERS=1 and =2 on each, and by the plain graphql-http baseline on the SQLite file;
 * each driven by the same load generator (its own process) at 50 keep-alive connections with
 * the article and home screen queries. Each pool runs once early and once late (A…E E…A), so
 * drift on a shared machine favours none. Without PostgreSQL installed, its rows are skipped.
 */
export const scaleSection: BenchSection = {
  name: 'scale',
  description:
    'Requests/s and p99 of the article and home queries: SQLite and PostgreSQL, 1 and 2 workers, plain graphql-http',
  async run() {
    const { seconds, warmup, connections } = loadSettings();

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-bench-scale-'));
    const dbFile = path.join(dir, 'folio.db');
    const seeded = await openSqliteStore(dbFile, { seed: 'demo' });
    const screens = screenRequests(busiestArticleSlug(sqliteOf(seeded)));
    const dump = await dumpText(seeded, new DirectoryMediaStore(path.join(dir, 'media')));
    await seeded.close();

    const operations = [
      { name: 'article', request: screens.article },
      { name: 'home', request: screens.home },
    ];
    // Request lines off: the figures are of serving, not of writing logs to a pipe.
    const env = { FOLIO_SEED: 'none', FOLIO_LOG_LEVEL: 'warn', FOLIO_MEDIA_DIR: dir };
    const pools: Pool[] = [];
    let cluster: TempPostgres | null = null;
    const metrics: Metric[] = [];
    let failures = 0;
    const loads: number[] = [];
    try {
      for (const workers of ['1', '2']) {
        const server = await startServer(dbFile, { ...env, FOLIO_WORKERS: workers });
        pools.push(asPool(`SQLite, ${workers} worker${workers === '1' ? '' : 's'}`, server));
      }
      try {
        cluster = await startTempPostgres();
      } catch (error) {
        progress(`PostgreSQL rows skipped: ${(error as Error).message.split('\n')[0]}`);
      }
      if (cluster) {
        const pg = await openPostgresStore(cluster.url, { seed: 'none' });
        await importStore(pg, new PostgresMediaStore(pg.db), Readable.from([dump]));
        await pg.close();
        for (const workers of ['1', '2']) {
          const server = await startServer(dbFile, {
            ...env,
            FOLIO_DATABASE_URL: cluster.url,
            FOLIO_WORKERS: workers,
          });
          pools.push(asPool(`PostgreSQL, ${workers} worker${workers === '1' ? '' : 's'}`, server));
        }
      }
      const plain = await startPlainServer(dbFile);
      pools.push({ label: 'plain graphql-http', origin: plain.origin, stop: () => plain.close() });

      for (const op of operations) {
        const results = new Map<string, LoadResult[]>();
        for (const pool of [...pools, ...[...pools].reverse()]) {
          progress(
            `${op.name} on ${pool.label}: ${warmup}s warm-up + ${seconds}s, ${connections} conns`,
          );
          const result = await drive({
            origin: pool.origin,
            connections,
            warmupMs: warmup * 1000,
            durationMs: seconds * 1000,
            requests: [op.request],
          });
          loads.push(os.loadavg()[0]!);
          failures += result.transportErrors + result.non200 + result.graphqlErrors;
          results.set(pool.label, [...(results.get(pool.label) ?? []), result]);
        }
        for (const pool of pools) {
          const { rps, p99Ms } = mean(results.get(pool.label)!);
          metrics.push(
            { metric: `${op.name} req/s (${pool.label})`, value: rps, unit: 'req/s' },
            { metric: `${op.name} p99 (${pool.label})`, value: p99Ms, unit: 'ms' },
          );
        }
        const rps = (label: string) => results.has(label) && mean(results.get(label)!).rps;
        for (const store of ['SQLite', 'PostgreSQL']) {
          const one = rps(`${store}, 1 worker`);
          const two = rps(`${store}, 2 workers`);
          if (one && two) {
            metrics.push({
              metric: `${op.name} throughput ${store} 2 workers/1`,
              value: two / one,
              unit: '×',
            });
          }
        }
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
      for (const pool of pools) await pool.stop();
      await cluster?.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    return metrics;
  },
};
