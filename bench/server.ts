import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { closeDatabase } from '../server/db/sqlite/database';
import { openSqliteStore, sqliteOf } from '../server/db/sqlite/sqliteStore';
import { type BenchSection, type Metric, progress } from './section';
import { busiestArticleSlug, loadSettings, screenRequests } from './support/demoScreens';
import { drive } from './support/drive';
import type { LoadRequest, LoadResult } from './support/loadgen';
import { type RunningServer, startFolioServer, startPlainServer } from './support/servers';

/** Folio's throughput must be at least this multiple of the plain graphql-http server's. */
export const THROUGHPUT_RATIO_TARGET = 2;

interface Operation {
  name: string;
  request: LoadRequest;
}

async function fetchJson(origin: string, request: LoadRequest): Promise<unknown> {
  const res = await fetch(`${origin}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body ?? null,
  });
  const json = (await res.json()) as { data?: unknown; errors?: unknown };
  if (res.status !== 200 || json.errors || !json.data) {
    throw new Error(`${origin} answered ${res.status}: ${JSON.stringify(json).slice(0, 300)}`);
  }
  return json;
}

/**
 * Folio's server against graphql-http + graphql-js with the same schema and
 * context over the same demo database, each driven by the same load generator
 * in its own process; both operations are measured in one run.
 */
export const serverSection: BenchSection = {
  name: 'server',
  description:
    'Requests/s, p50 and p99 of the article and home screen queries: Folio vs plain graphql-http',
  async run() {
    const { seconds, warmup, connections } = loadSettings();

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-bench-'));
    const dbFile = path.join(dir, 'folio.db');
    const seedDb = sqliteOf(await openSqliteStore(dbFile));
    const screens = screenRequests(busiestArticleSlug(seedDb));
    closeDatabase(seedDb);
    const operations: Operation[] = [
      { name: 'home', request: screens.home },
      { name: 'article', request: screens.article },
    ];

    const folio = await startFolioServer(dbFile);
    const plain = await startPlainServer(dbFile);
    const metrics: Metric[] = [];
    let failures = 0;
    try {
      // Same answers, or the comparison is not of the same work.
      for (const op of operations) {
        const [a, b] = await Promise.all([
          fetchJson(folio.origin, op.request),
          fetchJson(plain.origin, op.request),
        ]);
        if (!isDeepStrictEqual(a, b)) throw new Error(`${op.name}: Folio and plain answers differ`);
      }

      const measure = async (label: string, server: RunningServer, op: Operation) => {
        progress(`${op.name} on ${label}: ${warmup}s warm-up + ${seconds}s, ${connections} conns`);
        const result = await drive({
          origin: server.origin,
          connections,
          warmupMs: warmup * 1000,
          durationMs: seconds * 1000,
          requests: [op.request],
        });
        failures += result.transportErrors + result.non200 + result.graphqlErrors;
        return result;
      };

      for (const [i, op] of operations.entries()) {
        // Alternate which server goes first, so drift on a shared machine favours neither.
        let f: LoadResult;
        let p: LoadResult;
        if (i % 2 === 0) {
          f = await measure('folio', folio, op);
          p = await measure('plain', plain, op);
        } else {
          p = await measure('plain', plain, op);
          f = await measure('folio', folio, op);
        }
        metrics.push(
          { metric: `${op.name} req/s (folio)`, value: f.rps, unit: 'req/s' },
          { metric: `${op.name} req/s (plain)`, value: p.rps, unit: 'req/s' },
          {
            metric: `${op.name} throughput folio/plain`,
            value: f.rps / p.rps,
            unit: '×',
            target: { op: '>=', value: THROUGHPUT_RATIO_TARGET },
          },
          { metric: `${op.name} p50 (folio)`, value: f.p50Ms, unit: 'ms' },
          { metric: `${op.name} p50 (plain)`, value: p.p50Ms, unit: 'ms' },
          { metric: `${op.name} p99 (folio)`, value: f.p99Ms, unit: 'ms' },
          { metric: `${op.name} p99 (plain)`, value: p.p99Ms, unit: 'ms' },
        );
      }
      metrics.push({
        metric: 'failed requests under load',
        value: failures,
        unit: '',
        target: { op: '<=', value: 0 },
      });
    } finally {
      await folio.close();
      await plain.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    return metrics;
  },
};
