/** @jest-environment node */
// node: ServerError carries a fetch Response, which jsdom does not provide.
import {
  GraphQLResponseError,
  NetworkError,
  ServerError,
  ServerParseError,
  errorCode,
  isTransportError,
} from './errors';
import type * as ErrorsModule from './errors';

function serverError(result: unknown, statusCode = 401): ServerError {
  return new ServerError(`Response not successful: Received status code ${statusCode}`, {
    reason: 'status',
    statusCode,
    response: new Response(null, { status: statusCode }),
    result,
  });
}

const failures = {
  NetworkError: new NetworkError('offline', { cause: new TypeError('fetch failed') }),
  ServerError: serverError('Unauthorized'),
  ServerParseError: new ServerParseError('not JSON', {
    statusCode: 200,
    bodyText: '<html>',
    cause: new SyntaxError('Unexpected token'),
  }),
  GraphQLResponseError: new GraphQLResponseError([{ message: 'No.' }]),
};

const guards = {
  NetworkError: NetworkError.is,
  ServerError: ServerError.is,
  ServerParseError: ServerParseError.is,
  GraphQLResponseError: GraphQLResponseError.is,
};

describe('transport errors', () => {
  it('each failure is recognised by its own guard only', () => {
    for (const [kind, failure] of Object.entries(failures)) {
      for (const [guardKind, guard] of Object.entries(guards)) {
        expect([kind, guardKind, guard(failure)]).toEqual([kind, guardKind, kind === guardKind]);
      }
      expect(isTransportError(failure)).toBe(true);
      expect(failure).toBeInstanceOf(Error);
      expect(failure.name).toBe(kind);
    }
  });

  it('does not mistake other errors or values for transport failures', () => {
    expect(isTransportError(new Error('plain'))).toBe(false);
    expect(isTransportError(new TypeError('fetch failed'))).toBe(false);
    expect(isTransportError(null)).toBe(false);
    expect(isTransportError('NetworkError')).toBe(false);
  });

  it('recognises a failure made by another copy of the module, where instanceof fails', async () => {
    let other: typeof ErrorsModule | undefined;
    await jest.isolateModulesAsync(async () => {
      other = await import('./errors');
    });
    const foreign = new other!.NetworkError('offline', { cause: null, timedOut: true });

    expect(foreign).not.toBeInstanceOf(NetworkError);
    expect(NetworkError.is(foreign)).toBe(true);
    expect(isTransportError(foreign)).toBe(true);
    expect(foreign.timedOut).toBe(true);
  });

  it('errorCode reads the first GraphQL error code from GraphQL errors or an error body', () => {
    const refused = new GraphQLResponseError([
      { message: 'Sign in first.', extensions: { code: 'UNAUTHENTICATED' } },
      { message: 'And more.', extensions: { code: 'FORBIDDEN' } },
    ]);
    const rejected = serverError({
      errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }],
    });

    expect(errorCode(refused)).toBe('UNAUTHENTICATED');
    expect(errorCode(rejected)).toBe('FORBIDDEN');
    expect(errorCode(new GraphQLResponseError([{ message: 'No code' }]))).toBeUndefined();
    expect(errorCode(serverError('Unauthorized'))).toBeUndefined();
    expect(errorCode(failures.NetworkError)).toBeUndefined();
    expect(errorCode(new Error('plain'))).toBeUndefined();
  });
});
