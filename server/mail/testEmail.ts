// An editor's test email (issue 28 item 5): an article's newsletter, or the newsletter template
// around a sample text, sent to an address they type (accounts have no address), through the
// same mailer as newsletters and made by the same code, marked as a test in its subject and footer.
import crypto from 'node:crypto';
import type { Store } from '../db/store';
import { fromAddress, type Mailer } from './mailer';
import { newsletterMessage, prepareNewsletter } from './newsletterEmail';
import { prepareArticle, type RenderMarkdown } from './newsletterSender';

const SAMPLE = {
  title: 'A test email from Folio',
  body: 'This is how a newsletter from this site looks: the article, then why the reader gets it.',
};

/**
 * Sends the test email of the article `articleId` (any status), or of the template when null;
 * false when there is no such article. Rejects with the transport's error.
 */
export async function sendTestEmail(options: {
  store: Store;
  mailer: Mailer;
  render: RenderMarkdown;
  origin: string;
  to: string;
  articleId: number | null;
}): Promise<boolean> {
  const { store, render, origin } = options;
  let email;
  if (options.articleId === null) {
    const { html } = await render(SAMPLE.body, { origin, base: origin, cacheKey: 'test-email' });
    email = prepareNewsletter({ ...SAMPLE, authorName: 'Folio', url: `${origin}/`, html });
  } else {
    const prepared = await prepareArticle(store, render, origin, options.articleId, true);
    if (!prepared) return false;
    email = prepared.email;
  }
  const message = newsletterMessage(email, {
    from: fromAddress(origin),
    to: options.to,
    reason: 'this site (a test email an editor sent)',
    // A test reader has no subscription: the link leads to the subscribe page instead.
    unsubscribeUrl: `${origin}/subscribe`,
    messageId: `<test-${crypto.randomUUID()}@${new URL(origin).hostname}>`,
  });
  await options.mailer.send({ ...message, subject: `[Test] ${String(message.subject)}` });
  return true;
}
