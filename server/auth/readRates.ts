import net from 'node:net';
import type { IncomingMessage } from 'node:http';
import { addressKey, requestOrigin, type TrustProxy } from './clientAddress';

/** How fast one client address may ask for work a cache does not answer. */
export interface ReadRate {
  /** Requests a second, kept up for good. */
  perSecond: number;
  /** Requests at once after a quiet spell. */
  burst: number;
}

/**
 * GraphQL requests and page renders per client address (README "Security limits"): a reader
 * asks for one or two a page, and an office or a school behind one address for a few a second;
 * one client sent 900 a second of the hostile query corpus, and every reader's page waited.
 * Pages a cache holds are not counted.
 */
export const READ_RATE: ReadRate = { perSecond: 20, burst: 100 };

/** Addresses tracked at once; the least recently seen are forgotten past it. */
const MAX_ADDRESSES = 50_000;

/**
 * A token bucket per client address (an IPv6 /64 as one, clientAddress.ts). This machine's own
 * addresses are never counted: health checks, the CLI, a reverse proxy not declared in
 * FOLIO_TRUST_PROXY (then every reader would look like one client).
 */
export class ReadRates {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly rate: ReadRate = READ_RATE,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * Counts one request of `req`'s client: 0 when it may go ahead, else the whole seconds until
   * it may (its Retry-After).
   */
  take(req: IncomingMessage, trust: TrustProxy): number {
    const { ip } = requestOrigin(req, trust);
    if (isLoopback(ip)) return 0;
    const key = addressKey(ip);
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.rate.burst, at: now };
    this.buckets.delete(key);
    bucket.tokens = Math.min(
      this.rate.burst,
      bucket.tokens + ((now - bucket.at) / 1000) * this.rate.perSecond,
    );
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (this.buckets.size > MAX_ADDRESSES) this.buckets.delete(this.buckets.keys().next().value!);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.rate.perSecond));
  }
}

function isLoopback(ip: string): boolean {
  return ip === '::1' || (net.isIPv4(ip) && ip.startsWith('127.'));
}

/** A request refused by ReadRates: errorPages.ts answers it 429 with its Retry-After. */
export class ReadsRefused extends Error {
  readonly statusCode = 429;

  constructor(readonly retryAfterSeconds: number) {
    super(readsRefusedMessage(retryAfterSeconds));
  }
}

export function readsRefusedMessage(seconds: number): string {
  return `Your network has asked for many pages in a short time. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}
