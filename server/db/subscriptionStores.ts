// The store's part for email subscriptions (server/domain/subscriptions.ts holds the rules).

/** A recorded request (its id goes into the signed link), or a refusal by the daily limit. */
export type SubscriptionRequestOutcome = { id: number } | { refused: true; retryAt: number };

/** A signed link's claims, checked by the server before the store is asked. */
export interface SubscriptionConfirmation {
  requestId: number;
  email: string;
  target: string;
  at: number;
}

/** What a confirmation did: only 'confirmed' changed anything. */
export type ConfirmationOutcome = 'confirmed' | 'used' | 'expired' | 'unknown';

export interface SubscriptionStore {
  /** This store's key for signing subscription links (32 bytes, drawn by a migration). */
  signingKey(): Promise<Buffer>;
  /** Records a request for a confirmation email unless `limit` were made for the address today. */
  requestSubscription(
    request: { email: string; target: string; at: number; expiresAt: number },
    limit: number,
  ): Promise<SubscriptionRequestOutcome>;
  confirmSubscription(confirmation: SubscriptionConfirmation): Promise<ConfirmationOutcome>;
}
