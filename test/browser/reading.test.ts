import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { builtClient } from '../builtClient';
import { sharedBrowser, startBrowserServer } from './support/shared';
import type { TestServer } from '../../server/testing/testServer';
import { markDocument, operationName, waitFor, watchPage, whenHydrated } from './support/pageWatch';

// A shared, slow machine: every wait is for a state, with room to spare.
const UI_TIMEOUT = 30_000;

const MEDIA_DIR = path.resolve(__dirname, '..', '..', 'server', 'db', 'seed', 'media');

/** Waits for the page's one <h1>, inside <main>, to read exactly `text`. */
async function expectHeading(page: Page, text: string): Promise<void> {
  await page
    .getByRole('main')
    .getByRole('heading', { level: 1, name: text, exact: true })
    .waitFor({ timeout: UI_TIMEOUT });
  expect(await page.locator('h1').count()).toBe(1);
}

/** Waits until the document title is `title`. */
async function expectTitle(page: Page, title: string): Promise<void> {
  await page
    .waitForFunction((expected) => document.title === expected, title, { timeout: UI_TIMEOUT })
    .catch(() => undefined);
  expect(await page.title()).toBe(title);
}

/**
 * Clicks like a user, then rests the pointer on the header's search box: a link that the next
 * screen happens to render under the pointer would otherwise be preloaded (hover intent) and
 * count as a request of its own.
 */
async function click(page: Page, target: Locator): Promise<void> {
  await target.click();
  const box = await page.getByRole('searchbox', { name: 'Search articles' }).boundingBox();
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

function siteNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Site' });
}

/** The error view of the transport's catalogue (src/relay/README.md), checked as a reader sees it. */
async function expectErrorView(page: Page, summary: string, detail: string): Promise<void> {
  await expectHeading(page, 'This page could not be loaded');
  const main = page.getByRole('main');
  expect(await main.getByRole('alert').innerText()).toBe(summary);
  await expectTitle(page, 'Something went wrong · Folio');
  const details = main.locator('details');
  expect(await details.locator('summary').innerText()).toBe('Details');
  expect(await details.locator('pre').isVisible()).toBe(false);
  await details.locator('summary').click();
  await details.locator('pre').waitFor({ state: 'visible', timeout: UI_TIMEOUT });
  expect(await details.locator('pre').innerText()).toContain(detail);
  expect(await main.getByRole('button', { name: 'Retry' }).isEnabled()).toBe(true);
}

