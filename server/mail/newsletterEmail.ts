// A newsletter email: the article's title as the subject, an HTML part from the reader's own
// Markdown pipeline (newsletterHtml.ts) and a plain-text part from the same Markdown, a footer
// saying why the reader gets it with their signed manage/unsubscribe link, and one-click
// unsubscribe headers (RFC 8058). No tracking: no pixel, links as the article has them.
import crypto from 'node:crypto';
import { markdownToSearchText } from '../db/plainText';
import type { MailMessage } from './mailer';
import { newsletterHtml } from './newsletterHtml';

/** What a newsletter says of its article, read once per article. */
export interface NewsletterArticle {
  title: string;
  body: string;
  authorName: string;
  /** Absolute. */
  url: string;
  /** The HTML the reader's pipeline rendered, sanitized, with absolute URLs. */
  html: string;
}

/** One article's email, ready but for its recipient. */
export interface PreparedNewsletter {
  subject: string;
  html: string;
  text: string;
}

// Stand-ins for what differs per recipient, replaced after the CSS is inlined once per
// article (juice over a long article is milliseconds; over every recipient, minutes). Random,
// so no article can hold them.
const REASON = `folio-reason-${crypto.randomUUID()}`;
const LINK = `https://folio.invalid/${crypto.randomUUID()}`;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** The email of an article, once: HTML with its CSS inlined and the plain text. */
export function prepareNewsletter(article: NewsletterArticle): PreparedNewsletter {
  const reason = escapeHtml(REASON);
  const html = newsletterHtml({
    title: escapeHtml(article.title),
    articleUrl: escapeHtml(article.url),
    byline: `By ${escapeHtml(article.authorName)}`,
    content: article.html,
    footer:
      `You get this email because you subscribed to ${reason} with this address. ` +
      `<a href="${LINK}">Unsubscribe or manage your subscriptions</a>; no account is needed.`,
  });
  const paragraphs = markdownToSearchText(article.body)
    .split('\n')
    .filter((line) => line.trim() !== '');
  const text = [
    article.title,
    `By ${article.authorName}`,
    '',
    paragraphs.join('\n\n'),
    '',
    `Read it on the site: ${article.url}`,
    '',
    '--',
    `You get this email because you subscribed to ${REASON} with this address.`,
    `Unsubscribe or manage your subscriptions (no account is needed): ${LINK}`,
    '',
  ].join('\n');
  return { subject: article.title, html, text };
}

/** The prepared email for one recipient. */
export function newsletterMessage(
  prepared: PreparedNewsletter,
  recipient: {
    from: string;
    to: string;
    /** What they subscribed to: "new articles by Ada Lovelace". */
    reason: string;
    unsubscribeUrl: string;
    messageId: string;
  },
): MailMessage {
  const fill = (part: string, escape: (text: string) => string) =>
    part
      .replaceAll(escape(REASON), escape(recipient.reason))
      .replaceAll(LINK, escape(recipient.unsubscribeUrl));
  return {
    from: recipient.from,
    to: recipient.to,
    subject: prepared.subject,
    messageId: recipient.messageId,
    text: fill(prepared.text, (text) => text),
    html: fill(prepared.html, escapeHtml),
    // RFC 8058: a mail client's "unsubscribe" button POSTs List-Unsubscribe=One-Click to the URL.
    headers: {
      'List-Unsubscribe': `<${recipient.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
