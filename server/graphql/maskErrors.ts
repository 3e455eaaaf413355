import crypto from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { ExecutionResult } from 'graphql';

/** Told of each error masked: the original, and the id the client was given in its place. */
export type InternalErrorSink = (error: Error, errorId: string) => void;

/**
 * No error that was not written for the client leaves the server: a resolver's GraphQLError
 * (with its code) passes; anything else is a bug, replaced by a message and an id the client
 * receives instead of the message and stack, which go to `onInternalError` (the log).
 */
export function maskErrors(
  result: ExecutionResult,
  onInternalError: InternalErrorSink,
): ExecutionResult {
  if (!result.errors) return result;
  return { ...result, errors: result.errors.map((error) => maskError(error, onInternalError)) };
}

function maskError(error: GraphQLError, onInternalError: InternalErrorSink): GraphQLError {
  const original = error.originalError;
  if (!original || original instanceof GraphQLError) return error;
  const errorId = crypto.randomUUID();
  onInternalError(original, errorId);
  return new GraphQLError('Something went wrong on the server.', {
    nodes: error.nodes,
    path: error.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR', errorId },
  });
}
