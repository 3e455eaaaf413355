import { execFile } from 'node:child_process';
import path from 'node:path';
import type { LoadConfig, LoadResult } from './loadgen';

const LOADGEN = path.join(__dirname, 'loadgen.ts');
// tsx as a loader on plain node: no npx start-up and no extra process in between.
const TSX_LOADER = require.resolve('tsx');

/**
 * Runs the load generator in a child process and returns its figures. The
 * child stops by itself after warm-up + duration; it is killed if it is still
 * running 30 s after that.
 */
export function drive(config: LoadConfig): Promise<LoadResult> {
  const limitMs = config.warmupMs + config.durationMs + 30_000;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', TSX_LOADER, LOADGEN, JSON.stringify(config)],
      { timeout: limitMs, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024 },
      (err, stdout, stderr) => {
        if (err) return reject(new Error(`loadgen failed: ${err.message}\n${stderr}`));
        try {
          resolve(JSON.parse(stdout) as LoadResult);
        } catch {
          reject(new Error(`loadgen printed no result: ${stdout}\n${stderr}`));
        }
      },
    );
  });
}
