/** A command given wrongly: its message is printed as it is, and the exit code is 2. */
export class UsageError extends Error {}
