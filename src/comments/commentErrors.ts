import type { PayloadError } from 'relay-runtime';
import { describeError } from '../app/describeError';
import { GraphQLResponseError, errorCode } from '../relay/errors';
import type { GraphQLErrorEntry } from '../relay/errors';

/**
 * Why a comment mutation failed, in one plain sentence (the error catalogue of src/relay/README.md): the
 * refusals a comment can meet get words of their own, transport failures the
 * app's usual ones.
 */
export function describeCommentFailure(error: unknown): string {
  switch (errorCode(error)) {
    case 'UNAUTHENTICATED':
      return 'You are signed out. Sign in again, then try once more.';
    case 'FORBIDDEN':
      return 'You are not allowed to do this.';
    case 'NOT_FOUND':
      return 'It no longer exists: someone may have deleted it.';
    default:
      return describeError(error).summary;
  }
}

/**
 * The failure of a response that arrived with `errors` beside partial data:
 * the transport delivers those to Relay as they are, so the mutation
 * "completes" and only the error list says it did not happen.
 */
export function describePayloadErrors(errors: ReadonlyArray<PayloadError>): string {
  // Relay's PayloadError omits `extensions`, but the server's errors carry it.
  return describeCommentFailure(
    new GraphQLResponseError(errors as ReadonlyArray<GraphQLErrorEntry>),
  );
}
