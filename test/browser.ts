import fs from 'node:fs';
import { chromium } from 'playwright-core';
import type { Browser, BrowserServer } from 'playwright-core';

/** Debian's chromium; browser tests never download a browser of their own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Where the browser suites' shared Chromium listens (test/browserGlobalSetup.ts). */
export const SHARED_CHROMIUM_ENV = 'FOLIO_TEST_CHROMIUM_WS';

function assertChromium(): void {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`No Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium (CI does).`);
  }
}

/**
 * Headless Chromium. In the browser jest project, a connection to the one Chromium its global
 * setup started (each suite launching its own cost seconds apiece); elsewhere (benchmarks), a
 * launch of its own. Either way every context is a fresh temporary profile, and `close()` ends
 * what the caller opened: a connection's contexts go with it. The flags keep Chromium from
 * calling home: this machine's network refuses everything but loopback.
 */
export async function launchBrowser(): Promise<Browser> {
  const shared = process.env[SHARED_CHROMIUM_ENV];
  if (shared) return chromium.connect(shared);
  assertChromium();
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Starts a Chromium that browser suites connect to (test/browserGlobalSetup.ts). */
export function launchSharedChromium(): Promise<BrowserServer> {
  assertChromium();
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
