import type { BrowserServer } from 'playwright-core';
import { removeRunFolder } from '../server/testing/runFolder';

/** Ends the Chromium that test/browserGlobalSetup.ts started, and removes the run's folder. */
export default async function stopSharedChromium(): Promise<void> {
  await (globalThis as { folioChromium?: BrowserServer }).folioChromium?.close();
  removeRunFolder();
}
