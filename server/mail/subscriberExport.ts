import type { Store } from '../db/store';
import type { SubscriptionRecord } from '../db/subscriberStores';
import { CSV_COLUMNS, csvLine, targetNames } from './subscriberCsv';

// The export of the publication's subscribers: every subscription, read from the store a page
// at a time, so a list of any length leaves in bounded memory.

const PAGE = 500;

/** The CSV file's lines: the header, then one line per subscription by subscriber. */
export async function* subscriberCsvLines(store: Store): AsyncGenerator<string> {
  yield csvLine(CSV_COLUMNS);
  let after: SubscriptionRecord | null = null;
  for (;;) {
    const page = await store.subscribers.records(after, PAGE);
    if (page.length === 0) return;
    const names = await targetNames(store, [...new Set(page.map((row) => row.target))]);
    for (const row of page) {
      const confirmed = new Date(row.confirmedAt).toISOString();
      yield csvLine([row.email, names.get(row.target) ?? row.target, confirmed, row.consent]);
    }
    after = page[page.length - 1]!;
  }
}
