import { screen, within } from '@testing-library/react';
import { renderRoute, resolveNext } from '../../test/renderRoute';

test('an unknown address shows the not-found page inside the site frame', async () => {
  renderRoute('/no/such/page');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
  expect(screen.getByRole('link', { name: 'Go to the latest articles' })).toHaveAttribute(
    'href',
    '/',
  );
  expect(screen.getByRole('banner')).toBeVisible();
  expect(screen.getByRole('contentinfo')).toBeVisible();
  expect(document.title).toBe('Page not found · Folio');
});

test('a signed-in reader sees their name in the header, opening a menu', async () => {
  const { environment, user } = renderRoute('/');
  await resolveNext(environment, {
    User: () => ({ handle: 'grace', name: 'Grace Hopper' }),
    ArticleConnection: () => ({ edges: [], pageInfo: { hasNextPage: false } }),
  });
  const banner = screen.getByRole('banner');
  expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  await user.click(await within(banner).findByRole('button', { name: 'Grace Hopper' }));
  expect(screen.getByRole('link', { name: 'Your profile' })).toHaveAttribute(
    'href',
    '/authors/grace',
  );
  expect(banner).toContainElement(screen.getByRole('link', { name: 'Write an article' }));
});

test('a signed-in writer finds Write in the header, by keyboard, opening the editor with no request', async () => {
  const { environment, user } = renderRoute('/');
  await resolveNext(environment, {
    User: () => ({ handle: 'grace', name: 'Grace Hopper' }),
    ArticleConnection: () => ({ edges: [], pageInfo: { hasNextPage: false } }),
  });
  const write = await screen.findByRole('link', { name: 'Write' });
  expect(write).toHaveAttribute('href', '/write');
  expect(screen.getByRole('navigation', { name: 'Site' })).toContainElement(write);
  // Reached by Tab from the Tags link before it, without opening any menu.
  screen.getByRole('link', { name: 'Tags' }).focus();
  await user.tab();
  expect(write).toHaveFocus();
  // The editor's route needs only the viewer the page already holds: no request.
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('form', { name: 'New article' })).toBeVisible();
  expect(environment.mock.getAllOperations()).toHaveLength(0);
});

test('a signed-out reader sees no Write link, only Sign in', async () => {
  const { environment } = renderRoute('/');
  await resolveNext(environment, {
    Query: () => ({ viewer: null }),
    ArticleConnection: () => ({ edges: [], pageInfo: { hasNextPage: false } }),
  });
  expect(await screen.findByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Write' })).not.toBeInTheDocument();
});
