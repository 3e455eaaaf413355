// The editor bar as the route tests drive it: the primary action, and the rest under "More".
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

function bar(): HTMLElement {
  return screen.getByRole('group', { name: 'Article actions' });
}

/** Every action the bar offers now (the primary one and those under "More"), sorted. */
export async function offeredActionNames(user: UserEvent): Promise<string[]> {
  const more = within(bar()).queryByRole('button', { name: 'More' });
  if (more && more.getAttribute('aria-expanded') !== 'true') await user.click(more);
  const names = within(bar())
    .getAllByRole('button')
    .map((button) => button.textContent ?? '')
    .filter((name) => name !== 'More' && name !== 'Settings');
  if (more) await user.click(more);
  return names.sort();
}

/** Presses the bar's action named `name`, opening "More" first when it is there. */
export async function chooseAction(user: UserEvent, name: string): Promise<void> {
  const shown = within(bar()).queryByRole('button', { name });
  if (shown) return user.click(shown);
  await user.click(within(bar()).getByRole('button', { name: 'More' }));
  await user.click(within(bar()).getByRole('button', { name }));
}

/** Opens the settings panel (tags, summary, schedule, history, delete) unless it is open. */
export async function openSettings(user: UserEvent): Promise<HTMLElement> {
  const toggle = within(bar()).getByRole('button', { name: 'Settings' });
  if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle);
  return screen.getByRole('dialog', { name: 'Article settings' });
}

/** Publishes from the bar: its Publish, then the pre-publish check's own. */
export async function publishFromBar(user: UserEvent): Promise<void> {
  await chooseAction(user, 'Publish');
  const check = await screen.findByRole('dialog', { name: 'Before you publish' });
  await user.click(within(check).getByRole('button', { name: 'Publish' }));
}
