// Leaving a newsletter without an account: every newsletter's footer and its List-Unsubscribe
// header hold one signed URL, /unsubscribe?u=…&email=…&s=… (mail/subscriptionLinks.ts). A GET
// shows the address's subscriptions and a button, and changes nothing (link scanners and
// previews fetch links); a POST to the URL, with no cookie and whatever body (RFC 8058's
// `List-Unsubscribe=One-Click` from a mail client, or the page's button), ends every
// subscription of the address and cancels its queued emails.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Store } from '../../db/store';
import { verifiedUnsubscribe, type UnsubscribeClaims } from '../../mail/subscriptionLinks';
import { escapeHtml, messagePage, subscriptionPage } from './subscriptionPages';

type Query = Record<string, string | undefined>;

export function unsubscribeRoutes(
  app: FastifyInstance,
  store: Store,
  page: (reply: FastifyReply, status: number, html: string) => FastifyReply,
): void {
  // RFC 8058 allows the one-click POST as multipart/form-data too; its body is not needed.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, _body, done) => done(null, {}),
  );

  const claimsOf = async (query: Query) =>
    verifiedUnsubscribe(await store.subscriptions.signingKey(), query);

  const invalid = (reply: FastifyReply) =>
    page(
      reply,
      400,
      messagePage(
        'This link is not valid',
        'This unsubscribe link is not one Folio sent, or it was changed on the way. Open the link from the email exactly as it came.',
      ),
    );

  app.get('/unsubscribe', async (request, reply) => {
    const query = request.query as Query;
    const claims = await claimsOf(query);
    if (!claims) return invalid(reply);
    const targets = await store.newsletters.subscriberTargets(claims.subscriberId, claims.email);
    const labels = await targetLabels(store, targets ?? []);
    const link = new URLSearchParams({ u: query.u!, email: query.email!, s: query.s! });
    return page(reply, 200, managePage(claims, labels, link));
  });

  app.post('/unsubscribe', async (request, reply) => {
    const claims = await claimsOf(request.query as Query);
    if (!claims) return invalid(reply);
    // A subscriber already gone (unsubscribed, or the address changed hands) has nothing left.
    await store.newsletters.unsubscribe(claims.subscriberId, claims.email);
    return page(
      reply,
      200,
      messagePage(
        'You are unsubscribed',
        `${claims.email} gets no more email from Folio. To hear of new articles again, subscribe again.`,
      ),
    );
  });
}

/** What each target is, in words: "new articles by Ada Lovelace". */
async function targetLabels(store: Store, targets: string[]): Promise<string[]> {
  const ids = (prefix: string) =>
    targets.filter((t) => t.startsWith(prefix)).map((t) => Number(t.slice(prefix.length)));
  const authors = await store.users.usersByIds(ids('author:'));
  const tags = await store.tags.tagsByIds(ids('tag:'));
  return targets.map((target) => {
    if (target === 'site') return 'new articles on Folio';
    const author = authors.find((a) => target === `author:${a.id}`);
    if (author) return `new articles by ${author.name}`;
    const tag = tags.find((t) => target === `tag:${t.id}`);
    return tag ? `new articles tagged #${tag.name}` : 'new articles on Folio';
  });
}

/** The address's subscriptions and the button that ends them (a POST to this same URL). */
function managePage(claims: UnsubscribeClaims, labels: string[], query: URLSearchParams): string {
  const email = escapeHtml(claims.email);
  const action = escapeHtml(`/unsubscribe?${query}`);
  if (labels.length === 0) {
    return subscriptionPage(
      'Your subscriptions',
      `<p>${email} is not subscribed to anything on Folio: nothing more will be sent to it.</p>`,
    );
  }
  return subscriptionPage(
    'Your subscriptions',
    [
      `<p>${email} gets:</p><ul>`,
      ...labels.map((label) => `<li>${escapeHtml(label)}</li>`),
      '</ul>',
      `<form method="post" action="${action}">`,
      '<input type="hidden" name="List-Unsubscribe" value="One-Click">',
      '<button type="submit">Unsubscribe from all</button>',
      '</form>',
    ].join(''),
  );
}
