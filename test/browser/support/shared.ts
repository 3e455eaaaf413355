import type { Browser } from 'playwright-core';
import type { BrowserSuiteGlobals } from '../../browserEnvironment';
import type { TestServer, TestServerOptions } from '../../../server/testing/testServer';

function suiteGlobals(): BrowserSuiteGlobals {
  const globals = globalThis as Partial<BrowserSuiteGlobals>;
  if (!globals.folioStartServer || !globals.folioBrowser) {
    throw new Error(
      'Browser suites run in the browser jest projects (test/browserEnvironment.ts).',
    );
  }
  return globals as BrowserSuiteGlobals;
}

/**
 * The real Folio server over a store of its own (startTestServer's options), started on the
 * server code this jest worker has loaded, with its warm render threads. Closed with the suite
 * if the suite does not close it.
 */
export function startBrowserServer(options: TestServerOptions = {}): Promise<TestServer> {
  return suiteGlobals().folioStartServer(options);
}

/**
 * The suite's connection to the run's Chromium (one per suite however often it asks), closed
 * after the suite with every context and page the suite left open.
 */
export function sharedBrowser(): Promise<Browser> {
  return suiteGlobals().folioBrowser();
}
