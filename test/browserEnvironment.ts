import { TestEnvironment } from 'jest-environment-node';
import type { Browser } from 'playwright-core';
import { ServerMarkdown } from '../server/render/serverMarkdown';
import { launchBrowser } from './browser';
import {
  type TestServer,
  type TestServerOptions,
  startTestServer,
} from '../server/testing/testServer';

// The browser suites' jest environment. Jest gives each test file a module registry of its
// own, so a suite that started its server itself loaded the whole server, the renderer bundle
// (3 MB) and playwright's client (4 MB) again, and its server started render threads of its
// own, whose first render (seconds, on a busy machine) could pass the render's wall-clock cap
// and show a demo article unformatted. This module is loaded once per jest worker, outside the
// registries, so what it holds lives as long as the worker: the loaded code and one Markdown
// renderer with warm threads. Each suite still gets servers over stores of its own (copies of
// the run's template: no suite sees another's writes) and a connection of its own to the run's
// Chromium (test/browserGlobalSetup.ts), closed after it with every page it left open.

let markdown: ServerMarkdown | null = null;

/** The worker's Markdown renderer, its threads started before the first page asks. */
async function sharedMarkdown(): Promise<ServerMarkdown> {
  if (!markdown) {
    // Pages are rendered whole however busy the machine: how long a page may wait for a thread
    // and for its render is server/render/renderThreads.test.ts's subject; past either a suite
    // would get a body the browser formats, or the client shell, and the requests they make.
    markdown = new ServerMarkdown({ maxWallMs: 30_000, maxWaitMs: 30_000 });
    await markdown.warm();
  }
  // Renders are cached under their source (or a feed's article id and revision) and origin: a
  // port a closed suite's server had may come again, with other data behind the same ids.
  markdown.clearCache();
  return markdown;
}

/** What a browser suite finds on its global (test/browser/support/shared.ts reads it). */
export interface BrowserSuiteGlobals {
  folioStartServer(options: TestServerOptions): Promise<TestServer>;
  folioBrowser(): Promise<Browser>;
}

export default class BrowserEnvironment extends TestEnvironment {
  private readonly servers = new Set<TestServer>();
  private browser: Promise<Browser> | null = null;

  constructor(...args: ConstructorParameters<typeof TestEnvironment>) {
    super(...args);
    const globals: BrowserSuiteGlobals = {
      folioStartServer: (options) => this.startServer(options),
      folioBrowser: () => (this.browser ??= launchBrowser()),
    };
    Object.assign(this.global, globals);
  }

  private async startServer(options: TestServerOptions): Promise<TestServer> {
    const server = await startTestServer({ ...options, markdown: await sharedMarkdown() });
    this.servers.add(server);
    const close = server.close.bind(server);
    server.close = async () => {
      this.servers.delete(server);
      await close();
    };
    return server;
  }

  /** Ends what the suite left open: its servers, its connection and the pages on it. */
  override async teardown(): Promise<void> {
    await Promise.all([...this.servers].map((server) => server.close()));
    await (await this.browser?.catch(() => null))?.close();
    await super.teardown();
  }
}
