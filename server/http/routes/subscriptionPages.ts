// The server-rendered pages of subscribing by email: plain HTML forms that work without
// JavaScript, each answer a page of its own. No script, no style of their own.
import type { ConfirmationClaims } from '../../mail/subscriptionLinks';
import type { SubscriptionScope } from './subscriptionScope';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** A whole page: `body` is HTML already escaped. */
export function subscriptionPage(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Folio</title></head>`,
    `<body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/">Folio's home page</a></p></main></body>`,
    '</html>',
    '',
  ].join('\n');
}

/** The form for a scope; `message` says what was wrong with the last try. */
export function subscribeForm(scope: SubscriptionScope, message?: string, email = ''): string {
  const { field } = scope;
  return subscriptionPage(
    'Subscribe to Folio',
    [
      `<p>Get ${escapeHtml(scope.label)} on Folio by email. We send a link to confirm first; nothing else comes until you do.</p>`,
      message ? `<p role="alert">${escapeHtml(message)}</p>` : '',
      '<form method="post" action="/subscribe">',
      field ? `<input type="hidden" name="${field.name}" value="${escapeHtml(field.value)}">` : '',
      '<label for="subscribe-email">Email address</label> ',
      `<input id="subscribe-email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(email)}">`,
      ' <button type="submit">Subscribe</button>',
      '</form>',
    ].join(''),
  );
}

/** What every accepted request reads, subscribed already or not. */
export function checkInboxPage(email: string): string {
  return subscriptionPage(
    'Check your inbox',
    `<p>If ${escapeHtml(email)} can receive email, a link to confirm your subscription is on its way. It works for 24 hours.</p>`,
  );
}

/** The confirmation link's page: a button, so that a link scanner's GET confirms nothing. */
export function confirmPage(claims: ConfirmationClaims, signature: string): string {
  const field = (name: string, value: string | number) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(String(value))}">`;
  return subscriptionPage(
    'Confirm your subscription',
    [
      `<p>Confirm the subscription for ${escapeHtml(claims.email)}?</p>`,
      '<form method="post" action="/subscribe/confirm">',
      field('r', claims.requestId),
      field('email', claims.email),
      field('t', claims.target),
      field('x', claims.expiresAt),
      field('s', signature),
      '<button type="submit">Confirm subscription</button>',
      '</form>',
    ].join(''),
  );
}

/** A page with one paragraph of text. */
export function messagePage(title: string, message: string): string {
  return subscriptionPage(title, `<p>${escapeHtml(message)}</p>`);
}
