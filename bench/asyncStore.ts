// What the async Store costs on SQLite: the article and home screens' operations executed
// in-process (graphql-jit, as the server runs a cached document) by this tree and by the tree
// before the Store (its synchronous db modules), over copies of one demo database, in
// alternating rounds so drift on a shared machine favours neither.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { parse, type GraphQLSchema } from 'graphql';
import { compileQuery, type CompiledQuery } from 'graphql-jit';
import type { HttpSession } from '../server/graphql/context';
import { createContext } from '../server/graphql/context';
import { openDatabase } from '../server/db/sqlite/database';
import { openSqliteStore, sqliteStore } from '../server/db/sqlite/sqliteStore';
import { createSchema } from '../server/graphql/schema';
import { ARTICLE_SCREEN_QUERY, HOME_SCREEN_QUERY } from './operations';
import type { BenchSection, Metric } from './section';

/** The last commit before the Store (server/db/store.ts): its db calls are synchronous. */
const SYNC_REV = process.env.FOLIO_BENCH_SYNC_REV || '3d55774';
const ROOT = path.resolve(__dirname, '..');
/** The bound on what the async interface may cost. */
const COST_TARGET = 1.1;

const progress = (message: string) => process.stderr.write(`  [asyncStore] ${message}\n`);

const anonymous: HttpSession = {
  token: null,
  ip: '127.0.0.1',
  setSessionCookie() {},
  clearSessionCookie() {},
};

type Execute = (query: string, variables: Record<string, unknown>) => Promise<unknown>;

/** One side: its schema, compiled operations, and a context per request as the server makes. */
function executor(schema: GraphQLSchema, context: () => unknown): Execute {
  const compiled = new Map<string, CompiledQuery>();
  return async (query, variables) => {
    let operation = compiled.get(query);
    if (!operation) {
      const made = compileQuery(schema, parse(query));
      if (!('query' in made)) throw new Error('compile failed');
      operation = made;
      compiled.set(query, operation);
    }
    const result = await operation.query(undefined, context(), variables);
    if (result.errors?.length) throw new Error(result.errors.map((e) => e.message).join('; '));
    return result.data;
  };
}

/** The tree at SYNC_REV, beside this one's node_modules (a symlink) so its imports resolve. */
function extractSyncTree(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-bench-sync-'));
  const archive = execFileSync('git', ['archive', SYNC_REV, 'server', 'schema', 'src'], {
    cwd: ROOT,
    maxBuffer: 512 * 2 ** 20,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  fs.copyFileSync(path.join(ROOT, 'tsconfig.json'), path.join(dir, 'tsconfig.json'));
  return dir;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export const asyncStoreSection: BenchSection = {
  name: 'asyncStore',
  description:
    'Article and home operations in-process: the async Store on SQLite vs the synchronous db modules before it (CPU µs per operation; median of per-round ratios)',
  async run() {
    const rounds = Number(process.env.FOLIO_BENCH_STORE_ROUNDS) || 60;
    const perRound = Number(process.env.FOLIO_BENCH_STORE_OPS) || 200;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-bench-store-'));
    const syncTree = extractSyncTree();
    try {
      const asyncFile = path.join(dir, 'async.db');
      const seeded = await openSqliteStore(asyncFile);
      await seeded.close();
      const syncFile = path.join(dir, 'sync.db');
      fs.copyFileSync(asyncFile, syncFile);

      const db = openDatabase(asyncFile);
      const store = sqliteStore(db);
      // The most-discussed article, as in the server section: the heaviest article screen.
      const { slug } = db
        .prepare(
          `SELECT a.slug FROM articles a LEFT JOIN comments c ON c.article_id = a.id
           WHERE a.status = 'PUBLISHED' GROUP BY a.id ORDER BY COUNT(c.id) DESC, a.id LIMIT 1`,
        )
        .get() as { slug: string };
      const asyncSide = executor(createSchema(), () => createContext(store, anonymous));

      /* eslint-disable @typescript-eslint/no-require-imports -- the old tree, loaded at run time */
      const old = {
        schema: require(path.join(syncTree, 'server/schema')) as { createSchema(): GraphQLSchema },
        context: require(path.join(syncTree, 'server/context')) as {
          createContext(db: unknown, http: HttpSession): unknown;
        },
        database: require(path.join(syncTree, 'server/db/database')) as {
          openDatabase(file: string, options: { seed: 'none' }): { close(): void };
        },
      };
      /* eslint-enable @typescript-eslint/no-require-imports */
      const oldDb = old.database.openDatabase(syncFile, { seed: 'none' });
      const syncSide = executor(old.schema.createSchema(), () =>
        old.context.createContext(oldDb, anonymous),
      );

      const operations = [
        { name: 'article', query: ARTICLE_SCREEN_QUERY, variables: { slug } },
        { name: 'home', query: HOME_SCREEN_QUERY, variables: { tag: null } },
      ];
      for (const op of operations) {
        const [a, b] = await Promise.all([
          asyncSide(op.query, op.variables),
          syncSide(op.query, op.variables),
        ]);
        // Same answers (ids too: the copies share their key), or it is not the same work.
        if (!isDeepStrictEqual(a, b))
          throw new Error(`${op.name}: the two trees answer differently`);
      }

      const metrics: Metric[] = [];
      for (const op of operations) {
        const times = { sync: [] as number[], async: [] as number[], ratio: [] as number[] };
        // The process's CPU time (µs), not the wall clock: on a machine shared with other work
        // the wall clock mostly measures how often this process was put aside.
        const timed = async (execute: Execute) => {
          const started = process.cpuUsage();
          await execute(op.query, op.variables);
          const { user, system } = process.cpuUsage(started);
          return user + system;
        };
        // A round runs the two sides in turns, one operation each, the first side alternating,
        // so a burst of other work on the machine lands on both alike.
        const round = async () => {
          let sync = 0;
          let async = 0;
          for (let i = 0; i < perRound; i++) {
            if (i % 2 === 0) {
              sync += await timed(syncSide);
              async += await timed(asyncSide);
            } else {
              async += await timed(asyncSide);
              sync += await timed(syncSide);
            }
          }
          return { sync: sync / perRound, async: async / perRound };
        };
        // Warm both (graphql-jit, statement caches, V8's JIT) first.
        await round();
        for (let r = 0; r < rounds; r++) {
          const result = await round();
          times.sync.push(result.sync);
          times.async.push(result.async);
          times.ratio.push(result.async / result.sync);
        }
        const sync = median(times.sync);
        const async = median(times.async);
        progress(`${op.name}: sync ${sync.toFixed(0)} µs, async ${async.toFixed(0)} µs`);
        metrics.push(
          { metric: `${op.name} in-process CPU (sync db, before)`, value: sync, unit: 'µs' },
          { metric: `${op.name} in-process CPU (async Store)`, value: async, unit: 'µs' },
          {
            metric: `${op.name} async Store / sync db`,
            value: median(times.ratio),
            unit: '×',
            target: { op: '<=', value: COST_TARGET },
          },
        );
      }
      metrics.push({
        metric: 'load average (1 min) during the run',
        value: os.loadavg()[0]!,
        unit: '',
      });
      oldDb.close();
      await store.close();
      return metrics;
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(syncTree, { recursive: true, force: true });
    }
  },
};
