import { screen } from '@testing-library/react';
import { operationName, renderRoute, resolveNext } from '../../test/renderRoute';

// Issue 25: the owner's site settings say loudly which demo accounts anyone can sign in as
// (Site.demoAccountsExposed, which the server gives owners alone).

const OWNER = {
  canWrite: true,
  canPublish: true,
  canReview: true,
  invitableRoles: ['CONTRIBUTOR', 'AUTHOR', 'EDITOR', 'OWNER'],
  canManageSite: true,
};

async function openSiteSettings(demoAccountsExposed: string[] | null) {
  const view = renderRoute('/settings/site');
  const operation = await resolveNext(view.environment, {
    ViewerCapabilities: () => OWNER,
    Site: () => ({ signUpPolicy: 'OPEN', demoAccountsExposed }),
  });
  expect(operationName(operation)).toBe('SiteSettingsScreenQuery');
  await screen.findByRole('heading', { level: 1, name: 'Site settings' });
  return view;
}

test('an owner is told which demo accounts keep the published password, and what to do', async () => {
  await openSiteSettings(['ada', 'grace']);
  // Announced as an alert (the form's own, empty until it has something to say, is another).
  const warning = screen
    .getAllByRole('alert')
    .find((alert) => alert.textContent?.includes('Anyone can sign in as @ada, @grace.'));
  expect(warning).toBeDefined();
  expect(warning).toHaveTextContent(
    'FOLIO_PASSWORD=… npm run -s folio -- user:password --handle ada',
  );
  expect(warning).toHaveTextContent('FOLIO_SEED=none');
  // The settings are still there under it.
  expect(screen.getByRole('radio', { name: /^Open/ })).toBeChecked();
});

test('no warning when no demo account is exposed', async () => {
  await openSiteSettings([]);
  expect(screen.getByRole('radio', { name: /^Open/ })).toBeChecked();
  expect(screen.queryByText(/Anyone can sign in/)).toBeNull();
});
