import { GraphQLError } from 'graphql';

/** The `extensions.code` values the schema documents for refused operations. */
export type RefusalCode =
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'TOO_MANY_REQUESTS';

function refusal(code: RefusalCode, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

/** The viewer is signed out and the operation needs an account. */
export function unauthenticated(): GraphQLError {
  return refusal('UNAUTHENTICATED', 'You must be signed in to do this.');
}

/** The target is visible to the viewer but the viewer may not act on it. */
export function forbidden(): GraphQLError {
  return refusal('FORBIDDEN', 'You are not allowed to do this.');
}

/** The target does not exist or is invisible to the viewer (so drafts never leak). */
export function notFound(what = 'object'): GraphQLError {
  return refusal('NOT_FOUND', `No such ${what}.`);
}

/** An argument is out of range or malformed (e.g. `first` above 50, a bad cursor). */
export function badUserInput(message: string): GraphQLError {
  return refusal('BAD_USER_INPUT', message);
}
