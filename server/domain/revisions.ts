// The revision rules (server/README.md "Revisions and pending edits"): every save keeps a copy
// numbered by the article's revision after it, older copies are thinned, and a published
// article's autosaves wait in a pending revision that becomes its text when it leaves
// PUBLISHED.
import { readingMinutes } from '../db/plainText';
import { KEEP_ALL, revisionValues, type RevisionValues } from '../db/revisionValues';
import type { ArticleRow } from '../db/rows';
import type { ArticleQueries, RevisionTime } from './articleQueries';
import { ask, type Work } from './work';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps a copy of a save, and thins the article's older copies (autosave makes one every few
 * seconds of typing).
 */
export function* recordRevision(
  q: ArticleQueries,
  article: Pick<ArticleRow, 'id' | 'revision' | 'pendingRevision'>,
  values: RevisionValues,
  authorId: number,
  createdAt: string,
): Work<void> {
  yield* ask(q.insertRevision(article.id, article.revision, values, authorId, createdAt));
  const dayAgo = new Date(Date.parse(createdAt) - DAY_MS).toISOString();
  const times = yield* ask(q.revisionTimes(article.id));
  const drop = thinned(times, article.pendingRevision, dayAgo);
  if (drop.length > 0) yield* ask(q.deleteRevisions(article.id, drop));
}

/**
 * The copies thinning drops, of an article's copies in number DESC order: a copy goes when a
 * newer one of its UTC hour (for a copy of the last day) or of its UTC day (older) exists,
 * unless it is among the newest KEEP_ALL or is the pending revision. So a day of typing keeps
 * at most ~75 copies, and each older day of edits one, its last. Times are ISO strings in UTC
 * (storedTime.ts): their first 13 characters name the hour, the first 10 the day.
 */
export function thinned(
  copies: readonly RevisionTime[],
  pendingRevision: number | null,
  dayAgo: string,
): number[] {
  const newerHours = new Set<string>();
  const newerDays = new Set<string>();
  const drop: number[] = [];
  copies.forEach(({ number, createdAt }, index) => {
    const hour = createdAt.slice(0, 13);
    const day = createdAt.slice(0, 10);
    const superseded = createdAt >= dayAgo ? newerHours.has(hour) : newerDays.has(day);
    if (index >= KEEP_ALL && number !== pendingRevision && superseded) drop.push(number);
    newerHours.add(hour);
    newerDays.add(day);
  });
  return drop;
}

/** What the editor edits: a published article's pending revision, else the article itself. */
export function* workingValues(q: ArticleQueries, article: ArticleRow): Work<RevisionValues> {
  const pending =
    article.pendingRevision === null
      ? undefined
      : yield* ask(q.revisionByNumber(article.id, article.pendingRevision));
  if (pending) return revisionValues(pending);
  const { title, summary, body } = article;
  return { title, summary, body, tags: yield* ask(q.articleTags(article.id)) };
}

/** Makes a pending revision the article's own text: nobody reads the published one any more. */
export function* foldPendingRevision(q: ArticleQueries, article: ArticleRow): Work<void> {
  if (article.pendingRevision === null) return;
  const pending = yield* workingValues(q, article);
  const { title, summary, body } = pending;
  yield* ask(
    q.foldPending(article.id, { title, summary, body, readingMinutes: readingMinutes(body) }),
  );
  yield* ask(q.setTags(article.id, pending.tags));
}
