import { act, screen } from '@testing-library/react';
import { nextOperation, operationName, rejectNext, renderRoute } from '../../test/renderRoute';
import type { MockEnvironment } from '../../test/renderRoute';
import { NetworkError } from '../relay/errors';

const grace = {
  __typename: 'User',
  id: 'grace-id',
  handle: 'grace',
  name: 'Grace Hopper',
  bio: 'Rear admiral.',
  avatar: null,
};

async function openSettings() {
  const view = renderRoute('/settings/profile');
  const operation = await nextOperation(view.environment);
  expect(operationName(operation)).toBe('ProfileSettingsScreenQuery');
  await act(async () => {
    view.environment.mock.resolve(operation, { data: { viewer: grace } });
  });
  await screen.findByRole('heading', { level: 1, name: 'Profile settings' });
  return view;
}

async function answerSave(environment: MockEnvironment, payload: object) {
  const operation = await nextOperation(environment);
  expect(operationName(operation)).toBe('ProfileFormUpdateProfileMutation');
  await act(async () => {
    environment.mock.resolve(operation, { data: { updateProfile: payload } });
  });
  return operation;
}

test('the form starts from the profile and previews the bio as Markdown', async () => {
  const { user } = await openSettings();
  expect(screen.getByLabelText('Name')).toHaveValue('Grace Hopper');
  expect(screen.getByLabelText('Bio')).toHaveValue('Rear admiral.');
  const bio = screen.getByLabelText('Bio');
  await user.clear(bio);
  await user.type(bio, 'I wrote **the first compiler**.');
  const strong = await screen.findByText('the first compiler');
  expect(strong.tagName).toBe('STRONG');
  expect(strong.closest('section')).toHaveAccessibleName('Bio preview');
});

test('the rules are shown before sending', async () => {
  const { environment, user } = await openSettings();
  await user.clear(screen.getByLabelText('Name'));
  await user.click(screen.getByLabelText('Bio'));
  await user.paste('x'.repeat(2_001));
  await user.click(screen.getByRole('button', { name: 'Save profile' }));
  expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
    expect.stringContaining('Name must be 1 to 80 characters.'),
  );
  expect(screen.getByLabelText('Bio')).toHaveAccessibleDescription(
    expect.stringContaining('Bio must be at most 2,000 characters.'),
  );
  expect(screen.getByLabelText('Name')).toHaveFocus();
  expect(environment.mock.getAllOperations()).toHaveLength(0);
});

test('saving shows it is busy, then saved, and updates the User record in the store', async () => {
  const { environment, user } = await openSettings();
  const bio = screen.getByLabelText('Bio');
  await user.clear(bio);
  await user.type(bio, '  Compilers.  ');
  await user.click(screen.getByRole('button', { name: 'Save profile' }));
  expect(screen.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-busy', 'true');

  const operation = await answerSave(environment, {
    user: { ...grace, bio: 'Compilers.' },
    userErrors: [],
  });
  expect(operation.request.variables).toEqual({
    input: { name: 'Grace Hopper', bio: 'Compilers.' },
  });
  expect(screen.getByRole('status')).toHaveTextContent('Profile saved.');
  expect(screen.getByRole('link', { name: 'See your profile' })).toHaveAttribute(
    'href',
    '/authors/grace',
  );
  expect(environment.getStore().getSource().get('grace-id')?.bio).toBe('Compilers.');

  // A further change takes the confirmation away.
  await user.type(bio, '!');
  expect(screen.getByRole('status')).toHaveTextContent('');
});

test("the server's userErrors are shown on their fields", async () => {
  const { environment, user } = await openSettings();
  await user.type(screen.getByLabelText('Name'), ' Jr');
  await user.click(screen.getByRole('button', { name: 'Save profile' }));
  await answerSave(environment, {
    user: grace,
    userErrors: [{ field: 'name', message: 'Name must be 1 to 80 characters.' }],
  });
  const name = screen.getByLabelText('Name');
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription(
    expect.stringContaining('Name must be 1 to 80 characters.'),
  );
  expect(name).toHaveValue('Grace Hopper Jr');
  expect(screen.getByRole('status')).toHaveTextContent('');
});

test('a failed save keeps what was typed and says why', async () => {
  const { environment, user } = await openSettings();
  await user.type(screen.getByLabelText('Bio'), ' Also COBOL.');
  await user.click(screen.getByRole('button', { name: 'Save profile' }));
  await rejectNext(environment, new NetworkError('Failed to fetch', { cause: new TypeError() }));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Folio cannot reach the server. Check your connection, then try again. Nothing you typed was lost.',
  );
  expect(screen.getByLabelText('Bio')).toHaveValue('Rear admiral. Also COBOL.');
  expect(screen.getByRole('button', { name: 'Save profile' })).not.toHaveAttribute('aria-busy');
});

test('a name that shows nothing, or a control character, is refused before sending', async () => {
  const { environment, user } = await openSettings();
  const name = screen.getByLabelText('Name');
  await user.clear(name);
  await user.paste('\u3164\u200b');
  await user.click(screen.getByRole('button', { name: 'Save profile' }));
  expect(name).toHaveAccessibleDescription(
    expect.stringContaining('Name must be 1 to 80 characters.'),
  );

  await user.clear(name);
  await user.paste('Grace\u0000Hopper');
  await user.click(screen.getByLabelText('Bio'));
  await user.paste('\u0085');
  await user.click(screen.getByRole('button', { name: 'Save profile' }));
  expect(name).toHaveAccessibleDescription(
    expect.stringContaining('Name must not contain control characters.'),
  );
  expect(screen.getByLabelText('Bio')).toHaveAccessibleDescription(
    expect.stringContaining(
      'Bio must not contain control characters other than tabs and line breaks.',
    ),
  );
  expect(environment.mock.getAllOperations()).toHaveLength(0);
});
