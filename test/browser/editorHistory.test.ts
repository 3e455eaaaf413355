import type { Browser, BrowserContext, Page } from 'playwright-core';
import { builtClient } from '../builtClient';
import { sharedBrowser, startBrowserServer } from './support/shared';
import { openSettings } from './support/editorBar';
import { contextGraphql, signedInContext } from './support/browserSession';
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
    expect(await choose.getAttribute('aria-pressed')).toBe('true');
    const diff = settings.getByRole('group', {
      name: 'Revision 1 compared with the current text',
    });
    await diff.waitFor({ timeout: UI_TIMEOUT });
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
});
