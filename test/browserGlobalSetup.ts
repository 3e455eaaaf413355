import type { BrowserServer } from 'playwright-core';
import { makeRunFolder } from '../server/testing/runFolder';
import { SHARED_CHROMIUM_ENV, launchSharedChromium } from './browser';

/**
 * One Chromium for every browser suite of a run: each suite connects to it (launchBrowser) and
 * works in contexts of its own. Jest starts its workers after this, so they inherit the address
 * (and the folder of the run's demo template, server/testing/demoTemplate.ts).
 */
export default async function startSharedChromium(): Promise<void> {
  makeRunFolder();
  const server = await launchSharedChromium();
  process.env[SHARED_CHROMIUM_ENV] = server.wsEndpoint();
  (globalThis as { folioChromium?: BrowserServer }).folioChromium = server;
}
