// What scripts/build.js runs (compiled by it first): builds what is stale before the server runs.
import { buildClientIfStale } from './clientBuild';
import { buildServer } from './serverBuild';
import {
  SERVER_ENTRIES,
  SERVER_OUT_DIR,
  staleServerReason,
  type ServerEntry,
} from './serverEntries';

const THREADS: ServerEntry[] = ['renderThread', 'checkThread'];

/**
 * Builds under `root` what is missing or older than its sources: with no arguments (`npm
 * start`), the client, its server renderer and the server; with `--server` (`npm run build`,
 * after webpack), the server; with `--cli` (`npm run folio`), the command line and the threads
 * it may start; with `--threads`, only the worker threads' entries
 * (server/threads/threadFile.ts, when the server runs from source).
 */
export async function buildIfStale(root: string, args: string[]): Promise<void> {
  const entries: ServerEntry[] = args.includes('--threads')
    ? THREADS
    : args.includes('--cli')
      ? ['cli', ...THREADS]
      : (Object.keys(SERVER_ENTRIES) as ServerEntry[]);
  if (args.length === 0) buildClientIfStale(root);
  const reason = staleServerReason(root, entries);
  if (!reason) return;
  console.error(`Building the server into ${SERVER_OUT_DIR}/ (${reason})…`);
  await buildServer(root, entries);
}
