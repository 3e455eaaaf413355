import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';

/** Debian's chromium; browser tests never download a browser of their own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The built client that browser tests serve: dist/, which `npm test` builds
 * first, or FOLIO_TEST_DIST (a build of one's own, e.g. while others build).
 */
export const DIST_DIR = path.resolve(
  process.env.FOLIO_TEST_DIST ?? path.join(__dirname, '..', 'dist'),
);

/** The built client's folder, or a clear error when nobody has built it. */
export function builtClient(): string {
  if (!fs.existsSync(path.join(DIST_DIR, 'index.html'))) {
    throw new Error(`No ${DIST_DIR}/index.html: run \`npm run build\` first (npm test does).`);
  }
  return DIST_DIR;
}

/**
 * Launches headless Chromium (playwright gives each launch a fresh temporary
 * profile). The flags keep it from calling home: this machine's network
 * refuses everything but loopback.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`No Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium (CI does).`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
