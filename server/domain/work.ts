// How one domain operation runs inside one transaction on both engines. better-sqlite3 runs a
// transaction synchronously (an async function inside it would commit at its first `await`,
// and other requests' code would run on the open transaction's connection), while node-postgres
// answers on a client only through promises. So an operation is written once as a generator
// that yields each query's answer: the SQLite engine feeds the answers straight back inside
// `db.transaction()`, the PostgreSQL engine awaits them on its transaction's client.

/** What a query answers: the value itself on SQLite, a promise of it on PostgreSQL. */
export type Answer<T> = T | Promise<T>;

/** A domain operation, or a step of one: yields queries' answers, receives them settled. */
export type Work<T> = Generator<Answer<unknown>, T, unknown>;

/** One query inside a Work: `const row = yield* ask(q.lockArticle(id))`. */
export function* ask<T>(answer: Answer<T>): Work<T> {
  // The runners send back exactly the settled value of what was yielded here.
  return (yield answer) as T;
}

/**
 * Runs work whose every query answers synchronously, to its end, in the caller's stack (the
 * SQLite engine calls it inside its transaction). A promise is a bug: it would outlive the
 * transaction.
 */
export function runSync<T>(work: Work<T>): T {
  let step = work.next();
  while (!step.done) {
    if (step.value instanceof Promise) {
      throw new Error('A synchronous engine answered a query with a promise');
    }
    step = work.next(step.value);
  }
  return step.value;
}

/**
 * Runs work whose queries answer with promises (the PostgreSQL engine calls it inside its
 * transaction). A failed query is thrown into the work where it asked, as an error thrown by a
 * synchronous query is.
 */
export async function runAsync<T>(work: Work<T>): Promise<T> {
  let step = work.next();
  while (!step.done) {
    let answer: unknown;
    try {
      answer = await step.value;
    } catch (error) {
      step = work.throw(error);
      continue;
    }
    step = work.next(answer);
  }
  return step.value;
}
