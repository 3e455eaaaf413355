import { screen, waitFor } from '@testing-library/react';
import { GraphQLResponseError, NetworkError, ServerError, ServerParseError } from '../relay/errors';
import { operationName, rejectNext, renderRoute, resolveNext } from '../../test/renderRoute';

// React and the router log every error a boundary catches; these are expected.
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function serverError(reason: 'status' | 'missing-response', statusCode: number): ServerError {
  const message =
    reason === 'status'
      ? `Response not successful: Received status code ${statusCode}`
      : "Server response was missing for query 'HomeScreenQuery'.";
  return new ServerError(message, {
    reason,
    statusCode,
    response: new Response('', { status: statusCode }),
    result: '',
  });
}

const failures: Array<[string, () => Error, string | RegExp, string]> = [
  [
    'fetch fails',
    () => new NetworkError('Failed to fetch', { cause: new TypeError('Failed to fetch') }),
    /cannot reach the server/i,
    'NetworkError: Failed to fetch',
  ],
  [
    "a screen's code cannot be fetched",
    () => Object.assign(new Error('Loading chunk 36 failed.'), { name: 'ChunkLoadError' }),
    /cannot reach the server/i,
    'ChunkLoadError: Loading chunk 36 failed.',
  ],
  [
    'the request times out',
    () => new NetworkError('Timed out', { cause: null, timedOut: true }),
    /took too long to answer/i,
    'NetworkError: Timed out',
  ],
  [
    'the status is 503',
    () => serverError('status', 503),
    'The server answered with status 503.',
    'ServerError: Response not successful: Received status code 503',
  ],
  [
    'the JSON holds neither data nor errors',
    () => serverError('missing-response', 200),
    'The server sent an empty answer.',
    "ServerError: Server response was missing for query 'HomeScreenQuery'.",
  ],
  [
    'the body is not JSON',
    () =>
      new ServerParseError('Unexpected token < in JSON', {
        statusCode: 200,
        bodyText: '<html>',
        cause: new SyntaxError('Unexpected token'),
      }),
    "The server's answer could not be read.",
    'ServerParseError: Unexpected token < in JSON',
  ],
  [
    'the server answers with GraphQL errors',
    () =>
      new GraphQLResponseError([
        { message: 'The database is resting.', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      ]),
    'The database is resting.',
    'INTERNAL_SERVER_ERROR: The database is resting.',
  ],
];

test.each(failures)(
  'when %s the error view says so plainly, with Details, and Retry asks again',
  async (_condition, makeError, summary, details) => {
    const { environment, user } = renderRoute('/');
    await rejectNext(environment, makeError());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(summary);
    const disclosure = screen.getByText('Details');
    expect(screen.getByText(details)).not.toBeVisible();
    await user.click(disclosure);
    expect(screen.getByText(details)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const retried = await resolveNext(environment, {
      ArticleConnection: () => ({ edges: [], pageInfo: { hasNextPage: false } }),
    });
    expect(operationName(retried)).toBe('HomeScreenQuery');
    expect(await screen.findByText('Nothing published yet.')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
);

test.each([
  ['/articles/some-slug', 'ArticleScreenQuery'],
  ['/tags', 'TagsScreenQuery'],
  ['/tags/rust', 'TagScreenQuery'],
  ['/authors/ada', 'AuthorScreenQuery'],
  ['/search?q=engines', 'SearchScreenQuery'],
])('%s shows the error view and Retry sends %s again', async (path, queryName) => {
  const { environment, user } = renderRoute(path);
  const failed = await rejectNext(environment, serverError('status', 500));
  expect(operationName(failed)).toBe(queryName);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The server answered with status 500.',
  );
  expect(document.title).toBe('Something went wrong · Folio');

  await user.click(screen.getByRole('button', { name: 'Retry' }));
  const retried = await resolveNext(environment);
  expect(operationName(retried)).toBe(queryName);
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

test('a signed-out refusal sends the reader to sign in, returning here afterwards', async () => {
  const { environment, router } = renderRoute('/articles/draft-one?from=home');
  await rejectNext(
    environment,
    new GraphQLResponseError([
      { message: 'Sign in first.', extensions: { code: 'UNAUTHENTICATED' } },
    ]),
  );
  await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  expect(router.state.location.search).toEqual({
    redirect: '/articles/draft-one?from=home',
  });
});
