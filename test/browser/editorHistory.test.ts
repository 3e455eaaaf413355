import type { Browser, BrowserContext, Page } from 'playwright-core';
import { builtClient } from '../builtClient';
import { sharedBrowser, startBrowserServer } from './support/shared';
import { axeViolations } from './support/axe';
import { chooseAction, openSettings } from './support/editorBar';
import { contextGraphql, signedInContext } from './support/browserSession';
import { pasteFile, photoPng } from './support/images';
import type { TestServer } from '../../server/testing/testServer';

// A shared 2-core machine: every wait is on a state the UI reaches, with room.
const UI_TIMEOUT = 30_000;

// The history's timeline and diff, and the pre-publish check, as a writer uses them.
describe('the editor’s history and checks in Chromium', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startBrowserServer({ seed: 'demo', clientDir: builtClient() });
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await server?.close();
  });

  const graphql = <T>(context: BrowserContext, query: string, variables = {}) =>
    contextGraphql<T>(context, server.origin, query, variables);

  /** A new article of grace's, published, then edited while typing (a pending revision). */
  async function publishedWithPendingEdits(context: BrowserContext): Promise<string> {
    const { createArticle } = await graphql<{
      createArticle: { article: { id: string } };
    }>(
      context,
      `
        mutation ($input: CreateArticleInput!) {
          createArticle(input: $input) {
            article {
              id
            }
          }
        }
      `,
      {
        input: {
          title: 'Tides of the harbour',
          body: 'High water at noon.\nLow water at six.\nThe end.',
          tags: ['sea'],
        },
      },
    );
    const id = createArticle.article.id;
    const { publishArticle } = await graphql<{
      publishArticle: { article: { slug: string; revision: number } };
    }>(
      context,
      `
        mutation ($id: ID!) {
          publishArticle(input: { id: $id }) {
            article {
              slug
              revision
            }
          }
        }
      `,
      { id },
    );
    await graphql(
      context,
      `
        mutation ($input: UpdateArticleInput!) {
          updateArticle(input: $input) {
            userErrors {
              message
            }
          }
        }
      `,
      {
        input: {
          id,
          revision: publishArticle.article.revision,
          body: 'High water at one.\nLow water at six.\nThe end.',
          autosave: true,
        },
      },
    );
    return publishArticle.article.slug;
  }

  async function openHistory(page: Page) {
    const settings = await openSettings(page);
    await settings.getByRole('button', { name: 'History' }).click();
    const timeline = settings.getByRole('list', { name: 'Revisions and events, newest first' });
    await timeline.waitFor({ timeout: UI_TIMEOUT });
    return { settings, timeline };
  }

  it('the history is a timeline with events, a diff with a legend both ways, and restore', async () => {
    const context = await signedInContext(browser, server.origin, 'grace', {
      viewport: { width: 1280, height: 800 },
    });
    const slug = await publishedWithPendingEdits(context);
    const page = await context.newPage();
    await page.goto(`${server.origin}/articles/${slug}/edit`);
    await page.getByLabel('Body (Markdown)').waitFor({ timeout: UI_TIMEOUT });
    const { settings, timeline } = await openHistory(page);

    // Newest first: the pending copy (the working copy), the publish as an event, then the copy
    // readers see.
    const items = await timeline.getByRole('listitem').allTextContents();
    expect(items).toHaveLength(3);
    expect(items[0]).toMatch(/^Revision 3 Working copy /);
    expect(items[1]).toMatch(/^Published .* · Grace/);
    expect(items[2]).toMatch(/^Revision 1 Readers see this /);
    await settings
      .getByText('Readers see revision 1. Your working copy is revision 3.')
      .waitFor({ timeout: UI_TIMEOUT });

    // Keyboard only: the revision's button, then the view buttons.
    const choose = timeline.getByRole('button', { name: 'Revision 1', exact: true });
    await choose.focus();
    await page.keyboard.press('Enter');
    const diff = settings.getByRole('group', {
      name: 'Revision 1 compared with the current text',
    });
    await diff.waitFor({ timeout: UI_TIMEOUT });
    expect(await choose.getAttribute('aria-pressed')).toBe('true');
    const removed = diff.locator('del', { hasText: 'High water at noon.' });
    const added = diff.locator('ins', { hasText: 'High water at one.' });
    expect(await removed.isVisible()).toBe(true);
    expect(await added.isVisible()).toBe(true);
    // The colours tell the two apart, and the legend says which is which.
    const background = (locator: typeof removed) =>
      locator.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background(removed)).not.toBe(await background(added));
    const legend = settings.locator('.diff-legend');
    expect(await legend.textContent()).toContain('Removedin revision 1, not in your current text');
    expect(await legend.textContent()).toContain('Addedin your current text, not in revision 1');

    await settings.getByRole('button', { name: 'Side by side' }).press('Enter');
    const table = settings.getByRole('table');
    await table.waitFor({ timeout: UI_TIMEOUT });
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'revision 1 (before)',
      'your current text (after)',
    ]);
    const row = table.getByRole('row').filter({ hasText: 'High water at noon.' });
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      'Removed: High water at noon.',
      'Added: High water at one.',
    ]);
    // The two columns share the width, side by side.
    const [left, right] = await row.getByRole('cell').all();
    const leftBox = (await left!.boundingBox())!;
    const rightBox = (await right!.boundingBox())!;
    expect(rightBox.x).toBeGreaterThanOrEqual(leftBox.x + leftBox.width - 1);
    expect(await legend.textContent()).toContain('(left column)');

    await settings.getByRole('button', { name: 'Restore revision 1' }).click();
    await page
      .getByText('Revision 1 is restored as revision 4. Readers see it once you save changes.')
      .waitFor({ timeout: UI_TIMEOUT });
    expect(await page.getByLabel('Body (Markdown)').inputValue()).toBe(
      'High water at noon.\nLow water at six.\nThe end.',
    );
    // The history, asked again after the restore, shows it as an event.
    await timeline
      .getByRole('listitem')
      .filter({ hasText: /^Restored revision 1 / })
      .waitFor({ timeout: UI_TIMEOUT });
    await context.close();
  });

  /** A new draft of grace's with a body that links to an article that does not exist. */
  async function draft(context: BrowserContext, title: string): Promise<string> {
    const { createArticle } = await graphql<{ createArticle: { article: { slug: string } } }>(
      context,
      `
        mutation ($input: CreateArticleInput!) {
          createArticle(input: $input) {
            article {
              slug
            }
          }
        }
      `,
      {
        input: {
          title,
          body: '## Harbour\n\nSee [the old notes](/articles/no-such-notes).',
          tags: [],
        },
      },
    );
    return createArticle.article.slug;
  }

  async function openDraft(viewport: { width: number; height: number }, scheme = 'light') {
    const context = await signedInContext(browser, server.origin, 'grace', {
      viewport,
      colorScheme: scheme as 'light' | 'dark',
    });
    const slug = await draft(context, `Checked ${viewport.width} ${scheme}`);
    const page = await context.newPage();
    await page.goto(`${server.origin}/articles/${slug}/edit`);
    await page.getByLabel('Body (Markdown)').waitFor({ timeout: UI_TIMEOUT });
    return page;
  }

  /** Pastes an image at the end of the body and waits until its Markdown is in, undescribed. */
  async function pasteUndescribedImage(page: Page): Promise<void> {
    await page.getByLabel('Body (Markdown)').press('End');
    await pasteFile(page, await photoPng(320, 200), 'harbour.png', 'image/png');
    await page.waitForFunction(
      () => /!\[\]\(\/media\/[0-9a-f]{32}-320x200\.jpg\)/.test((document.querySelector('textarea[name="body"]') as HTMLTextAreaElement).value), // prettier-ignore
      undefined,
      { timeout: UI_TIMEOUT },
    );
  }

  it('Publish first shows the check: it names the image without a description and the missing link', async () => {
    const page = await openDraft({ width: 1280, height: 800 });
    await pasteUndescribedImage(page);
    await chooseAction(page, 'Publish');
    const check = page.getByRole('dialog', { name: 'Before you publish' });
    await check.waitFor({ timeout: UI_TIMEOUT });
    const images = check.getByRole('listitem').filter({ hasText: 'Images without a description' });
    await images.waitFor({ timeout: UI_TIMEOUT });
    expect(await images.textContent()).toMatch(/Image 1 \([0-9a-f]{32}-320x200\.jpg\)/);
    await check
      .getByRole('listitem')
      .filter({ hasText: 'Links to Folio articles that do not exist' })
      .filter({ hasText: '/articles/no-such-notes' })
      .waitFor({ timeout: UI_TIMEOUT });
    expect(await check.getByText('No summary', { exact: false }).count()).toBe(1);
    // The link card: the title, and the opening words for want of a summary.
    const card = check.locator('.link-card');
    expect(await card.locator('.link-card-title').textContent()).toBe('Checked 1280 light');
    await card
      .locator('.link-card-description', { hasText: 'Harbour' })
      .waitFor({ timeout: UI_TIMEOUT });

    // Nothing was published: Keep editing, describe the image, and the check is satisfied.
    await check.getByRole('button', { name: 'Keep editing' }).click();
    await check.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    const alt = page.getByLabel('Describe harbour.png for readers who cannot see it');
    await alt.fill('The harbour at low water');
    await alt.press('Enter');
    await page.waitForFunction(
      () => /!\[The harbour at low water\]\(/.test((document.querySelector('textarea[name="body"]') as HTMLTextAreaElement).value), // prettier-ignore
      undefined,
      { timeout: UI_TIMEOUT },
    );
    await chooseAction(page, 'Publish');
    await check
      .getByText('Every image in the body has a description.')
      .waitFor({ timeout: UI_TIMEOUT });
    await check.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('The article is published.').waitFor({ timeout: UI_TIMEOUT });
    await page.context().close();
  });

  it('the editor with the history, a diff and the check open has no axe violation, light or dark, desktop or phone', async () => {
    const failures: string[] = [];
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      for (const scheme of ['light', 'dark']) {
        const page = await openDraft(viewport, scheme);
        const at = `${viewport.width}, ${scheme}`;
        const record = async (what: string) => {
          for (const violation of await axeViolations(page)) {
            failures.push(
              `[${at}, ${what}] ${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`,
            );
          }
        };
        await pasteUndescribedImage(page);
        await page
          .getByRole('status')
          .filter({ hasText: /Saved · revision [2-9]/ })
          .waitFor({ timeout: UI_TIMEOUT });
        const { settings, timeline } = await openHistory(page);
        await timeline.getByRole('button', { name: 'Revision 1', exact: true }).click();
        await settings.getByRole('button', { name: 'Side by side' }).click();
        await settings.getByRole('table').waitFor({ timeout: UI_TIMEOUT });
        // "Publish at…" shows the check beside the time.
        await settings.getByRole('button', { name: 'Publish at…' }).click();
        await settings
          .getByRole('listitem')
          .filter({ hasText: 'Links to Folio articles that do not exist' })
          .waitFor({ timeout: UI_TIMEOUT });
        await record('settings');
        await settings.getByRole('button', { name: 'Close', exact: true }).click();
        await chooseAction(page, 'Publish');
        const check = page.getByRole('dialog', { name: 'Before you publish' });
        await check
          .getByRole('listitem')
          .filter({ hasText: 'Links to Folio articles that do not exist' })
          .waitFor({ timeout: UI_TIMEOUT });
        await record('check');
        await page.context().close();
      }
    }
    expect(failures).toEqual([]);
  });
});
