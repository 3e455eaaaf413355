// The loop that delivers newsletters from the store's outbox (server/domain/newsletters.ts):
// lease a batch, send each email in turn at FOLIO_MAIL_RATE, settle each under the lease. One
// email at a time per sender, each settled before the next starts, so a crash leaves at most
// one email in doubt (server/README.md "Newsletters"). Each article's email is made once
// (rendered, CSS inlined) and kept while its emails go.
import type { NewsletterDelivery, SendResult } from '../db/newsletterStores';
import type { Store } from '../db/store';
import { fromAddress, type Mailer } from './mailer';
import { newsletterMessage, prepareNewsletter, type PreparedNewsletter } from './newsletterEmail';
import { newsletterMessageId, unsubscribeUrl } from './subscriptionLinks';

/** The reader's Markdown pipeline, as feeds use it (render/serverMarkdown.ts). */
export type RenderMarkdown = (
  source: string,
  options: { origin: string; base: string; cacheKey: string },
) => Promise<{ html: string }>;

export interface NewsletterSenderOptions {
  store: Store;
  mailer: Mailer;
  render: RenderMarkdown;
  /** The site's public origin: every link in an email is absolute on it. */
  origin: string;
  /** Emails a second this sender sends at most (FOLIO_MAIL_RATE, its share of it). */
  rate: number;
  /**
   * How long a sender holds the emails it leased (2 minutes by default): a crashed sender's
   * are taken by another this long after. A send begins only in the lease's first half, so the
   * second covers the SMTP timeouts (mailer.ts) of the last one.
   */
  leaseMs?: number;
  /** The first retry's wait after a temporary refusal, doubled each time (30 s by default). */
  retryBaseMs?: number;
  /** How often an idle sender looks for due emails (1 s by default). */
  pollMs?: number;
  now?: () => number;
  log?: (line: string) => void;
}

export interface NewsletterSender {
  /** Ends the loop after the email in hand is settled. */
  stop(): Promise<void>;
}

const MAX_BATCH = 50;
const KEPT_ARTICLES = 8;

/** Starts delivering; the loop runs until stopped, and never throws (failures are logged). */
export function startNewsletterSender(options: NewsletterSenderOptions): NewsletterSender {
  const { store, mailer, origin } = options;
  const now = options.now ?? Date.now;
  const leaseMs = options.leaseMs ?? 120_000;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 1000;
  const log = options.log ?? (() => {});
  const interval = 1000 / options.rate;
  // A batch paced at `rate` takes at most a quarter of the lease: its sends all begin in the
  // first half, with room for slow answers.
  const batch = Math.max(1, Math.min(MAX_BATCH, Math.floor((options.rate * leaseMs) / 4000)));
  const from = fromAddress(origin);
  const host = new URL(origin).hostname;
  const articles = new Map<number, Promise<Prepared | null>>();
  let stopped = false;
  let wake: (() => void) | null = null;
  let nextSlot = 0;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  const prepared = (articleId: number) => {
    let entry = articles.get(articleId);
    if (!entry) {
      entry = prepareArticle(store, options.render, origin, articleId);
      // A failed render is tried again with the next email rather than kept.
      void entry.catch(() => articles.delete(articleId));
      articles.set(articleId, entry);
      if (articles.size > KEPT_ARTICLES) articles.delete(articles.keys().next().value!);
    }
    return entry;
  };

  async function deliver(delivery: NewsletterDelivery): Promise<SendResult> {
    const article = await prepared(delivery.articleId);
    if (!article) return { accepted: false, withdrawn: true };
    const key = await store.subscriptions.signingKey();
    const message = newsletterMessage(article.email, {
      from,
      to: delivery.email,
      reason: article.reason(delivery.target),
      unsubscribeUrl: unsubscribeUrl(origin, key, {
        subscriberId: delivery.subscriberId,
        email: delivery.email,
      }),
      messageId: newsletterMessageId(key, host, delivery.articleId, delivery.subscriberId),
    });
    try {
      await mailer.send(message);
      return { accepted: true };
    } catch (error) {
      const { responseCode, message: text } = error as { responseCode?: unknown; message?: string };
      const code = typeof responseCode === 'number' ? responseCode : null;
      return { accepted: false, code, error: String(text ?? error) };
    }
  }

  async function runBatch(): Promise<number> {
    const leased = await store.newsletters.lease(now(), leaseMs, batch);
    for (const [i, delivery] of leased.entries()) {
      const wait = nextSlot - now();
      if (wait > 0 && !stopped) await sleep(wait);
      // Stopping, or too late in the lease to begin: the rest go back to the outbox untried.
      if (stopped || now() >= delivery.leaseUntil - leaseMs / 2) {
        await store.newsletters.release(leased.slice(i), now());
        break;
      }
      nextSlot = Math.max(now(), nextSlot) + interval;
      const result = await deliver(delivery);
      const outcome = await store.newsletters.settle(delivery, result, now(), retryBaseMs);
      if (outcome !== 'sent') {
        const why = 'error' in result ? `: ${result.error}` : '';
        log(`newsletter of article ${delivery.articleId} to ${delivery.email}: ${outcome}${why}`);
      }
    }
    return leased.length;
  }

  const loop = (async () => {
    while (!stopped) {
      let leased = 0;
      try {
        leased = await runBatch();
      } catch (error) {
        if (stopped) break;
        log(`sending newsletters failed: ${(error as Error).message}`);
      }
      if (leased === 0 && !stopped) await sleep(pollMs);
    }
  })();

  return {
    async stop() {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}

export interface Prepared {
  email: PreparedNewsletter;
  /** Why a subscriber of `target` gets it: "new articles by Ada Lovelace". */
  reason(target: string): string;
}

/**
 * The article's email, or null when it is no longer published (or gone); with `drafts`, of an
 * article in any status (an editor's test email).
 */
export async function prepareArticle(
  store: Store,
  render: RenderMarkdown,
  origin: string,
  articleId: number,
  drafts = false,
): Promise<Prepared | null> {
  const [article] = await store.articles.articlesByIds([articleId]);
  if (!article || (article.status !== 'PUBLISHED' && !drafts)) return null;
  const [author] = await store.users.usersByIds([article.authorId]);
  const tags = (await store.tags.tagsByArticleIds([articleId])).get(articleId) ?? [];
  const url = `${origin}/articles/${encodeURIComponent(article.slug)}`;
  const authorName = author?.name ?? 'Folio';
  const { html } = await render(article.body, {
    origin,
    base: url,
    cacheKey: `article:${article.id}:${article.revision}`,
  });
  const email = prepareNewsletter({
    title: article.title,
    body: article.body,
    authorName,
    url,
    html,
  });
  return {
    email,
    reason(target) {
      if (target === `author:${article.authorId}`) return `new articles by ${authorName}`;
      const tag = tags.find((t) => target === `tag:${t.id}`);
      return tag ? `new articles tagged #${tag.name}` : 'new articles on Folio';
    },
  };
}
