import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { builtClient } from '../builtClient';
import { sharedBrowser, startBrowserServer } from './support/shared';
import type { TestServer } from '../../server/testing/testServer';
import { axeViolations } from './support/axe';
import { CLIENT_HEADERS, DEMO_PASSWORD, SIGN_IN } from './support/folioApi';
import { chooseAction, openSettings } from './support/editorBar';

// The editor's new controls in Chromium against the real server: the Undo
// toast and the Delete question, each checked by axe while open, in both
// color schemes (issue 15: axe stays at 0 with the new controls).

const UI_TIMEOUT = 30_000;

describe('Undo and Delete in the editor', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startBrowserServer({
      seed: 'demo',
      clientDir: builtClient(),
      mediaDir: path.resolve(__dirname, '../../server/db/seed/media'),
    });
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await server?.close();
  });

  async function violations(page: Page): Promise<string[]> {
    return (await axeViolations(page)).map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`,
    );
  }

  function statusOf(slug: string): string {
    return server.db
      .prepare('SELECT status FROM articles WHERE slug = ?')
      .pluck()
      .get(slug) as string;
  }

  for (const scheme of ['light', 'dark'] as const) {
    it(`archive then Undo restores a published article, and Delete asks first (${scheme})`, async () => {
      const slug = server.db
        .prepare(
          `SELECT a.slug FROM articles a JOIN users u ON u.id = a.author_id
           WHERE u.handle = 'grace' AND a.status = 'PUBLISHED' ORDER BY a.id LIMIT 1`,
        )
        .pluck()
        .get() as string;
      const context = await browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      await page.request.post(`${server.origin}/graphql`, {
        headers: CLIENT_HEADERS,
        data: {
          query: SIGN_IN,
          variables: { input: { handle: 'grace', password: DEMO_PASSWORD } },
        },
      });
      await page.goto(`${server.origin}/articles/${slug}/edit`);
      await chooseAction(page, 'Archive');
      await page.getByText('Archived.', { exact: true }).waitFor({ timeout: UI_TIMEOUT });
      expect(statusOf(slug)).toBe('ARCHIVED');
      expect(await violations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Undo' }).focus();
      await page.keyboard.press('Enter');
      await page.getByText('The article is published.').waitFor({ timeout: UI_TIMEOUT });
      expect(statusOf(slug)).toBe('PUBLISHED');

      const settings = await openSettings(page);
      await settings.getByRole('button', { name: 'Delete', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: /^Delete/ });
      await dialog.waitFor({ timeout: UI_TIMEOUT });
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
      expect(statusOf(slug)).toBe('PUBLISHED');
      await context.close();
    });
  }
});
