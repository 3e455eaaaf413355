import { act, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockEnvironment } from '../../test/renderRoute';
import { nextOperation, operationName, rejectNext, renderRoute } from '../../test/renderRoute';
import { GraphQLResponseError } from '../relay/errors';

/** Answers the next request with exactly `data`. */
async function answerNext(environment: MockEnvironment, data: object) {
  const operation = await nextOperation(environment);
  await act(async () => {
    environment.mock.resolve(operation, { data });
  });
  return operation;
}

async function submitCredentials(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(screen.getByLabelText('Handle'), 'grace');
  await user.type(screen.getByLabelText('Password'), 'not-her-password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

async function openSignIn(path: string) {
  const view = renderRoute(path);
  expect(operationName(await answerNext(view.environment, { viewer: null }))).toBe(
    'SignInScreenQuery',
  );
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  return view;
}

test('wrong credentials are one message about the form; the handle stays', async () => {
  const { environment, user } = await openSignIn('/signin');
  await submitCredentials(user);
  const operation = await nextOperation(environment);
  expect(operationName(operation)).toBe('SignInFormSignInMutation');
  expect(screen.getByRole('button', { name: 'Signing in…' })).toHaveAttribute('aria-busy', 'true');
  await act(async () => {
    environment.mock.resolve(operation, {
      data: {
        signIn: {
          viewer: null,
          userErrors: [{ field: null, message: 'Wrong handle or password.' }],
        },
      },
    });
  });
  expect(screen.getByRole('alert')).toHaveTextContent('Wrong handle or password.');
  expect(screen.getByLabelText('Handle')).toHaveValue('grace');
  expect(screen.getByLabelText('Password')).toHaveValue('not-her-password');
  // Still signed out.
  expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test.each([
  'Too many failed sign-in attempts for this handle. Try again in 12 minutes.',
  'Too many sign-in attempts from your network. Try again in 15 minutes.',
  'The server is busy checking passwords. Try again in 2 seconds.',
])(
  'a refusal by a rate limit shows the server’s words and when to try again: %s',
  async (message) => {
    const { environment, user } = await openSignIn('/signin');
    await submitCredentials(user);
    await rejectNext(
      environment,
      new GraphQLResponseError([
        { message, extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 720 } },
      ]),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Handle')).toHaveValue('grace');
    expect(screen.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute('aria-busy');
  },
);

test('empty fields are pointed out before sending', async () => {
  const { environment, user } = await openSignIn('/signin');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(screen.getByLabelText('Handle')).toHaveAccessibleDescription('Enter your handle.');
  expect(screen.getByLabelText('Handle')).toHaveFocus();
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
  expect(environment.mock.getAllOperations()).toHaveLength(0);
});

test('the link to sign up keeps the return path', async () => {
  await openSignIn('/signin?redirect=%2Fdrafts');
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/signup?redirect=%2Fdrafts',
  );
});

test('a redirect to another site is ignored: signing in goes home', async () => {
  const { environment, user, router } = await openSignIn('/signin?redirect=//evil.example/x');
  await submitCredentials(user);
  const operation = await nextOperation(environment);
  await act(async () => {
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        User: () => ({ handle: 'grace', name: 'Grace Hopper' }),
        SignInPayload: () => ({ userErrors: [] }),
      }),
    );
  });
  await waitFor(() => expect(router.state.location.href).toBe('/'));
});

test('a signed-out visit to a guarded page signs in first, then returns there', async () => {
  const { environment, user, router } = renderRoute('/drafts');
  expect(operationName(await answerNext(environment, { viewer: null }))).toBe('DraftsScreenQuery');
  await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  expect(router.state.location.search).toEqual({ redirect: '/drafts' });

  // The sign-in page's query (only `viewer`) is answered from the store: no request.
  expect(environment.mock.getAllOperations()).toHaveLength(0);
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  await submitCredentials(user);
  const signIn = await nextOperation(environment);
  await act(async () => {
    environment.mock.resolve(
      signIn,
      MockPayloadGenerator.generate(signIn, {
        User: () => ({ id: 'grace-id', handle: 'grace', name: 'Grace Hopper' }),
        SignInPayload: () => ({ userErrors: [] }),
      }),
    );
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/drafts'));
  // The guarded page asks the server again, now as Grace.
  const drafts = await nextOperation(environment);
  expect(operationName(drafts)).toBe('DraftsScreenQuery');
  await act(async () => {
    environment.mock.resolve(
      drafts,
      MockPayloadGenerator.generate(drafts, {
        User: () => ({ id: 'grace-id', handle: 'grace', name: 'Grace Hopper' }),
        ArticleConnection: () => ({ edges: [], pageInfo: { hasNextPage: false } }),
      }),
    );
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Drafts' })).toBeVisible();
  expect(within(screen.getByRole('banner')).getByText('Grace Hopper')).toBeVisible();
});

test('every signed-in page guards the same way', async () => {
  for (const path of ['/settings/profile', '/drafts']) {
    const { environment, router, unmount } = renderRoute(path);
    await answerNext(environment, { viewer: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.search).toEqual({ redirect: path });
    unmount();
  }
});
