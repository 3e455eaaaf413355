/** @jest-environment node */
// node, not jsdom: jsdom has no fetch, and these tests talk HTTP to a real server.
import { Observable } from 'relay-runtime';
import type { FetchFunction, GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { createFetchGraphQL, type FetchGraphQLOptions } from './fetchGraphQL';
import {
  GraphQLResponseError,
  NetworkError,
  ServerError,
  ServerParseError,
  errorCode,
} from './errors';
import {
  refusedUrl,
  sendJson,
  sendText,
  startHttpStub,
  type HttpStub,
} from '../../test/support/httpStub';

const QUERY: RequestParameters = {
  id: null,
  cacheID: 'article-query',
  name: 'ArticleScreenQuery',
  operationKind: 'query',
  text: 'query ArticleScreenQuery($slug: String!) { article(slug: $slug) { id title } }',
  metadata: {},
};

const MUTATION: RequestParameters = {
  id: null,
  cacheID: 'add-comment',
  name: 'CommentComposerAddMutation',
  operationKind: 'mutation',
  text: 'mutation CommentComposerAddMutation($input: AddCommentInput!) { addComment(input: $input) { comment { id } } }',
  metadata: {},
};

let stub: HttpStub;

beforeEach(async () => {
  stub = await startHttpStub();
});

afterEach(async () => {
  await stub.close();
});

function transport(options: Partial<FetchGraphQLOptions> = {}): FetchFunction {
  return createFetchGraphQL({ endpoint: `${stub.url}/graphql`, retryDelayMs: 5, ...options });
}

/** Runs one operation to its first payload or its error, as Relay would subscribe. */
function run(
  fetchFn: FetchFunction,
  params: RequestParameters = QUERY,
  variables: Variables = { slug: 'hello' },
): Promise<GraphQLResponse> {
  return new Promise((resolve, reject) => {
    Observable.from(fetchFn(params, variables, {})).subscribe({ next: resolve, error: reject });
  });
}

/** The error `promise` rejects with; fails the test if it resolves. */
async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    const value = await promise;
    throw new Error(`expected a failure, got ${JSON.stringify(value)}`);
  } catch (error) {
    return error;
  }
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

describe('the request (the call shape)', () => {
  it('POSTs operationName, variables and query as JSON with the fixed headers', async () => {
    await run(transport());

    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/graphql');
    expect(request?.search).toBe('');
    expect(request?.headers.accept).toBe(
      'application/graphql-response+json, application/json;q=0.9',
    );
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      operationName: 'ArticleScreenQuery',
      variables: { slug: 'hello' },
      query: QUERY.text,
    });
  });

  it('always sends variables as an object, even when the operation has none', async () => {
    await run(transport(), QUERY, {});
    // Bypasses run()'s default so the transport really receives undefined.
    await new Promise((resolve, reject) =>
      Observable.from(transport()(QUERY, undefined as unknown as Variables, {})).subscribe({
        next: resolve,
        error: reject,
      }),
    );

    expect(stub.requests.map((r) => JSON.parse(r.body).variables)).toEqual([{}, {}]);
  });

  it('sends a query by GET with URL-encoded parameters when configured, headers included', async () => {
    const variables = { slug: 'a&b=c #d+é', first: 10 };
    await run(transport({ method: 'GET' }), QUERY, variables);

    const [request] = stub.requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/graphql');
    expect(request?.body).toBe('');
    expect([...(request?.query.keys() ?? [])].sort()).toEqual([
      'operationName',
      'query',
      'variables',
    ]);
    expect(request?.query.get('operationName')).toBe('ArticleScreenQuery');
    expect(request?.query.get('query')).toBe(QUERY.text);
    expect(JSON.parse(request?.query.get('variables') ?? '')).toEqual(variables);
    expect(request?.headers.accept).toBe(
      'application/graphql-response+json, application/json;q=0.9',
    );
    expect(request?.headers['content-type']).toBe('application/json');
  });

  it('joins the GET parameters with & when the endpoint already has a query string', async () => {
    await run(
      createFetchGraphQL({ endpoint: `${stub.url}/graphql?tenant=docs`, method: 'GET' }),
      QUERY,
    );

    const [request] = stub.requests;
    expect(request?.path).toBe('/graphql');
    expect(request?.query.get('tenant')).toBe('docs');
    expect(request?.query.get('operationName')).toBe('ArticleScreenQuery');
    expect(JSON.parse(request?.query.get('variables') ?? '')).toEqual({ slug: 'hello' });
  });

  it('still POSTs a mutation when GET is configured', async () => {
    await run(transport({ method: 'GET' }), MUTATION, { input: { articleId: 'A1', body: 'Hi' } });

    const [request] = stub.requests;
    expect(request?.method).toBe('POST');
    expect(request?.search).toBe('');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      operationName: 'CommentComposerAddMutation',
      variables: { input: { articleId: 'A1', body: 'Hi' } },
      query: MUTATION.text,
    });
  });

  it('refuses an operation without query text instead of sending it', async () => {
    const persisted = {
      ...QUERY,
      id: 'abc123',
      text: null,
    } as unknown as RequestParameters;

    const error = await failureOf(run(transport(), persisted));

    expect((error as Error).message).toMatch(/persisted queries are not supported/);
    expect(stub.requests).toHaveLength(0);
  });
});

