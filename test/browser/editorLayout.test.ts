import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { builtClient, launchBrowser } from '../browser';
import { startTestServer } from '../testServer';
import { axeViolations } from './support/axe';
import { contextGraphql, signedInContext } from './support/browserSession';
import { photoPng } from './support/images';
import type { TestServer } from '../testServer';

// A shared 2-core machine: every wait is on a state the UI reaches, with room.
jest.setTimeout(180_000);
const UI_TIMEOUT = 30_000;

const MEDIA_DIR = path.resolve(__dirname, '..', '..', 'server', 'media');

describe('the editor’s layout in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let slug: string;

  beforeAll(async () => {
    server = await startTestServer({ seed: 'demo', clientDir: builtClient(), mediaDir: MEDIA_DIR });
    browser = await launchBrowser();
    const context = await signedIn({ width: 1280, height: 800 });
    const { viewer } = await graphql<{
      viewer: { drafts: { edges: { node: { slug: string } }[] } | null };
    }>(context, '{ viewer { drafts(first: 1) { edges { node { slug } } } } }');
    slug = viewer.drafts!.edges[0]!.node.slug;
    await context.close();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const graphql = <T>(context: BrowserContext, query: string, variables = {}) =>
    contextGraphql<T>(context, server.origin, query, variables);

  const signedIn = (
    viewport: { width: number; height: number },
    colorScheme: 'light' | 'dark' = 'light',
  ) => signedInContext(browser, server.origin, 'grace', { viewport, colorScheme });

  async function openEditor(
    viewport: { width: number; height: number },
    colorScheme: 'light' | 'dark' = 'light',
  ): Promise<Page> {
    const context = await signedIn(viewport, colorScheme);
    const page = await context.newPage();
    await page.goto(`${server.origin}/articles/${slug}/edit`);
    await page.getByLabel('Body (Markdown)').waitFor({ timeout: UI_TIMEOUT });
    return page;
  }

  /** Chooses a small image through the file picker the button named `button` opens. */
  async function upload(page: Page, button: string, name: string): Promise<void> {
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser', { timeout: UI_TIMEOUT }),
      page.getByRole('button', { name: button }).click(),
    ]);
    await chooser.setFiles({ name, mimeType: 'image/png', buffer: await photoPng(96, 64) });
  }

  async function top(page: Page, label: string): Promise<number> {
    return (await page.getByLabel(label, { exact: true }).boundingBox())!.y;
  }

  it('at 1280 × 800 the body starts in the upper half, under the title, details folded', async () => {
    const page = await openEditor({ width: 1280, height: 800 });
    const title = await top(page, 'Title');
    const body = await top(page, 'Body (Markdown)');
    expect(title).toBeLessThan(body);
    // It started around y = 660 under title, tags and summary (issue 15).
    expect(body).toBeLessThan(400);
    expect(await page.getByLabel('Tags', { exact: true }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Details' }).click();
    expect(await page.getByLabel('Tags', { exact: true }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('on a 390 × 844 phone the body starts on the first screen', async () => {
    const page = await openEditor({ width: 390, height: 844 });
    expect(await top(page, 'Body (Markdown)')).toBeLessThan(844 - 100);
    await page.context().close();
  });

  it('the source grows with its text, and the preview follows the part being edited', async () => {
    const page = await openEditor({ width: 1280, height: 800 });
    const source = page.getByLabel('Body (Markdown)');
    const before = (await source.boundingBox())!.height;
    await source.press('ControlOrMeta+End');
    const lines = Array.from({ length: 80 }, (_, i) => `Paragraph ${i}.\n`).join('\n');
    await source.pressSequentially(`\n${lines}`, { delay: 0 });
    const after = (await source.boundingBox())!.height;
    expect(after).toBeGreaterThan(before + 500);

    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByText('Paragraph 79.').waitFor({ timeout: UI_TIMEOUT });
    const scrollTop = () => preview.evaluate((element) => element.scrollTop);
    await source.press('ArrowUp');
    await page.waitForFunction(
      () => (document.querySelector('.editor-preview-pane')?.scrollTop ?? 0) > 0,
      undefined,
      { timeout: UI_TIMEOUT },
    );
    await source.press('ControlOrMeta+Home');
    await page.waitForFunction(
      () => document.querySelector('.editor-preview-pane')?.scrollTop === 0,
      undefined,
      { timeout: UI_TIMEOUT },
    );
    expect(await scrollTop()).toBe(0);
    await page.context().close();
  });

  it('Enter continues a list and a quote, undo takes it back, and the count says words and minutes', async () => {
    const page = await openEditor({ width: 1280, height: 800 });
    const source = page.getByLabel('Body (Markdown)');
    await source.fill('');
    await source.pressSequentially('- milk');
    await source.press('Enter');
    await source.pressSequentially('eggs');
    await source.press('Enter');
    await source.press('Enter');
    await source.pressSequentially('> quoted');
    await source.press('Enter');
    await source.pressSequentially('more');
    expect(await source.inputValue()).toBe('- milk\n- eggs\n> quoted\n> more');
    await page.getByText('4 words · 1 min read').waitFor({ timeout: UI_TIMEOUT });
    // The continuation goes through the browser's editing: one undo takes it back.
    await source.fill('- one');
    await source.press('End');
    await source.press('Enter');
    expect(await source.inputValue()).toBe('- one\n- ');
    await source.press('ControlOrMeta+z');
    expect(await source.inputValue()).toBe('- one');
    await page.context().close();
  });

  it('the editor with every panel open has no axe violation, light or dark, desktop or phone', async () => {
    // Details, the history with a diff, "Publish at…", an uploaded image waiting for its
    // description and a cover image, with the preview (the draft's task list) in the check.
    const failures: string[] = [];
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      for (const scheme of ['light', 'dark'] as const) {
        const page = await openEditor(viewport, scheme);
        const at = `${viewport.width}, ${scheme}`;
        const source = page.getByLabel('Body (Markdown)');
        await source.fill(`${await source.inputValue()}\nA line for the diff.`);
        await page
          .getByRole('status')
          .filter({ hasText: /Saved · revision/ })
          .waitFor({ timeout: UI_TIMEOUT });
        await upload(page, 'Insert image', 'harbour.png');
        await page
          .getByLabel('Describe harbour.png for readers who cannot see it')
          .waitFor({ timeout: UI_TIMEOUT });
        // The cover stays the draft's: only the first pass chooses one.
        const choose = page.getByRole('button', { name: 'Choose a cover' });
        if (await choose.isVisible()) await upload(page, 'Choose a cover', 'cover.png');
        await page
          .getByLabel('Describe the cover for readers who cannot see it')
          .waitFor({ timeout: UI_TIMEOUT });
        await page.getByRole('button', { name: 'Details' }).click();
        await page.getByRole('button', { name: 'History' }).click();
        await page.getByRole('button', { name: /^Revision 1$/ }).click();
        await page
          .locator('.revision-diff', { hasText: 'A line for the diff.' })
          .first()
          .waitFor({ timeout: UI_TIMEOUT });
        await page.getByRole('button', { name: 'Publish at…' }).click();
        for (const violation of await axeViolations(page)) {
          failures.push(
            `[${at}] ${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`,
          );
        }
        await page.context().close();
      }
    }
    expect(failures).toEqual([]);
  });
});
