/**
 * The `?after=` of a paginated list's page: a cursor as the server makes them (base64url, see
 * server/graphql/connections.ts), or undefined for anything else, which shows the first page. The
 * server decides whether it names a real position; this only keeps junk out of the request.
 */
export function readPageCursor(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,512}$/.test(value) ? value : undefined;
}
