import { type SpawnSyncOptions, spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from '../process/buildIfStale';
import { SERVER_OUT_DIR } from '../process/serverEntries';

// The command line as an operator runs it (`npm run folio` is `node dist-server/server/cli.js`,
// built when stale): compiled once, then each run is a plain node process. Started through tsx,
// every run compiled the whole server again (seconds apiece under load: three minutes a suite).

const ROOT = path.resolve(__dirname, '..', '..');

/** The compiled CLI's file; call in beforeAll, it builds it (and its threads) when stale. */
export async function compiledCli(): Promise<string> {
  await buildIfStale(ROOT, ['--cli']);
  return path.join(ROOT, SERVER_OUT_DIR, 'cli.js');
}

/** Runs `folio args…` to its end with `env` added to this process's and no FOLIO_PASSWORD. */
export function runCli(
  cli: string,
  args: string[],
  env: Record<string, string>,
  options: Omit<SpawnSyncOptions, 'env' | 'encoding' | 'cwd'> = {},
) {
  return spawnSync(process.execPath, [cli, ...args], {
    cwd: ROOT,
    ...options,
    env: { ...process.env, FOLIO_PASSWORD: '', ...env },
    encoding: 'utf8',
  });
}
