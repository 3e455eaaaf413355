// A temporary folder for one jest run, made by the global setups of the projects that use it and
// inherited by their workers through the environment: where the run's demo template is kept
// (demoTemplate.ts). Light on imports, as global setups run in jest's own process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RUN_FOLDER_ENV = 'FOLIO_TEST_RUN_DIR';

/** The run's folder, or null outside a jest project whose global setup made one. */
export function runFolder(): string | null {
  return process.env[RUN_FOLDER_ENV] || null;
}

/** Makes the run's folder (once, should two setups of one run ask). */
export function makeRunFolder(): void {
  process.env[RUN_FOLDER_ENV] ??= fs.mkdtempSync(path.join(os.tmpdir(), 'folio-run-'));
}

/** Removes the run's folder and what it holds. */
export function removeRunFolder(): void {
  const dir = runFolder();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  delete process.env[RUN_FOLDER_ENV];
}
