import { act, screen, waitFor, within } from '@testing-library/react';
import { nextOperation, operationName, renderRoute, resolveNext } from '../../test/renderRoute';

const signedIn = {
  User: () => ({ id: 'grace-id', handle: 'grace', name: 'Grace Hopper' }),
  ArticleConnection: () => ({ edges: [], pageInfo: { hasNextPage: false } }),
  Tag: () => ({ name: 'engines', articleCount: 1 }),
};

test('the menu is a keyboard disclosure: Escape closes it and focus returns', async () => {
  const { environment, user } = renderRoute('/');
  await resolveNext(environment, signedIn);
  const toggle = await screen.findByRole('button', { name: 'Grace Hopper' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  toggle.focus();
  await user.keyboard('{Enter}');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const banner = screen.getByRole('banner');
  for (const name of ['Write an article', 'Drafts', 'Your profile', 'Profile settings']) {
    expect(within(banner).getByRole('link', { name })).toBeVisible();
  }
  expect(within(banner).getByRole('link', { name: 'Drafts' })).toHaveAttribute('href', '/drafts');
  await user.tab();
  expect(within(banner).getByRole('link', { name: 'Write an article' })).toHaveFocus();

  await user.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
  expect(within(banner).queryByRole('link', { name: 'Drafts' })).not.toBeInTheDocument();
});

test('signing out empties the store of the viewer and goes home, where data is fetched anew', async () => {
  const { environment, user, router } = renderRoute('/');
  await resolveNext(environment, signedIn);
  await screen.findByRole('button', { name: 'Grace Hopper' });
  await user.click(screen.getByRole('link', { name: 'Tags' }));
  expect(operationName(await resolveNext(environment, signedIn))).toBe('TagsScreenQuery');
  await waitFor(() => expect(router.state.location.pathname).toBe('/tags'));

  await user.click(screen.getByRole('button', { name: 'Grace Hopper' }));
  await user.click(screen.getByRole('button', { name: 'Sign out' }));
  const signOut = await nextOperation(environment);
  expect(operationName(signOut)).toBe('ViewerMenuSignOutMutation');
  await act(async () => {
    environment.mock.resolve(signOut, { data: { signOut: { viewer: null } } });
  });

  const banner = screen.getByRole('banner');
  expect(within(banner).getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(within(banner).queryByText('Grace Hopper')).not.toBeInTheDocument();
  const root = environment.getStore().getSource().get('client:root');
  expect(root?.viewer).toBeNull();

  // Home was in the store, but fetched as Grace: the store was invalidated.
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(operationName(await nextOperation(environment))).toBe('HomeScreenQuery');
});
