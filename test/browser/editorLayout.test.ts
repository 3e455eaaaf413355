import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { builtClient } from '../builtClient';
import { sharedBrowser, startBrowserServer } from './support/shared';
import { axeViolations } from './support/axe';
import { chooseAction, editorBar, openSettings } from './support/editorBar';
import { contextGraphql, signedInContext } from './support/browserSession';
import { photoPng } from './support/images';
import type { TestServer } from '../../server/testing/testServer';

// A shared 2-core machine: every wait is on a state the UI reaches, with room.
const UI_TIMEOUT = 30_000;

const MEDIA_DIR = path.resolve(__dirname, '..', '..', 'server', 'media');

describe('the editor’s layout in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let slug: string;

  beforeAll(async () => {
    server = await startBrowserServer({
      seed: 'demo',
      clientDir: builtClient(),
      mediaDir: MEDIA_DIR,
    });
    browser = await sharedBrowser();
    const context = await signedIn({ width: 1280, height: 800 });
    const { viewer } = await graphql<{
      viewer: { drafts: { edges: { node: { slug: string } }[] } | null };
    }>(context, '{ viewer { drafts(first: 1) { edges { node { slug } } } } }');
    slug = viewer.drafts!.edges[0]!.node.slug;
    await context.close();
  });
  afterAll(async () => {
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

  it('at 1280 × 800 the title is a large heading field and the body starts right under it', async () => {
    const page = await openEditor({ width: 1280, height: 800 });
    const title = await top(page, 'Title');
    const body = await top(page, 'Body (Markdown)');
    expect(title).toBeLessThan(body);
    // It started around y = 660 under title, tags and summary (issue 15); now under the large
    // title and the formatting toolbar, well above the fold.
    expect(body).toBeLessThan(480);
    const titleSize = await page
      .getByLabel('Title', { exact: true })
      .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(titleSize).toBeGreaterThanOrEqual(28);
    expect(await page.getByLabel('Tags', { exact: true }).isVisible()).toBe(false);
    await page.context().close();
  });

  it('on a 390 × 844 phone the title and the body start on the first screen', async () => {
    const page = await openEditor({ width: 390, height: 844 });
    const title = await top(page, 'Title');
    const body = await top(page, 'Body (Markdown)');
    expect(title).toBeLessThan(body);
    expect(body).toBeLessThan(844 - 100);
    await page.context().close();
  });

  it('the settings panel opens beside the text on a desktop, a modal drawer on a phone; Escape closes it', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const page = await openEditor(viewport);
      const toggle = editorBar(page).getByRole('button', { name: 'Settings', exact: true });
      await toggle.click();
      const panel = page.getByRole('dialog', { name: 'Article settings' });
      await panel.waitFor({ timeout: UI_TIMEOUT });
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const heading = panel.getByRole('heading', { name: 'Article settings' });
      expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
      for (const label of ['Tags', 'Summary']) {
        expect(await panel.getByLabel(label, { exact: true }).isVisible()).toBe(true);
      }
      for (const name of ['Publish at…', 'History', 'Delete']) {
        expect(await panel.getByRole('button', { name, exact: true }).isVisible()).toBe(true);
      }
      const box = (await panel.boundingBox())!;
      const body = (await page.getByLabel('Body (Markdown)').boundingBox())!;
      const modal = await panel.evaluate((element) => element.matches(':modal'));
      if (viewport.width > 1000) {
        // Beside the text: the source stays in view and can be typed into.
        expect(modal).toBe(false);
        expect(box.x).toBeGreaterThanOrEqual(body.x + body.width - 1);
        await page.getByLabel('Body (Markdown)').click();
        await page.keyboard.type('x');
        await panel.waitFor({ timeout: UI_TIMEOUT });
        await heading.focus();
      } else {
        // A drawer over the page: what is behind it is inert until it closes.
        expect(modal).toBe(true);
        expect(box.width).toBeLessThanOrEqual(viewport.width);
      }
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
      expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await page.context().close();
    }
  });

  it('a scheduled draft says when and offers Reschedule and Unschedule, never Publish', async () => {
    const page = await openEditor({ width: 1280, height: 800 });
    const bar = editorBar(page);
    const names = async () => {
      await bar.getByRole('button', { name: 'More', exact: true }).click();
      const all = await bar.getByRole('button').allInnerTexts();
      await page.keyboard.press('Escape');
      return all.filter((name) => name !== 'More' && name !== 'Settings').sort();
    };
    const actions = await names();
    expect(actions).toContain('Publish');
    expect(actions).not.toContain('Reschedule');

    await chooseAction(page, 'Schedule…');
    const panel = page.getByRole('dialog', { name: 'Article settings' });
    const at = panel.getByLabel(/^Publish at \(/);
    expect(await at.evaluate((element) => element === document.activeElement)).toBe(true);
    const soon = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await at.fill(`${soon.getFullYear()}-${pad(soon.getMonth() + 1)}-${pad(soon.getDate())}T09:30`);
    await panel.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Scheduled for/ })
      .waitFor({ timeout: UI_TIMEOUT });
    await page.keyboard.press('Escape');
    expect(await names()).toEqual(['Reschedule', 'Save draft']);

    await bar.getByRole('button', { name: 'Reschedule', exact: true }).click();
    await panel.getByRole('button', { name: 'Cancel', exact: true }).click();
    await panel.getByRole('button', { name: 'Unschedule', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Scheduled for/ })
      .waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    await page.keyboard.press('Escape');
    expect(await names()).toContain('Publish');
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
    // The settings panel, the history with a diff, "Publish at…", an uploaded image waiting for its
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
        const settings = await openSettings(page);
        // The cover stays the draft's: only the first pass chooses one.
        const choose = settings.getByRole('button', { name: 'Choose a cover' });
        if (await choose.isVisible()) await upload(page, 'Choose a cover', 'cover.png');
        await settings
          .getByLabel('Describe the cover for readers who cannot see it')
          .waitFor({ timeout: UI_TIMEOUT });
        await settings.getByRole('button', { name: 'History' }).click();
        await settings.getByRole('button', { name: /^Revision 1$/ }).click();
        await settings
          .locator('.revision-diff', { hasText: 'A line for the diff.' })
          .first()
          .waitFor({ timeout: UI_TIMEOUT });
        await settings.getByRole('button', { name: 'Publish at…' }).click();
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
