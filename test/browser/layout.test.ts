// What only a browser shows about the reading layout: the phone's first screen (compact header,
// the outline closed above the text), tables that scroll by keyboard, the scroll spy on a wide
// screen, and the lists' grid. Against the built app and the real server.
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { builtClient } from '../builtClient';
import { sharedBrowser, startBrowserServer } from './support/shared';
import type { TestServer } from '../../server/testing/testServer';
import { axeViolations } from './support/axe';
import { publishArticle, signUp } from './support/folioApi';
import { whenHydrated } from './support/pageWatch';

const UI_TIMEOUT = 30_000;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const WIDE_TABLE = [
  `| ${Array.from({ length: 10 }, (_, i) => `Column ${i + 1}`).join(' | ')} |`,
  `|${' --- |'.repeat(10)}`,
  `| ${Array.from({ length: 10 }, () => 'unbreakable-long-cell-value').join(' | ')} |`,
].join('\n');

const SECTIONS = Array.from({ length: 12 }, (_, i) =>
  [
    `## Section ${i + 1}`,
    ...Array.from(
      { length: 4 },
      (_, k) =>
        `Paragraph ${k + 1} of section ${i + 1}. ${'A sentence that fills the line and the next one too. '.repeat(6)}`,
    ),
  ].join('\n\n'),
).join('\n\n');

const BODY = `The first paragraph, which a phone must show on its first screen.\n\n${WIDE_TABLE}\n\n${SECTIONS}\n`;

let server: TestServer;
let browser: Browser;
let slug: string;

beforeAll(async () => {
  server = await startBrowserServer({
    seed: 'demo',
    clientDir: builtClient(),
    mediaDir: path.resolve(__dirname, '../../server/db/seed/media'),
  });
  browser = await sharedBrowser();
  const writer = await signUp(server.origin, 'layout_writer', 'Layout Writer');
  ({ slug } = await publishArticle(writer, { title: 'A long read with a wide table', body: BODY }));
});
afterAll(async () => {
  await server?.close();
});

async function open(
  viewport: { width: number; height: number },
  url: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(server.origin + url);
  await page.locator('main h1').first().waitFor({ timeout: UI_TIMEOUT });
  // The outline's open and close, the scroll spy: the app's, which starts after the first frame.
  await whenHydrated(page);
  return { context, page };
}

async function openArticle(viewport: { width: number; height: number }) {
  const opened = await open(viewport, `/articles/${slug}`);
  await opened.page.getByText('The first paragraph').waitFor({ timeout: UI_TIMEOUT });
  return opened;
}

describe('on a phone (390 × 844)', () => {
  it('keeps the header to one row and shows the first paragraph on the first screen', async () => {
    const { context, page } = await openArticle(PHONE);
    const header = (await page.locator('header.app-header').boundingBox())!;
    expect(header.height).toBeLessThanOrEqual(64);
    // Search is one tap away, under a labelled button.
    const searchbox = page.getByRole('searchbox', { name: 'Search articles' });
    expect(await searchbox.isVisible()).toBe(false);
    const toggle = page.locator('header summary');
    expect(await toggle.innerText()).toBe('Search');
    await toggle.click();
    await searchbox.waitFor({ state: 'visible' });
    await toggle.click();

    const paragraph = (await page.getByText('The first paragraph').boundingBox())!;
    expect(paragraph.y + paragraph.height).toBeLessThanOrEqual(PHONE.height);
    // The outline is there, closed, above the text.
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    const summary = toc.locator('summary');
    expect(await summary.innerText()).toBe('On this page');
    expect(await summary.isVisible()).toBe(true);
    expect((await summary.boundingBox())!.y).toBeLessThan(paragraph.y);
    expect(await toc.getByRole('link', { name: 'Section 1', exact: true }).isVisible()).toBe(false);
    // Opened, it lists the sections; choosing one goes there and closes it.
    await summary.click();
    await toc.getByRole('link', { name: 'Section 7', exact: true }).click();
    await page.waitForFunction(() => location.hash === '#h-section-7', null, {
      timeout: UI_TIMEOUT,
    });
    expect(await toc.getByRole('link', { name: 'Section 1', exact: true }).isVisible()).toBe(false);
    const heading = (await page.getByRole('heading', { name: /^Section 7/ }).boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual(0);
    expect(heading.y).toBeLessThan(PHONE.height / 2);
    await context.close();
  });

  it('scrolls a wide table sideways by keyboard, in a labelled region', async () => {
    const { context, page } = await openArticle(PHONE);
    const region = page.getByRole('region', { name: /^Table: Column 1, Column 2/ });
    const sizes = await region.evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
      shadow: getComputedStyle(el).backgroundImage,
    }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client * 2);
    // The edge shadows that say there is more (drawn by the background, no script).
    expect(sizes.shadow).toContain('radial-gradient');

    // Reached with Tab like any control, then moved with the arrow keys.
    await page.getByText('The first paragraph').click();
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      if (await region.evaluate((el) => el === document.activeElement)) break;
    }
    expect(await region.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await region.evaluate((el) => el.scrollLeft)).toBe(0);
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      () => (document.querySelector('.table-scroll')?.scrollLeft ?? 0) > 100,
      null,
      { timeout: UI_TIMEOUT },
    );
    // And back.
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(
      () => document.querySelector('.table-scroll')?.scrollLeft === 0,
      null,
      { timeout: UI_TIMEOUT },
    );
    // The page itself did not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await context.close();
  });
});

