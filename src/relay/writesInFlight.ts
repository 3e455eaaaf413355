// This tab's mutations on their way: the live comment stream (src/comments/useLiveComments.ts)
// waits for them to be answered before it compares versions, so the tab's own write, already
// in its store when answered, is no news that would make it read its comments again.

let inFlight = 0;
const waiting: (() => void)[] = [];

/** Counts a mutation as sent; the returned function counts it answered (once, however called). */
export function beginWrite(): () => void {
  inFlight += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    inFlight -= 1;
    if (inFlight === 0) for (const resolve of waiting.splice(0)) resolve();
  };
}

/** Resolves once no mutation of this tab is on its way. */
export function writesSettled(): Promise<void> {
  return inFlight === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
}
