import type { ImportedSubscriber } from '../domain/importedSubscribers';
import { normalizeEmail } from '../mail/emailAddress';

// A Substack export's email list (email_list.<publication>.csv: email, active_subscription,
// expiry, plan, email_disabled, created_at, first_payment_at) as subscribers. Only an address
// the file shows opted in and still subscribed (active_subscription true, email not disabled)
// is imported, confirmed: Folio mails only whoever agreed. Everyone else is left out and the
// report says who and why; they can subscribe on Folio themselves.

/** Addresses listed by name in the report per reason; past this, a count. */
const LISTED = 20;

export class SubstackSubscribers {
  readonly subscribers: ImportedSubscriber[] = [];
  private readonly left = new Map<string, { count: number; named: string[] }>();
  private readonly seen = new Set<string>();

  constructor(private readonly now: number) {}

  add(row: Record<string, string>): void {
    const field = (name: string) => row[name]?.trim().toLowerCase() ?? '';
    const email = normalizeEmail(row.email ?? '');
    if (!email) return this.leave('not an email address', (row.email ?? '').slice(0, 100));
    if (this.seen.has(email)) return;
    this.seen.add(email);
    if (field('active_subscription') !== 'true') {
      return this.leave('no active subscription (never confirmed, or unsubscribed)', email);
    }
    if (field('email_disabled') === 'true') return this.leave('email disabled', email);
    const since = Date.parse(row.created_at?.trim() ?? '');
    this.subscribers.push({ email, subscribedAt: Number.isNaN(since) ? this.now : since });
  }

  private leave(reason: string, email: string): void {
    const left = this.left.get(reason) ?? { count: 0, named: [] };
    left.count += 1;
    if (left.named.length < LISTED) left.named.push(email);
    this.left.set(reason, left);
  }

  /** The report's notes on the addresses left out, by reason. */
  notes(): string[] {
    return [...this.left].map(([reason, { count, named }]) => {
      const more = count > named.length ? ` and ${count - named.length} more` : '';
      return `not imported as subscribers, ${reason}: ${count} (${named.join(', ')}${more})`;
    });
  }
}
