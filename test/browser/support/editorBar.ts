import type { Locator, Page } from 'playwright-core';

/** The editor's bar: its primary action, "More" and "Settings". */
export function editorBar(page: Page): Locator {
  return page.getByRole('group', { name: 'Article actions' });
}

/** Presses the editor's action named `name`: the primary one, or one under "More". */
export async function chooseAction(page: Page, name: string): Promise<void> {
  const bar = editorBar(page);
  const action = bar.getByRole('button', { name, exact: true });
  await bar.getByRole('button', { name: 'More', exact: true }).or(action).first().waitFor();
  if (!(await action.isVisible())) await bar.getByRole('button', { name: 'More' }).click();
  await action.click();
}

/** Opens the editor's settings panel (tags, summary, cover, schedule, history, delete). */
export async function openSettings(page: Page): Promise<Locator> {
  const toggle = editorBar(page).getByRole('button', { name: 'Settings', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const panel = page.getByRole('dialog', { name: 'Article settings' });
  await panel.waitFor();
  return panel;
}

/** Publishes from the bar: its Publish, then the pre-publish check's own. */
export async function publishFromBar(page: Page): Promise<void> {
  await chooseAction(page, 'Publish');
  const check = page.getByRole('dialog', { name: 'Before you publish' });
  await check.getByRole('button', { name: 'Publish', exact: true }).click();
}