describe('reading Folio in Chromium (built app, real server)', () => {
  let server: TestServer;
  let browser: Browser;
  const clientDir = builtClient();

  beforeAll(async () => {
    server = await startBrowserServer({ seed: 'demo', clientDir, mediaDir: MEDIA_DIR });
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('every route, opened cold', () => {
    const notFoundText = 'There is nothing here.';
    const routes: {
      path: string;
      h1: string;
      title: string;
      requests: number;
      shows?: (page: Page) => Promise<void>;
    }[] = [
      {
        path: '/',
        h1: 'Latest articles',
        title: 'Latest articles · Folio',
        requests: 1,
        shows: async (page) => {
          // A full first page of cards.
          expect(await page.getByRole('main').getByRole('article').count()).toBe(10);
        },
      },
      {
        path: '/?tag=sqlite',
        h1: 'Articles tagged #sqlite',
        title: 'Articles tagged #sqlite · Folio',
        requests: 1,
        shows: async (page) => {
          const cards = page.getByRole('main').getByRole('article');
          expect(await cards.count()).toBeGreaterThan(0);
          for (const card of await cards.all()) {
            expect(await card.getByRole('list', { name: 'Tags' }).innerText()).toContain('#sqlite');
          }
        },
      },
      {
        path: '/articles/folio-s-markdown-style-guide',
        h1: "Folio's Markdown Style Guide",
        title: "Folio's Markdown Style Guide · Folio",
        requests: 1,
        shows: async (page) => {
          const body = page.getByRole('main').locator('.article-text');
          expect(await body.getByRole('heading', { level: 2, name: 'Headings' }).count()).toBe(1);
        },
      },
      {
        path: '/tags',
        h1: 'Tags',
        title: 'Tags · Folio',
        requests: 1,
        shows: async (page) => {
          const sqlite = page.getByRole('main').getByRole('link', { name: /sqlite/ });
          expect(await sqlite.count()).toBeGreaterThan(0);
        },
      },
      {
        path: '/tags/sqlite',
        h1: '#sqlite',
        title: '#sqlite · Folio',
        requests: 1,
        shows: async (page) => {
          expect(await page.getByRole('main').getByRole('article').count()).toBeGreaterThan(0);
        },
      },
      {
        path: '/authors/grace',
        h1: 'Grace Hopper',
        title: 'Grace Hopper · Folio',
        requests: 1,
        shows: async (page) => {
          expect(await page.getByRole('main').getByText('@grace', { exact: true }).count()).toBe(1);
          expect(await page.getByRole('main').getByRole('article').count()).toBeGreaterThan(0);
        },
      },
      {
        path: '/search?q=sqlite',
        h1: 'Results for “sqlite”',
        title: 'Search: sqlite · Folio',
        requests: 1,
        shows: async (page) => {
          const hits = page.getByRole('main').getByRole('article');
          expect(await hits.count()).toBeGreaterThan(0);
          expect(await hits.first().locator('mark').count()).toBeGreaterThan(0);
        },
      },
      {
        // Too short to search: the page explains the rule and asks the server nothing.
        path: '/search?q=x',
        h1: 'Search',
        title: 'Search · Folio',
        requests: 0,
      },
      {
        path: '/no/such/page',
        h1: 'Page not found',
        title: 'Page not found · Folio',
        requests: 0,
        shows: async (page) => {
          expect(await page.getByRole('main').getByText(notFoundText).count()).toBe(1);
        },
      },
      {
        path: '/articles/no-such-article',
        h1: 'Page not found',
        title: 'Page not found · Folio',
        requests: 1,
        shows: async (page) => {
          expect(await page.getByRole('main').getByText(notFoundText).count()).toBe(1);
        },
      },
    ];

    // Served by the embedded server, a reader route arrives rendered, with its data: no request.
    // The same client against a server that only sends the SPA shell asks for it.
    let shell: TestServer;
    beforeAll(async () => {
      shell = await startBrowserServer({ seed: 'demo', clientDir, rendererBundle: null });
    });
    afterAll(() => shell?.close());
    const modes = [
      { mode: 'server-rendered', origin: () => server.origin, rendered: true },
      { mode: 'SPA shell', origin: () => shell.origin, rendered: false },
    ];

    describe.each(modes)('$mode', ({ origin, rendered }) => {
      it.each(routes)(
        '$path shows its heading and title, with no error',
        async ({ path: route, h1, title, requests, shows }) => {
          const page = await browser.newPage();
          const watch = watchPage(page);
          try {
            await page.goto(origin() + route);
            await expectHeading(page, h1);
            await expectTitle(page, title);
            await shows?.(page);
            await watch.settled();
            expect(watch.graphql).toHaveLength(rendered ? 0 : requests);
            // A server-rendered not-found page is a 404, which Chromium logs as a failed load.
            const notFound = /^console\.error: Failed to load resource: .* status of 404/;
            expect(
              watch.errors.filter(
                (error) => !(rendered && h1 === 'Page not found' && notFound.test(error)),
              ),
            ).toEqual([]);
          } finally {
            await page.close();
          }
        },
      );
    });
  });

  it('each navigation makes one GraphQL request, going back makes none, and a preloaded link none', async () => {
    const page = await browser.newPage();
    const watch = watchPage(page);
    try {
      await page.goto(server.origin + '/');
      await expectHeading(page, 'Latest articles');
      await whenHydrated(page);
      await watch.settled();
      const firstDocument = await markDocument(page);
      const main = page.getByRole('main');

      /** Runs `action`, waits for the new screen, and names the GraphQL operations it sent. */
      const step = async (action: () => Promise<void>, h1: string): Promise<(string | null)[]> => {
        watch.reset();
        await action();
        await expectHeading(page, h1);
        await watch.settled();
        return watch.graphql.map(operationName);
      };

      // home → article (a card's title)
      const cardTitle = main.getByRole('article').first().getByRole('heading', { level: 2 });
      const articleTitle = await cardTitle.innerText();
      expect(await step(() => click(page, cardTitle.getByRole('link')), articleTitle)).toHaveLength(
        1,
      );

      // article → author (the byline)
      const byline = main.locator('.byline .author-card').getByRole('link');
      const authorName = await byline.innerText();
      expect(await step(() => click(page, byline), authorName)).toHaveLength(1);

      // author → tag (a chip on one of the author's articles)
      const chip = main.getByRole('list', { name: 'Tags' }).first().getByRole('link').first();
      const tagHeading = await chip.innerText();
      expect(tagHeading).toMatch(/^#[a-z0-9-]+$/);
      expect(await step(() => click(page, chip), tagHeading)).toHaveLength(1);

      // tag → search (the header's search box)
      const searchResults = await step(async () => {
        await page.getByRole('searchbox', { name: 'Search articles' }).fill('sqlite');
        await page.getByRole('searchbox', { name: 'Search articles' }).press('Enter');
      }, 'Results for “sqlite”');
      expect(searchResults).toHaveLength(1);
      expect(page.url()).toBe(`${server.origin}/search?q=sqlite`);

      // Back, one screen at a time: all from the Relay store.
      for (const previous of [tagHeading, authorName, articleTitle, 'Latest articles']) {
        expect(await step(() => page.goBack().then(() => undefined), previous)).toEqual([]);
      }
      expect(page.url()).toBe(`${server.origin}/`);

      // Hover a link nobody visited yet: its request runs now, so the click needs none.
      watch.reset();
      const tagsLink = siteNav(page).getByRole('link', { name: 'Tags' });
      const preloaded = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/graphql',
        { timeout: UI_TIMEOUT },
      );
      await tagsLink.hover();
      await (await preloaded).finished();
      await watch.settled();
      expect(watch.graphql).toHaveLength(1);
      expect(await step(() => click(page, tagsLink), 'Tags')).toEqual([]);

      // All of it on the client: the document loaded once and is the one marked at the start.
      expect(await firstDocument.sameDocument()).toBe(true);
      expect(watch.loads).toBe(1);
      expect(watch.errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a link to another article inside the Markdown body is routed on the client', async () => {
    const page = await browser.newPage();
    const watch = watchPage(page);
    try {
      await page.goto(server.origin + '/articles/folio-s-markdown-style-guide');
      await expectHeading(page, "Folio's Markdown Style Guide");
      await whenHydrated(page);
      await watch.settled();
      const firstDocument = await markDocument(page);
      const body = page.getByRole('main').locator('.article-text');

      // An external link opens a new tab that cannot reach back into Folio.
      const external = body.getByRole('link', { name: 'GitHub Flavored Markdown' });
      expect(await external.getAttribute('href')).toBe('https://github.github.com/gfm/');
      expect(await external.getAttribute('target')).toBe('_blank');
      expect((await external.getAttribute('rel'))?.split(/\s+/)).toContain('noopener');

      const internal = body.getByRole('link', { name: 'Write for the Reader Who Skims' }).first();
      expect(await internal.getAttribute('href')).toBe('/articles/write-for-the-reader-who-skims');
      expect(await internal.getAttribute('target')).toBeNull();
      watch.reset();
      await click(page, internal);
      await expectHeading(page, 'Write for the Reader Who Skims');
      await waitFor(
        () => page.url() === `${server.origin}/articles/write-for-the-reader-who-skims`,
        'the address to change',
      );
      await expectTitle(page, 'Write for the Reader Who Skims · Folio');
      await watch.settled();
      expect(watch.graphql).toHaveLength(1);
      expect(await firstDocument.sameDocument()).toBe(true);
      expect(watch.loads).toBe(1);
      expect(watch.errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('an article opened at #h-<heading> scrolls that heading into view', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    const watch = watchPage(page);
    try {
      await page.goto(
        `${server.origin}/articles/the-anatomy-of-a-request-from-click-to-pixels#h-where-the-time-goes`,
      );
      await expectHeading(page, 'The Anatomy of a Request: From Click to Pixels');
      const heading = page.locator('.article-text h2#h-where-the-time-goes');
      // The heading's text, then its own "#" permalink.
      expect(await heading.innerText()).toMatch(/^Where the time goes\b/);
      const position = () =>
        page.evaluate(() => ({
          top: document.getElementById('h-where-the-time-goes')?.getBoundingClientRect().top,
          scrollY: window.scrollY,
        }));
      await page
        .waitForFunction(
          () => {
            const top = document
              .getElementById('h-where-the-time-goes')
              ?.getBoundingClientRect().top;
            return top !== undefined && top >= 0 && top < 120;
          },
          undefined,
          { timeout: UI_TIMEOUT },
        )
        .catch(() => undefined);
      const { top, scrollY } = await position();
      // The heading is far down the article: the page really scrolled, and it sits at the top.
      expect(scrollY).toBeGreaterThan(720);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(120);
      expect(watch.errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a slow route keeps the previous screen, then shows progress, then the new screen', async () => {
    const page = await browser.newPage();
    const watch = watchPage(page);
    try {
      await page.goto(server.origin + '/');
      await expectHeading(page, 'Latest articles');
      // A click before hydration would follow a plain link: a new document, nothing recorded.
      await whenHydrated(page);
      await watch.settled();

      // Record every change of what the reader sees: the <h1> and whether a progress bar shows.
      await page.evaluate(() => {
        type State = { t: number; h1: string | null; progress: boolean };
        const w = window as unknown as { __states: State[]; __clickAt: number | null };
        w.__states = [];
        w.__clickAt = null;
        const record = () => {
          const state: State = {
            t: performance.now(),
            h1: document.querySelector('main h1')?.textContent ?? null,
            progress: document.querySelector('[role="progressbar"]') !== null,
          };
          const last = w.__states[w.__states.length - 1];
          if (!last || last.h1 !== state.h1 || last.progress !== state.progress) {
            w.__states.push(state);
          }
        };
        new MutationObserver(record).observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
        });
        document.addEventListener('click', () => (w.__clickAt ??= performance.now()), true);
        record();
      });
      await page.route('**/graphql', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });

      const cardTitle = page
        .getByRole('main')
        .getByRole('article')
        .first()
        .getByRole('heading', { level: 2 });
      const articleTitle = await cardTitle.innerText();
      await click(page, cardTitle.getByRole('link'));
      await expectHeading(page, articleTitle);

      const { states, clickAt } = await page.evaluate(() => {
        const w = window as unknown as {
          __states: { t: number; h1: string | null; progress: boolean }[];
          __clickAt: number | null;
        };
        return { states: w.__states, clickAt: w.__clickAt };
      });
      const seen = states.map(({ h1, progress }) => ({ h1, progress }));
      expect(clickAt).not.toBeNull();
      expect(seen[0]).toEqual({ h1: 'Latest articles', progress: false });
      const firstProgress = states.findIndex((state) => state.progress);
      const firstNew = states.findIndex((state) => state.h1 === articleTitle);
      expect(firstProgress).toBeGreaterThan(0);
      expect(firstNew).toBeGreaterThan(firstProgress);
      // Until the progress bar shows, the previous screen stays as it was …
      for (const state of seen.slice(0, firstProgress)) {
        expect(state).toEqual({ h1: 'Latest articles', progress: false });
      }
      // … for about 150 ms after the click (a timer never fires early, so this is safe) …
      expect(states[firstProgress]!.t - clickAt!).toBeGreaterThanOrEqual(100);
      // … and the screen is never blank: no heading only while the progress bar shows.
      for (const state of seen) expect(state.h1 !== null || state.progress).toBe(true);
      expect(seen[seen.length - 1]).toEqual({ h1: articleTitle, progress: false });
      expect(watch.errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a server answering 500 shows that status in plain words, and Retry recovers', async () => {
    const page = await browser.newPage();
    const watch = watchPage(page);
    try {
      await page.goto(server.origin + '/');
      await expectHeading(page, 'Latest articles');
      // Before the app runs, the link is a plain one: the server would render /tags itself.
      await whenHydrated(page);
      await watch.settled();

      let failed = 0;
      await page.route('**/graphql', async (route) => {
        if (failed > 0) return route.continue();
        failed += 1;
        await route.fulfill({
          status: 500,
          contentType: 'text/plain',
          body: 'Internal Server Error',
        });
      });
      await click(page, siteNav(page).getByRole('link', { name: 'Tags' }));
      await expectErrorView(
        page,
        'The server answered with status 500.',
        'Response not successful: Received status code 500',
      );
      expect(failed).toBe(1);

      watch.reset();
      await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
      await expectHeading(page, 'Tags');
      await expectTitle(page, 'Tags · Folio');
      expect(page.url()).toBe(`${server.origin}/tags`);
      await watch.settled();
      expect(watch.graphql).toHaveLength(1);
      // Only the failure itself is logged (by Chromium and by React's error boundary): no
      // uncaught exception, nothing else.
      expect(
        watch.errors.filter((error) => !/^console\.error: .*status (code|of) 500/.test(error)),
      ).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('reading Folio while its server goes away and comes back', () => {
  let browser: Browser;
  let dir: string;
  let server: TestServer | null = null;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-reading-'));
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('an unreachable server shows "cannot reach the server" with Details and Retry; Retry recovers once it is back', async () => {
    const dbFile = path.join(dir, 'folio.db');
    const options = {
      seed: 'demo',
      dbFile,
      clientDir: builtClient(),
      mediaDir: MEDIA_DIR,
    } as const;
    server = await startBrowserServer(options);
    const port = Number(new URL(server.origin).port);
    const origin = server.origin;

    const page = await browser.newPage();
    const watch = watchPage(page);
    try {
      await page.goto(origin + '/');
      await expectHeading(page, 'Latest articles');
      await whenHydrated(page);
      await watch.settled();
      const firstDocument = await markDocument(page);

      await server.close();
      server = null;
      await click(page, siteNav(page).getByRole('link', { name: 'Tags' }));
      // /tags fetches its compiled query (a lazy chunk) before its request: that is what
      // fails first, and the reader is told the same thing as for a failed request.
      await expectErrorView(
        page,
        'Folio cannot reach the server. Check your connection, then try again.',
        'ChunkLoadError',
      );

      server = await startBrowserServer({ ...options, port });
      expect(server.origin).toBe(origin);
      await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
      await expectHeading(page, 'Tags');
      await expectTitle(page, 'Tags · Folio');
      expect(page.url()).toBe(`${origin}/tags`);
      expect(
        await page
          .getByRole('main')
          .getByRole('link', { name: /sqlite/ })
          .count(),
      ).toBe(1);
      // The error and the recovery happened in the same document: nothing reloaded.
      expect(await firstDocument.sameDocument()).toBe(true);
      expect(watch.loads).toBe(1);
      // Only the failure itself is logged (by Chromium and by React's error boundary).
      expect(
        watch.errors.filter(
          (error) =>
            !/^console\.error: .*(ERR_CONNECTION_REFUSED|NetworkError|ChunkLoadError)/.test(error),
        ),
      ).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
