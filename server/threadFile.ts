// Where a worker thread's compiled entry is. Threads always run JavaScript: compiled, a sibling
// of the server's own file in dist-server/server/; from source (jest, tsx), the same files,
// built first when a source is newer (scripts/build.js --threads, a few hundred milliseconds
// once per change), so that no thread loads a TypeScript loader or compiles on start.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { SERVER_OUT_DIR, staleServerReason, type ServerEntry } from './process/serverEntries';

export type ThreadEntry = Extract<ServerEntry, 'renderThread' | 'checkThread'>;

const THREADS: ThreadEntry[] = ['renderThread', 'checkThread'];

/** This file's folder: __filename, which stays the compiled file's (serverBuild.ts). */
const here = path.dirname(__filename);
const compiled = __filename.endsWith('.js');
let checked = false;

/** The JavaScript file a thread of `entry` runs. */
export function threadFile(entry: ThreadEntry): string {
  if (compiled) return path.join(here, `${entry}.js`);
  const root = path.resolve(here, '..');
  if (!checked) {
    if (staleServerReason(root, THREADS)) buildThreads(root);
    checked = true;
  }
  return path.join(root, SERVER_OUT_DIR, `${entry}.js`);
}

function buildThreads(root: string): void {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'scripts', 'build.js'), '--threads'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error('Building the worker threads failed; see above.');
}
