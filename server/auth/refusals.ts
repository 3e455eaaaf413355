import { GraphQLError } from 'graphql';

/**
 * TOO_MANY_REQUESTS with when to try again, for a program
 * (`extensions.retryAfterSeconds`) and for a person (the message ends
 * "Try again in 12 minutes."), since the sign-in screen shows the message as is.
 */
export function rateLimited(reason: string, retryAfterSeconds: number): GraphQLError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new GraphQLError(`${reason} Try again in ${durationInWords(seconds)}.`, {
    extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: seconds },
  });
}

/** A wait in plain words: "1 second", "45 seconds", "1 minute", "15 minutes" (rounded up). */
export function durationInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
