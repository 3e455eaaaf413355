// Relay's own client-side records use the 'client:' prefix, which no server
// ID (base64url) can start with, so a comment with such an ID is one the
// server has not confirmed yet.
const PREFIX = 'client:optimistic-comment:';
let counter = 0;

/** A fresh ID for a comment shown before the server has answered. */
export function newOptimisticId(): string {
  counter += 1;
  return `${PREFIX}${counter}`;
}

/** Whether `id` was made by {@link newOptimisticId}: the comment is still being sent. */
export function isOptimisticId(id: string): boolean {
  return id.startsWith(PREFIX);
}
