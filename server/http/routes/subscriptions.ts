// Subscribing by email without an account: GET /subscribe (the form, for the site, `?author=` or `?tag=`), POST /subscribe (a plain
// form post: the address checked, the network's and the address's limits, a request recorded
// and its confirmation email sent), GET /subscribe/confirm (the link's page: a button) and
// POST /subscribe/confirm (the subscription made, once). Every accepted request gets the same
// answer, so the page never says whether an address is subscribed already.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addressKey, requestOrigin, type TrustProxy } from '../../auth/clientAddress';
import type { Store } from '../../db/store';
import { confirmationEmail } from '../../mail/confirmationEmail';
import { normalizeEmail } from '../../mail/emailAddress';
import { fromAddress, type Mailer } from '../../mail/mailer';
import {
  CONFIRMATION_TTL_MS,
  confirmationUrl,
  verifiedConfirmation,
} from '../../mail/subscriptionLinks';
import { publicOrigin } from '../../render/publicOrigin';
import { checkInboxPage, confirmPage, messagePage, subscribeForm } from './subscriptionPages';
import { subscriptionScope } from './subscriptionScope';
import { unsubscribeRoutes } from './unsubscribe';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Requests from one network (IPv4 address or IPv6 /64) an hour: a class subscribing together fits. */
export const SUBSCRIBE_PER_NETWORK = 10;
/** Confirmation emails to one address a day, whatever asked for them. */
export const CONFIRMATIONS_PER_ADDRESS = 3;

export interface SubscriptionRouteOptions {
  store: Store;
  trustProxy?: TrustProxy;
  publicUrl?: string | null;
  /** How mail leaves (server/mail/mailer.ts); without one, the routes are not served. */
  mailer?: Mailer | null;
  /** Multiplies the per-network limit, as FOLIO_WRITE_LIMIT_FACTOR does every write budget. */
  writeLimitFactor?: number;
  /** The clock of links and limits (tests move it past a link's expiry). */
  subscriptionClock?: () => number;
}

type Query = Record<string, string | undefined>;

export async function subscriptionRoutes(app: FastifyInstance, options: SubscriptionRouteOptions) {
  const { store, mailer } = options;
  if (!mailer) return;
  const now = options.subscriptionClock ?? Date.now;
  const factor = options.writeLimitFactor ?? 1;
  // Forms post as application/x-www-form-urlencoded; only these routes read it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const page = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);

  const unknown = (reply: FastifyReply) =>
    page(
      reply,
      404,
      messagePage('Nothing to subscribe to', 'There is no author or tag of that name on Folio.'),
    );

  unsubscribeRoutes(app, store, page);

  app.get('/subscribe', async (request, reply) => {
    const scope = await subscriptionScope(store, request.query as Query);
    return scope ? page(reply, 200, subscribeForm(scope)) : unknown(reply);
  });

  app.post('/subscribe', async (request, reply) => {
    const fields = (request.body as Query | undefined) ?? {};
    const scope = await subscriptionScope(store, fields);
    if (!scope) return unknown(reply);
    const given = String(fields.email ?? '');
    const email = normalizeEmail(given);
    if (!email) {
      return page(
        reply,
        400,
        subscribeForm(scope, 'That is not an email address. Check it and try again.', given),
      );
    }
    const at = now();
    const { ip } = requestOrigin(request.raw, options.trustProxy ?? { kind: 'none' });
    const network = await store.writes.admitWrite(
      [
        {
          key: `subscribe:address:${addressKey(ip)}`,
          limit: SUBSCRIBE_PER_NETWORK * factor,
          since: at - HOUR,
        },
      ],
      at,
      at - HOUR,
    );
    if (!('admitted' in network)) {
      const minutes = Math.max(1, Math.ceil((network.at + HOUR - at) / MINUTE));
      return page(
        reply.header('retry-after', String(minutes * 60)),
        429,
        subscribeForm(
          scope,
          `Many subscriptions were asked for from your network in the last hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          given,
        ),
      );
    }
    const expiresAt = at + CONFIRMATION_TTL_MS;
    const recorded = await store.subscriptions.requestSubscription(
      { email, target: scope.target, at, expiresAt },
      CONFIRMATIONS_PER_ADDRESS,
    );
    if ('refused' in recorded) {
      const hours = Math.max(1, Math.ceil((recorded.retryAt - at) / HOUR));
      return page(
        reply.header('retry-after', String(hours * 3600)),
        429,
        subscribeForm(
          scope,
          `${email} has been sent ${CONFIRMATIONS_PER_ADDRESS} confirmation emails in the last day. Use the link in one of them, or try again in ${hours} hour${hours === 1 ? '' : 's'}.`,
          given,
        ),
      );
    }
    const origin = publicOrigin(request, options.publicUrl ?? null, options.trustProxy);
    const link = confirmationUrl(origin, await store.subscriptions.signingKey(), {
      requestId: recorded.id,
      email,
      target: scope.target,
      expiresAt,
    });
    try {
      await mailer.send(
        confirmationEmail({ from: fromAddress(origin), to: email, link, label: scope.label }),
      );
    } catch (error) {
      request.log.error(`sending a confirmation email failed: ${(error as Error).message}`);
      return page(
        reply,
        503,
        messagePage(
          'Email could not be sent',
          'The confirmation email could not be sent just now. Try again in a few minutes.',
        ),
      );
    }
    return page(reply, 200, checkInboxPage(email));
  });

  /** The link's claims, or the page that refuses it (tampered, for another address, expired). */
  const claimsOf = async (request: FastifyRequest, reply: FastifyReply, query: Query) => {
    const claims = verifiedConfirmation(await store.subscriptions.signingKey(), query);
    if (!claims) {
      page(reply, 400, messagePage('This link is not valid', INVALID));
      return null;
    }
    if (claims.expiresAt <= now()) {
      page(reply, 410, messagePage('This link has expired', EXPIRED));
      return null;
    }
    return claims;
  };

  app.get('/subscribe/confirm', async (request, reply) => {
    const query = request.query as Query;
    const claims = await claimsOf(request, reply, query);
    if (!claims) return reply;
    return page(reply, 200, confirmPage(claims, query.s!));
  });

  app.post('/subscribe/confirm', async (request, reply) => {
    const claims = await claimsOf(request, reply, (request.body as Query | undefined) ?? {});
    if (!claims) return reply;
    const outcome = await store.subscriptions.confirmSubscription({ ...claims, at: now() });
    if (outcome === 'confirmed') {
      return page(
        reply,
        200,
        messagePage('You are subscribed', `Your subscription for ${claims.email} is confirmed.`),
      );
    }
    if (outcome === 'used') {
      return page(reply, 410, messagePage('This link was already used', USED));
    }
    if (outcome === 'expired')
      return page(reply, 410, messagePage('This link has expired', EXPIRED));
    return page(reply, 400, messagePage('This link is not valid', INVALID));
  });
}

const INVALID =
  'This confirmation link is not one Folio sent, or it was changed on the way. Open the link from the email exactly as it came, or subscribe again.';
const EXPIRED =
  'Confirmation links work for 24 hours. Subscribe again and a new link will be sent.';
const USED =
  'Each confirmation link works once, and this one has been used. If you meant to subscribe, you are.';
