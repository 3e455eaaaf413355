import { GraphQLResponseError, NetworkError, ServerError, ServerParseError } from '../relay/errors';

/** What the error view tells the user, and the technical text behind "Details". */
export interface ErrorDescription {
  /** One plain sentence: what went wrong. */
  summary: string;
  /** The technical message (error name and message, GraphQL code). */
  details: string;
}

const UNREACHABLE = 'Folio cannot reach the server. Check your connection, then try again.';

/**
 * Puts a failure into plain words a reader understands, one per transport
 * failure; anything else is an unexpected error of the app.
 */
export function describeError(error: unknown): ErrorDescription {
  const details = technicalMessage(error);
  if (NetworkError.is(error)) {
    return {
      summary: error.timedOut
        ? 'The server took too long to answer, so the request was given up.'
        : UNREACHABLE,
      details,
    };
  }
  // A screen's code or compiled query (a lazy chunk) did not arrive: to the reader, the same
  // unreachable server. Retry imports it again (webpack forgets a failed chunk).
  if (error instanceof Error && error.name === 'ChunkLoadError') {
    return { summary: UNREACHABLE, details };
  }
  if (ServerError.is(error)) {
    return {
      summary:
        error.reason === 'missing-response'
          ? 'The server sent an empty answer.'
          : `The server answered with status ${error.statusCode}.`,
      details,
    };
  }
  if (ServerParseError.is(error)) {
    return { summary: "The server's answer could not be read.", details };
  }
  if (GraphQLResponseError.is(error)) {
    const first = error.errors[0]?.message;
    return { summary: first ?? error.message, details };
  }
  return { summary: 'Something went wrong while showing this page.', details };
}

function technicalMessage(error: unknown): string {
  if (GraphQLResponseError.is(error)) {
    return error.errors
      .map((entry) =>
        entry.extensions?.code ? `${entry.extensions.code}: ${entry.message}` : entry.message,
      )
      .join('\n');
  }
  if (
    error instanceof Error ||
    (typeof error === 'object' && error !== null && 'message' in error)
  ) {
    const { name, message } = error as { name?: unknown; message?: unknown };
    return `${typeof name === 'string' ? name : 'Error'}: ${String(message)}`;
  }
  return String(error);
}