describe('accessibility at phone width', () => {
  it('has no axe violation with the outline and the search closed or open, in both themes', async () => {
    const failures: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: PHONE, colorScheme });
      const page = await context.newPage();
      await page.goto(`${server.origin}/articles/${slug}`);
      await page.getByText('The first paragraph').waitFor({ timeout: UI_TIMEOUT });
      await page.waitForLoadState('networkidle');
      for (const state of ['closed', 'open'] as const) {
        if (state === 'open') {
          await page.locator('nav.toc summary').click();
          await page.locator('header summary').click();
        }
        for (const v of await axeViolations(page)) {
          failures.push(
            `${colorScheme} ${state}: ${v.id} ${v.nodes.map((n) => n.target).join(' | ')}`,
          );
        }
      }
      await context.close();
    }
    expect(failures).toEqual([]);
  });
});

describe('on a wide screen (1280 × 800)', () => {
  it('marks the section being read in a sticky outline as the reader scrolls', async () => {
    const { context, page } = await openArticle(DESKTOP);
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    // A column beside the text, open, with no disclosure button.
    const first = toc.getByRole('link', { name: 'Section 1', exact: true });
    expect(await first.isVisible()).toBe(true);
    expect(await toc.locator('summary').isVisible()).toBe(false);
    const text = (await page.getByText('The first paragraph').boundingBox())!;
    expect((await first.boundingBox())!.x).toBeGreaterThan(text.x + text.width);

    const current = () =>
      page.evaluate(
        () => document.querySelector('nav.toc [aria-current="location"]')?.textContent ?? null,
      );
    const scrollToSection = async (n: number, offset = 0) => {
      await page.evaluate(
        ({ n, offset }) => {
          const heading = document.getElementById(`h-section-${n}`)!;
          window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY + offset);
        },
        { n, offset },
      );
    };
    const expectCurrent = async (text: string) => {
      await page
        .waitForFunction(
          (text) =>
            document.querySelector('nav.toc [aria-current="location"]')?.textContent === text,
          text,
          { timeout: UI_TIMEOUT },
        )
        .catch(() => undefined);
      expect(await current()).toBe(text);
    };

    await scrollToSection(5, -40);
    await expectCurrent('Section 5');
    await scrollToSection(9, -40);
    await expectCurrent('Section 9');
    // Back up into the middle of section 3: its heading is above the window, 4's below.
    await scrollToSection(4, -600);
    await expectCurrent('Section 3');
    expect(await page.locator('nav.toc [aria-current]').count()).toBe(1);

    // The outline stayed in the window all along.
    const box = (await toc.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(DESKTOP.height / 2);
    await context.close();
  });

  it('lays the latest articles out in a grid that uses the width', async () => {
    const { context, page } = await open(DESKTOP, '/');
    await page.locator('main .card').nth(2).waitFor({ timeout: UI_TIMEOUT });
    const boxes = await page.locator('main .card').evaluateAll((cards) =>
      cards.slice(0, 3).map((card) => {
        const r = card.getBoundingClientRect();
        return { x: r.x, y: r.y, right: r.right };
      }),
    );
    // Three cards side by side on the first row.
    expect(new Set(boxes.map((b) => Math.round(b.y))).size).toBe(1);
    expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.right);
    expect(boxes[2]!.x).toBeGreaterThan(boxes[1]!.right);
    // The row reaches the right third of the window.
    expect(boxes[2]!.right).toBeGreaterThan((DESKTOP.width * 2) / 3);
    await context.close();
  });
});
