import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { startTestServer } from '../../server/testing/testServer';
import type { TestServer } from '../../server/testing/testServer';
import { progress } from '../section';

let build: Promise<string> | null = null;

/**
 * The production client the browser sections measure. `FOLIO_BENCH_DIST=<dir>` names an
 * existing build (e.g. `dist/` or a `--output-path` of one's own); otherwise the project's own
 * webpack.config.js builds the current src/ once per bench process into a temporary folder
 * (never into dist/, which others may be serving), so the figures are of the code as it is now.
 */
export function builtClientDir(): Promise<string> {
  build ??= (async () => {
    const given = process.env.FOLIO_BENCH_DIST;
    if (given) {
      const dir = path.resolve(given);
      if (!fs.existsSync(path.join(dir, 'index.html'))) {
        throw new Error(`FOLIO_BENCH_DIST=${given} has no index.html`);
      }
      progress(`client: the build in ${dir} (FOLIO_BENCH_DIST)`);
      return dir;
    }
    // dist/ and dist-server/ side by side, as the server looks for its renderer beside the client.
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-bench-client-'));
    const outDir = path.join(base, 'dist');
    process.once('exit', () => fs.rmSync(base, { recursive: true, force: true }));
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the project's CommonJS config
    const configure = require('../../webpack.config.js') as (
      env: unknown,
      argv: { mode: string },
    ) => webpack.Configuration[];
    const root = path.resolve(__dirname, '../..');
    const started = performance.now();
    const compiler = webpack(
      configure({}, { mode: 'production' }).map((config) => ({
        ...config,
        context: root,
        output: {
          ...config.output,
          path: config.name === 'server' ? path.join(base, 'dist-server') : outDir,
        },
      })),
    );
    const stats = await new Promise<webpack.MultiStats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
    progress(
      `client: built src/ into ${base} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return outDir;
  })();
  return build;
}

/**
 * Folio's real server over a new demo database, serving the built client and the demo images:
 * reader routes server-rendered, or (`rendered: false`) every route the SPA shell.
 */
export async function startClientServer(
  options: { rendered?: boolean; streamPages?: boolean } = {},
): Promise<TestServer> {
  const clientDir = await builtClientDir();
  return startTestServer({
    seed: 'demo',
    clientDir,
    ...(options.rendered === false ? { rendererBundle: null } : {}),
    ...(options.streamPages === false ? { streamPages: false } : {}),
    mediaDir: path.resolve(__dirname, '../../server/db/seed/media'),
  });
}

/** A published demo article: the longest one (the heaviest reading screen). */
export function longestArticle(server: TestServer): { slug: string; title: string } {
  return server.db
    .prepare(
      `SELECT slug, title FROM articles WHERE status = 'PUBLISHED' ORDER BY length(body) DESC, id LIMIT 1`,
    )
    .get() as { slug: string; title: string };
}

/** The median of a non-empty list. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A positive number from the environment, else the fallback. */
export function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
