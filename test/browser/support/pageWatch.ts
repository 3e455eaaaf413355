import type { Page, Request } from 'playwright-core';

/** What a browser test watches on one page: its GraphQL requests, errors and full loads. */
export interface PageWatch {
  /** GraphQL requests (POST /graphql) sent since the page opened or the last `reset()`. */
  readonly graphql: Request[];
  /** Uncaught exceptions (`pageerror`) and console errors, in the order they happened. */
  readonly errors: string[];
  /** How many times the document fired `load` (a full page load) since the page opened. */
  readonly loads: number;
  /** Forgets the GraphQL requests seen so far (not the errors or loads). */
  reset(): void;
  /**
   * Resolves once no GraphQL request is in flight and none has started or ended for `quietMs`:
   * a request that a screen would make after it rendered has been sent by then.
   */
  settled(quietMs?: number): Promise<void>;
}

/** The GraphQL operation name of a request to /graphql, or null for any other request. */
export function operationName(request: Request): string | null {
  if (new URL(request.url()).pathname !== '/graphql') return null;
  try {
    const body = JSON.parse(request.postData() ?? '') as { operationName?: unknown };
    return typeof body.operationName === 'string' ? body.operationName : null;
  } catch {
    return null;
  }
}

function isGraphQL(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === '/graphql';
}

/**
 * Resolves once React owns the root (hydrateRoot or createRoot has run) and the network is
 * idle. A server-rendered page is readable before that (its app starts after the first frame,
 * src/entry-client.tsx): a test that navigates in-page or clicks a button waits for this.
 */
export async function whenHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  await page.waitForLoadState('networkidle');
}

/** Starts watching `page`; call before its first navigation. */
export function watchPage(page: Page): PageWatch {
  const graphql: Request[] = [];
  const errors: string[] = [];
  const inFlight = new Set<Request>();
  let loads = 0;
  let lastActivity = Date.now();

  page.on('request', (request) => {
    if (!isGraphQL(request)) return;
    graphql.push(request);
    inFlight.add(request);
    lastActivity = Date.now();
  });
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('load', () => {
    loads += 1;
  });

  return {
    graphql,
    errors,
    get loads() {
      return loads;
    },
    reset() {
      graphql.length = 0;
    },
    async settled(quietMs = 500) {
      await waitFor(
        () => inFlight.size === 0 && Date.now() - lastActivity >= quietMs,
        'the GraphQL requests to settle',
      );
    },
  };
}

/** Polls `condition` every 50 ms until it holds; fails naming `what` after `timeoutMs`. */
export async function waitFor(
  condition: () => boolean,
  what: string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Leaves a mark on the current document; `sameDocument` is true while the page still shows that
 * document, i.e. every navigation since was routed on the client, not a full page load.
 */
export async function markDocument(page: Page): Promise<{ sameDocument(): Promise<boolean> }> {
  const token = `folio-${Math.random().toString(36).slice(2)}`;
  await page.evaluate((value) => {
    (window as unknown as { __folioMarker?: string }).__folioMarker = value;
  }, token);
  return {
    sameDocument: () =>
      page.evaluate(
        (value) => (window as unknown as { __folioMarker?: string }).__folioMarker === value,
        token,
      ),
  };
}
