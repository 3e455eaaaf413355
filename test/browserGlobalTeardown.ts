import type { BrowserServer } from 'playwright-core';

/** Ends the Chromium that test/browserGlobalSetup.ts started. */
export default async function stopSharedChromium(): Promise<void> {
  await (globalThis as { folioChromium?: BrowserServer }).folioChromium?.close();
}
