import { act, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockEnvironment } from '../../test/renderRoute';
import { nextOperation, operationName, rejectNext, renderRoute } from '../../test/renderRoute';
import { NetworkError } from '../relay/errors';

/** Answers the next request with exactly `data`. */
async function answerNext(environment: MockEnvironment, data: object) {
  const operation = await nextOperation(environment);
  await act(async () => {
    environment.mock.resolve(operation, { data });
  });
  return operation;
}

async function openSignUp(path = '/signup?redirect=/tags', signUpPolicy = 'OPEN') {
  const view = renderRoute(path);
  const operation = await answerNext(view.environment, { viewer: null, site: { signUpPolicy } });
  expect(operationName(operation)).toBe('SignUpScreenQuery');
  await screen.findByRole('heading', { level: 1, name: 'Create an account' });
  return view;
}

async function fillValid(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(screen.getByLabelText('Handle'), 'new_author');
  await user.type(screen.getByLabelText('Name'), 'New Author');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
}

test('the rules are shown before sending, and nothing is sent while one is broken', async () => {
  const { environment, user } = await openSignUp();
  const handle = screen.getByLabelText('Handle');
  expect(handle).toHaveAccessibleDescription(expect.stringContaining('3 to 24 characters'));

  await user.type(handle, 'No!');
  await user.tab();
  expect(handle).toHaveAttribute('aria-invalid', 'true');
  expect(handle).toHaveAccessibleDescription(
    expect.stringContaining('Handle must be 3 to 24 characters of a–z, 0–9 and _.'),
  );

  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(screen.getByText('Name must be 1 to 80 characters.')).toBeVisible();
  expect(screen.getByText('Password must be 8 to 200 characters.')).toBeVisible();
  expect(handle).toHaveFocus();
  expect(environment.mock.getAllOperations()).toHaveLength(0);

  await user.clear(handle);
  await user.type(handle, 'fine_handle');
  expect(handle).not.toHaveAttribute('aria-invalid');
});

test('a taken handle is shown on the handle field and nothing typed is lost', async () => {
  const { environment, user } = await openSignUp();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Create account' }));

  const operation = await nextOperation(environment);
  expect(operationName(operation)).toBe('SignUpFormSignUpMutation');
  expect(operation.request.variables).toEqual({
    input: {
      handle: 'new_author',
      name: 'New Author',
      password: 'correct horse',
      invitation: null,
    },
  });
  const busy = screen.getByRole('button', { name: 'Creating your account…' });
  expect(busy).toHaveAttribute('aria-busy', 'true');

  await act(async () => {
    environment.mock.resolve(operation, {
      data: {
        signUp: {
          viewer: null,
          userErrors: [{ field: 'handle', message: 'That handle is taken.' }],
        },
      },
    });
  });
  const handle = screen.getByLabelText('Handle');
  expect(handle).toHaveAttribute('aria-invalid', 'true');
  expect(handle).toHaveAccessibleDescription(expect.stringContaining('That handle is taken.'));
  expect(handle).toHaveFocus();
  expect(handle).toHaveValue('new_author');
  expect(screen.getByLabelText('Name')).toHaveValue('New Author');
  expect(screen.getByLabelText('Password')).toHaveValue('correct horse');
  expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('a failed request is told in plain words with the form intact', async () => {
  const { environment, user } = await openSignUp();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await rejectNext(environment, new NetworkError('Failed to fetch', { cause: new TypeError() }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Folio cannot reach the server. Check your connection, then try again. Nothing you typed was lost.',
  );
  expect(screen.getByLabelText('Handle')).toHaveValue('new_author');
  expect(screen.getByLabelText('Password')).toHaveValue('correct horse');
  expect(screen.getByRole('button', { name: 'Create account' })).not.toHaveAttribute('aria-busy');
});

test('a new account is signed in at once: the header shows it and the user goes on', async () => {
  const { environment, user, router } = await openSignUp('/signup?redirect=/tags');
  expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/signin?redirect=%2Ftags',
  );
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  const operation = await nextOperation(environment);
  await act(async () => {
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        User: () => ({ id: 'user-9', handle: 'new_author', name: 'New Author' }),
        SignUpPayload: () => ({ userErrors: [] }),
      }),
    );
  });
  const banner = screen.getByRole('banner');
  await waitFor(() => expect(banner).toHaveTextContent('New Author'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/tags'));
  const next = await nextOperation(environment);
  expect(operationName(next)).toBe('TagsScreenQuery');
});

test('someone already signed in is sent on to the redirect', async () => {
  const { environment, router } = renderRoute('/signup?redirect=/tags');
  await answerNext(environment, {
    viewer: { id: 'u1', handle: 'ada', name: 'Ada', __typename: 'User' },
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/tags'));
});

test('a name that shows nothing, or a control character, is refused before sending', async () => {
  const { environment, user } = await openSignUp();
  await fillValid(user);
  const name = screen.getByLabelText('Name');
  await user.clear(name);
  await user.paste('\u200d\ufe0f');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(screen.getByText('Name must be 1 to 80 characters.')).toBeVisible();

  await user.clear(name);
  await user.paste('New\u0007Author');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(screen.getByText('Name must not contain control characters.')).toBeVisible();
  expect(environment.mock.getAllOperations()).toHaveLength(0);
});

test('closed or invitation-only sign-up says so, with no form to fill in', async () => {
  await openSignUp('/signup', 'CLOSED');
  expect(screen.getByRole('alert')).toHaveTextContent('Sign-up is closed on this site.');
  expect(screen.queryByLabelText('Handle')).toBeNull();
});

test('an invitation link opens the form under any policy and goes with the sign-up', async () => {
  const token = 'A'.repeat(43);
  const { environment, user } = await openSignUp(`/signup?invitation=${token}`, 'INVITE_ONLY');
  expect(screen.getByText(/You were invited/)).toBeVisible();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  const operation = await nextOperation(environment);
  expect(operation.request.variables).toEqual({
    input: {
      handle: 'new_author',
      name: 'New Author',
      password: 'correct horse',
      invitation: token,
    },
  });
});
