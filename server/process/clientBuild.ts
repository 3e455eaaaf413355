// `npm start` (scripts/build.js) builds the client (dist/) and its server renderer (dist-server/) when they are
// missing or older than what they are built from, so it never serves a build of other sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What the two bundles are built from (webpack.config.js), under the project's root. */
const SOURCES = [
  'src',
  'schema',
  '__generated__',
  'webpack.config.js',
  'babel.config.js',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];
/** What a build leaves last of all, one per bundle. */
const OUTPUTS = ['dist/index.html', 'dist-server/entry-server.js'];

/**
 * Why the build under `root` must be made again (a missing bundle, or the newest source that
 * changed after it), or null when it is current. Compares modification times, as make does: a
 * folder's own time changes when a file is added, removed or renamed in it, so those count too.
 */
export function staleBuildReason(root: string): string | null {
  let builtAt = Infinity;
  for (const output of OUTPUTS) {
    const stat = fs.statSync(path.join(root, output), { throwIfNoEntry: false });
    if (!stat) return `${output} is missing`;
    builtAt = Math.min(builtAt, stat.mtimeMs);
  }
  const newer = sourceChangedSince(root, SOURCES, builtAt);
  return newer ? `${newer} changed since the last build` : null;
}

/**
 * The first of `sources` (paths under `root`, files or folders searched whole) modified after
 * `time`, relative to `root`, or null.
 */
export function sourceChangedSince(root: string, sources: string[], time: number): string | null {
  const newer = sources
    .map((source) => newerThan(path.join(root, source), time))
    .find((found) => found !== null);
  return newer ? path.relative(root, newer) : null;
}

/** The first path at or under `file` modified after `time`, or null. */
function newerThan(file: string, time: number): string | null {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return null;
  if (stat.mtimeMs > time) return file;
  if (!stat.isDirectory()) return null;
  for (const entry of fs.readdirSync(file)) {
    const found = newerThan(path.join(file, entry), time);
    if (found) return found;
  }
  return null;
}

/** Runs `npm run build`'s webpack when the build is stale; throws when the build fails. */
export function buildClientIfStale(root: string): void {
  const reason = staleBuildReason(root);
  if (!reason) return;
  console.log(
    `Building the client into dist/ and its server renderer into dist-server/ (${reason})…`,
  );
  const webpack = require.resolve('webpack-cli/bin/cli.js', { paths: [root] });
  const result = spawnSync(process.execPath, [webpack, '--mode', 'production'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('Building the client failed; see the output above.');
  // webpack leaves a file whose bytes did not change as it was (compareBeforeEmit): a source
  // edit that changes no output would otherwise make every later start build again.
  const now = new Date();
  for (const output of OUTPUTS) fs.utimesSync(path.join(root, output), now, now);
}
