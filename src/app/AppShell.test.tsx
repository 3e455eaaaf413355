import { screen } from '@testing-library/react';
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
  await user.click(await screen.findByText('Grace Hopper'));
  expect(screen.getByRole('link', { name: 'Your profile' })).toHaveAttribute(
    'href',
    '/authors/grace',
  );
  expect(banner).toContainElement(screen.getByRole('link', { name: 'Write an article' }));
});
