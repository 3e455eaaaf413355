import path from 'node:path';
import type { Browser } from 'playwright-core';
import { builtClient, launchBrowser } from '../browser';
import { startTestServer, type TestServer } from '../testServer';
import { addComment, publishArticle, signUp } from './support/folioApi';
import { trapContext, watchPage } from './support/xssTrap';

// Footnotes and the code blocks' Copy button in a real page, under the server's CSP and Trusted
// Types: they work, and the page reports no violation, error or console error.

jest.setTimeout(120_000);
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
  server = await startTestServer({ seed: 'demo', clientDir: builtClient(), mediaDir: MEDIA_DIR });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
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