describe('the error catalogue', () => {
  it('raises a NetworkError keeping the original failure when the connection is refused', async () => {
    const error = await failureOf(
      run(createFetchGraphQL({ endpoint: `${await refusedUrl()}/graphql`, retries: 0 })),
    );

    expect(NetworkError.is(error)).toBe(true);
    expect(error).toBeInstanceOf(NetworkError);
    const networkError = error as NetworkError;
    expect(networkError.timedOut).toBe(false);
    // fetch's own TypeError comes from node's realm, so judge it by shape, not instanceof.
    const cause = networkError.cause as { name?: string; cause?: { code?: string } };
    expect(cause.name).toBe('TypeError');
    expect(cause.cause?.code).toBe('ECONNREFUSED');
    expect(networkError.message).toContain('ArticleScreenQuery');
  });

  it('raises a ServerError for a 500 with a JSON errors body, keeping the parsed body', async () => {
    const body = { errors: [{ message: 'Boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] };
    stub.handle((_request, res) => sendJson(res, 500, body));

    const error = await failureOf(run(transport()));

    expect(ServerError.is(error)).toBe(true);
    const serverError = error as ServerError;
    expect(serverError.message).toBe('Response not successful: Received status code 500');
    expect(serverError.reason).toBe('status');
    expect(serverError.statusCode).toBe(500);
    expect(serverError.response.status).toBe(500);
    expect(serverError.result).toEqual(body);
    expect(errorCode(serverError)).toBe('INTERNAL_SERVER_ERROR');
  });

  it('raises a ServerError for a 404 whose body is text, keeping the text', async () => {
    stub.handle((_request, res) => sendText(res, 404, 'Cannot POST /graphql'));

    const error = await failureOf(run(transport()));

    expect(ServerError.is(error)).toBe(true);
    expect((error as ServerError).message).toBe(
      'Response not successful: Received status code 404',
    );
    expect((error as ServerError).result).toBe('Cannot POST /graphql');
  });

  it('judges a 300-range status before the body, even when the body is a valid response', async () => {
    stub.handle((request, res) => {
      // A 302 without Location is not followed by fetch, so the client sees it.
      if (request.path === '/moved') sendText(res, 302, 'Found');
      else sendJson(res, 300, { data: { article: null } });
    });

    const moved = await failureOf(
      run(createFetchGraphQL({ endpoint: `${stub.url}/moved`, retries: 0 })),
    );
    const choices = await failureOf(run(transport()));

    expect((moved as ServerError).message).toBe(
      'Response not successful: Received status code 302',
    );
    expect((moved as ServerError).result).toBe('Found');
    expect(ServerError.is(choices)).toBe(true);
    expect((choices as ServerError).statusCode).toBe(300);
    expect((choices as ServerError).result).toEqual({ data: { article: null } });
  });

  it('raises a ServerParseError for a 200 whose body is HTML', async () => {
    const html = '<!doctype html><title>Welcome</title><p>Hello</p>';
    stub.handle((_request, res) => sendText(res, 200, html, 'text/html'));

    const error = await failureOf(run(transport()));

    expect(ServerParseError.is(error)).toBe(true);
    const parseError = error as ServerParseError;
    expect(parseError.statusCode).toBe(200);
    expect(parseError.bodyText).toBe(html);
    expect(parseError.cause).toBeInstanceOf(SyntaxError);
  });

  it('raises a missing-response ServerError for JSON with neither data nor errors', async () => {
    stub.handle((_request, res) => sendJson(res, 200, {}));

    const error = await failureOf(run(transport()));

    expect(ServerError.is(error)).toBe(true);
    const serverError = error as ServerError;
    expect(serverError.message).toBe("Server response was missing for query 'ArticleScreenQuery'.");
    expect(serverError.reason).toBe('missing-response');
    expect(serverError.statusCode).toBe(200);
    expect(serverError.result).toEqual({});
  });

  it('raises GraphQL errors, each with its message and code, when data is null', async () => {
    const errors = [
      {
        message: 'You must be signed in.',
        path: ['viewer'],
        extensions: { code: 'UNAUTHENTICATED' },
      },
    ];
    stub.handle((_request, res) => sendJson(res, 200, { data: null, errors }));

    const error = await failureOf(run(transport()));

    expect(GraphQLResponseError.is(error)).toBe(true);
    const graphQLError = error as GraphQLResponseError;
    expect(graphQLError.message).toBe('You must be signed in.');
    expect(graphQLError.errors).toEqual(errors);
    expect(errorCode(graphQLError)).toBe('UNAUTHENTICATED');
  });

  it('treats errors without any data the same and joins several messages', async () => {
    stub.handle((_request, res) =>
      sendJson(res, 200, {
        errors: [
          { message: 'Not allowed.', extensions: { code: 'FORBIDDEN' } },
          { message: 'Also wrong.' },
        ],
      }),
    );

    const error = await failureOf(run(transport()));

    expect(GraphQLResponseError.is(error)).toBe(true);
    expect((error as GraphQLResponseError).message).toBe('Not allowed.\nAlso wrong.');
    expect(errorCode(error)).toBe('FORBIDDEN');
  });

  it('delivers partial data with errors to Relay as a normal response', async () => {
    const payload = {
      data: { article: { id: 'A1', title: 'Hello', author: null } },
      errors: [{ message: 'Author unavailable', path: ['article', 'author'] }],
    };
    stub.handle((_request, res) => sendJson(res, 200, payload));

    await expect(run(transport())).resolves.toEqual(payload);
  });
});

describe('cancellation and timeout', () => {
  it('closes the HTTP request and surfaces nothing when Relay unsubscribes', async () => {
    stub.handle(() => {
      // Never answer: the request stays open until the client lets go.
    });
    const observer = { next: jest.fn(), error: jest.fn(), complete: jest.fn() };

    const subscription = Observable.from(transport()(QUERY, {}, {})).subscribe(observer);
    const request = await stub.waitForRequest(0);
    subscription.unsubscribe();
    await request.closedEarly;
    await wait(20);

    expect(observer.next).not.toHaveBeenCalled();
    expect(observer.error).not.toHaveBeenCalled();
    expect(observer.complete).not.toHaveBeenCalled();
  });

  it('gives up after timeoutMs with a timed-out NetworkError and closes the request', async () => {
    stub.handle(() => {
      // Never answer.
    });

    const error = await failureOf(run(transport({ timeoutMs: 100, retries: 2 })));

    expect(NetworkError.is(error)).toBe(true);
    expect((error as NetworkError).timedOut).toBe(true);
    expect((error as NetworkError).message).toMatch(/timed out after 100 ms/);
    await stub.requests[0]?.closedEarly;
    // A timed-out query is not retried: the reader would wait three timeouts for an error.
    await wait(100);
    expect(stub.requests).toHaveLength(1);
  });
});

describe('retries', () => {
  it('retries a query twice on 503, then reports the ServerError', async () => {
    stub.handle((_request, res) => sendText(res, 503, 'Service Unavailable'));

    const error = await failureOf(run(transport()));

    expect((error as ServerError).statusCode).toBe(503);
    expect(stub.requests).toHaveLength(3);
  });

  it('delivers the answer of a retry that succeeds after a 502', async () => {
    stub.handle((_request, res) => {
      if (stub.requests.length === 1) sendText(res, 502, 'Bad Gateway');
      else sendJson(res, 200, { data: { article: null } });
    });

    await expect(run(transport())).resolves.toEqual({ data: { article: null } });
    expect(stub.requests).toHaveLength(2);
  });

  it('retries a query twice when the connection is refused', async () => {
    let attempts = 0;
    // A counting pass-through, not a fake: the refusal comes from the real network.
    const countingFetch: typeof fetch = (input, init) => {
      attempts += 1;
      return fetch(input, init);
    };
    const endpoint = `${await refusedUrl()}/graphql`;

    const error = await failureOf(
      run(createFetchGraphQL({ endpoint, retryDelayMs: 5, fetch: countingFetch })),
    );

    expect(NetworkError.is(error)).toBe(true);
    expect(attempts).toBe(3);
  });

  it.each([500, 400])('does not retry a query answered with %i', async (status) => {
    stub.handle((_request, res) => sendJson(res, status, { errors: [{ message: 'No' }] }));

    const error = await failureOf(run(transport()));

    expect((error as ServerError).statusCode).toBe(status);
    expect(stub.requests).toHaveLength(1);
  });

  it('never retries a mutation, even on 503', async () => {
    stub.handle((_request, res) => sendText(res, 503, 'Service Unavailable'));

    const error = await failureOf(run(transport(), MUTATION, { input: {} }));

    expect((error as ServerError).statusCode).toBe(503);
    expect(stub.requests).toHaveLength(1);
  });

  it('stops retrying when Relay unsubscribes during the backoff wait', async () => {
    stub.handle((_request, res) => sendText(res, 503, 'Service Unavailable'));
    const observer = { next: jest.fn(), error: jest.fn(), complete: jest.fn() };
    // The first retry waits between 150 and 300 ms.
    const fetchFn = transport({ retryDelayMs: 300 });

    const subscription = Observable.from(fetchFn(QUERY, {}, {})).subscribe(observer);
    await stub.waitForRequest(0);
    await wait(50);
    subscription.unsubscribe();
    await wait(700);

    expect(stub.requests).toHaveLength(1);
    expect(observer.error).not.toHaveBeenCalled();
    expect(observer.next).not.toHaveBeenCalled();
  });
});
