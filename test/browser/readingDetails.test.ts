import path from 'node:path';
import type { Browser } from 'playwright-core';
import { builtClient } from '../builtClient';
import { sharedBrowser, startBrowserServer } from './support/shared';
import type { TestServer } from '../../server/testing/testServer';
import { addComment, publishArticle, signUp } from './support/folioApi';
import { whenHydrated } from './support/pageWatch';
import { trapContext, watchPage } from './support/xssTrap';

// Footnotes and the code blocks' Copy button in a real page, under the server's CSP and Trusted
// Types: they work, and the page reports no violation, error or console error.

const UI_TIMEOUT = 30_000;
const MEDIA_DIR = path.resolve(__dirname, '..', '..', 'server', 'media');

const CODE = 'public class Main {\n  static String s = "<b>&amp;";\n}';
const BODY = [
  'A claim[^why] worth a note.',
  '',
  '```java',
  CODE,
  '```',
  '',
  '[^why]: Because it was *measured*.',
].join('\n');

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startBrowserServer({
    seed: 'demo',
    clientDir: builtClient(),
    mediaDir: MEDIA_DIR,
  });
  browser = await sharedBrowser();
});
afterAll(async () => {
  await server?.close();
});

it('a footnote goes to its note and back, and Copy copies the code, with no violation', async () => {
  const session = await signUp(server.origin, 'noter', 'Noter');
  const article = await publishArticle(session, { title: 'Notes and code', body: BODY });
  // The same text in a comment: its ids are the article's, and its links stay in the comment.
  await addComment(session, article.id, 'A comment[^1].\n\n[^1]: Its own note.');

  const context = await browser.newContext();
  await trapContext(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const record = watchPage(page);
  await page.goto(`${server.origin}/articles/${article.slug}`);
  // Footnote focus and the Copy button are the app's, which starts after the first frame.
  await whenHydrated(page);

  const body = page.locator('article .markdown').first();
  const ref = body.getByRole('link', { name: 'Footnote 1' });
  await ref.waitFor({ timeout: UI_TIMEOUT });
  await ref.click();
  const note = body.getByRole('region', { name: 'Footnotes' }).getByRole('listitem');
  expect(await note.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await note.getAttribute('id')).toMatch(/^fn-[0-9a-f]{8}-1$/);
  expect(new URL(page.url()).hash).toBe(`#${await note.getAttribute('id')}`);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  expect(await ref.evaluate((element) => element === document.activeElement)).toBe(true);

  const comment = page
    .getByText('A comment')
    .locator('xpath=ancestor::div[contains(@class,"markdown")]');
  await comment.getByRole('link', { name: 'Footnote 1' }).click();
  expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(
    'Its own note.',
  );

  const copy = body.getByRole('button', { name: 'Copy Java code' });
  await copy.focus();
  await page.keyboard.press('Enter');
  await body.getByRole('status').filter({ hasText: 'Copied' }).waitFor({ timeout: UI_TIMEOUT });
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CODE);
  expect(await body.locator('.code-tools-label').innerText()).toBe('Java');

  const { executions, violations, errors } = await record.read();
  expect({ executions, violations, errors, consoleErrors }).toEqual({
    executions: [],
    violations: [],
    errors: [],
    consoleErrors: [],
  });
  await context.close();
});

it('the code blocks’ bars arrive without moving the article, on a desktop and a phone', async () => {
  // The server's HTML has no bars (they are the page's own UI): each code block keeps their
  // place until they come, so neither hydration nor the highlighting pass moves the text.
  // Code blocks where margins meet differently: first, after a heading, a paragraph, a list
  // and a table, inside a list item and a quote; no image (an image of unknown size moves
  // what follows it when it loads, whatever the code blocks do).
  const fence = (language: string, code: string) => `\`\`\`${language}\n${code}\n\`\`\``;
  const session = await signUp(server.origin, 'shifter', 'Shifter');
  const { slug } = await publishArticle(session, {
    title: 'Code everywhere',
    body: [
      fence('ts', 'const first = 1;'),
      '## After a heading',
      fence('python', 'print("hello")'),
      'A paragraph, then code.',
      fence('', 'plain text, no language'),
      '- a list\n- then code',
      fence('rust', 'fn main() {}'),
      '1. an item with code:\n\n   ```go\n   package main\n   ```',
      '> quoted:\n>\n> ```sql\n> SELECT 1;\n> ```',
      '| a | b |\n|---|---|\n| 1 | 2 |',
      fence('bash', 'echo done'),
      ...Array.from({ length: 30 }, (_, i) => `Paragraph ${i} after the code, to be moved.`),
    ].join('\n\n'),
  });
  const shifts: Record<string, number> = {};
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({ viewport });
    // Only the bars' doing: the web fonts' swap over their fallbacks is the reading room
    // suite's to measure (readingRoom.test.ts), so this page keeps the fallbacks.
    await context.route('**/*.woff2', (route) => route.abort());
    await context.addInitScript(() => {
      const seen = { total: 0 };
      const count = (entries: PerformanceEntryList) => {
        for (const entry of entries as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) seen.total += entry.value;
        }
      };
      const observer = new PerformanceObserver((list) => count(list.getEntries()));
      observer.observe({ type: 'layout-shift', buffered: true });
      // The shifts of frames laid out already, which the observer hears of in a task later.
      (window as unknown as { layoutShift: () => number }).layoutShift = () => {
        count(observer.takeRecords());
        return seen.total;
      };
    });
    const page = await context.newPage();
    await page.goto(`${server.origin}/articles/${slug}`);
    await page.waitForFunction(
      () => {
        const blocks = document.querySelectorAll('article .markdown pre > code:first-child');
        const highlighted = document.querySelectorAll('article .markdown pre > code.hljs');
        const bars = document.querySelectorAll('article .markdown .code-tools button');
        return blocks.length > 0 && highlighted.length > 0 && bars.length === blocks.length;
      },
      undefined,
      { timeout: UI_TIMEOUT },
    );
    // Two idle periods: whatever the highlighting pass changes has been laid out.
    for (let i = 0; i < 2; i++) {
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    }
    shifts[`${viewport.width}`] = await page.evaluate(() =>
      (window as unknown as { layoutShift: () => number }).layoutShift(),
    );
    await context.close();
  }
  expect(shifts['1280']).toBeLessThan(0.005);
  expect(shifts['390']).toBeLessThan(0.005);
});
