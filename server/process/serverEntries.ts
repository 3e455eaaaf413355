// The compiled server's files (serverBuild.ts makes them) and whether they are current. Read by
// the running server (threadFile.ts), so it holds no build tool.
import fs from 'node:fs';
import path from 'node:path';
import { sourceChangedSince } from './clientBuild';

/** Where the compiled server goes, under the project's root. */
export const SERVER_OUT_DIR = path.join('dist-server', 'server');

/** Each compiled file (by its name in SERVER_OUT_DIR, without `.js`) and its source. */
export const SERVER_ENTRIES = {
  main: 'server/process/main.ts',
  cli: 'server/process/cli.ts',
  renderThread: 'server/render/markdownThread.ts',
  checkThread: 'server/markdown/markdownCheckThread.ts',
} as const;

export type ServerEntry = keyof typeof SERVER_ENTRIES;

/** What the compiled server is made of: a change to any of these makes it stale. */
const SOURCES = ['server', 'src', 'schema', 'tsconfig.json', 'package.json', 'package-lock.json'];

/**
 * Why the compiled `entries` under `root` must be built again (one is missing, or a source is
 * newer than the oldest), or null when they are current.
 */
export function staleServerReason(
  root: string,
  entries: readonly ServerEntry[] = Object.keys(SERVER_ENTRIES) as ServerEntry[],
): string | null {
  let builtAt = Infinity;
  for (const entry of entries) {
    const output = path.join(SERVER_OUT_DIR, `${entry}.js`);
    const stat = fs.statSync(path.join(root, output), { throwIfNoEntry: false });
    if (!stat) return `${output} is missing`;
    builtAt = Math.min(builtAt, stat.mtimeMs);
  }
  const newer = sourceChangedSince(root, SOURCES, builtAt);
  return newer ? `${newer} changed since the last build` : null;
}
