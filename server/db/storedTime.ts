// The one shape of a time in the store, whichever engine holds it: what `Date#toISOString()`
// writes (UTC, milliseconds, 24 characters). Times that come from outside (a client's cursor, a
// dump file) are checked against it before any query or insert sees them.

/** Whether `value` is a time as the store writes one: the ISO string of a real date. */
export function isStoredTime(value: unknown): value is string {
  if (typeof value !== 'string' || value.length !== 24) return false;
  const at = new Date(value);
  return !Number.isNaN(at.getTime()) && at.toISOString() === value;
}
