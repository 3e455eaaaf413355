// An article's moves between statuses (ARTICLE_STATUSES in schema/rules.ts: DRAFT, IN_REVIEW,
// PUBLISHED, ARCHIVED), decided here for both engines; who may make which move is the
// resolvers' rule (server/graphql/resolvers/mutations/), what a move does to the article is this one.
import { isBlank } from '../../schema/rules';
import type { EventMaker } from '../db/articleStores';
import type { ArticleEventKind, ArticleRow, ArticleStatus } from '../db/rows';
import { present, type ArticleQueries } from './articleQueries';
import { publicSlug } from './articleSlugs';
import { foldPendingRevision } from './revisions';
import { searchEntry } from './searchEntry';
import { ask, type Work } from './work';

/**
 * Moves a held article to `status` as a new revision (no copy kept): an editor tab opened
 * before the move then saves into a CONFLICT instead of silently undoing it. The first publish
 * sets `publishedAt` and the public slug, for good; any move ends a schedule; leaving PUBLISHED
 * makes pending edits the text (nobody reads the published one now); search follows; the first
 * publish queues the newsletter (newsletters.ts) and notifies followers (notifications.ts); the
 * history records the move as an event, made `by` a user or (null) by the schedule.
 */
export function* changeStatus(
  q: ArticleQueries,
  current: ArticleRow,
  status: ArticleStatus,
  now: string,
  claim: (slug: string) => string,
  refused: ReadonlySet<string>,
  reviewNote: string | null = null,
  by: number | null = null,
): Work<ArticleRow> {
  const firstPublish = status === 'PUBLISHED' && current.publishedAt === null;
  if (status !== 'PUBLISHED') yield* foldPendingRevision(q, current);
  const slug = firstPublish
    ? yield* publicSlug(q, current.title, current.id, refused)
    : current.slug;
  yield* ask(
    q.setStatus(current.id, {
      status,
      slug: claim(slug),
      updatedAt: now,
      publishedAt: status === 'PUBLISHED' ? now : null,
      reviewNote,
    }),
  );
  const row = present(yield* ask(q.reloadArticle(current.id)), current.id);
  yield* ask(q.setSearchEntry(row.id, searchEntry(row)));
  yield* ask(
    q.recordEvent({
      articleId: row.id,
      event: moveEvent(current.status, status),
      revision: row.revision,
      actorId: by,
      createdAt: now,
      scheduledFor: null,
      restoredFrom: null,
    }),
  );
  // Subscribers hear of a new article once: at its first publish, in the same transaction, so
  // a publish that commits has queued its emails (a republish after an unpublish does not).
  if (firstPublish) {
    yield* ask(q.queueNewsletter(row.id, Date.parse(now)));
    yield* ask(q.notifyFollowers(row.id, now));
  }
  return row;
}

/**
 * Decides one due article (Store.schedule.publishIfDue), its rules checked again on the held
 * row, so a due article is decided once whichever process runs it: still a DRAFT with a body,
 * it is published; scheduled but no longer publishable, its schedule is cleared. Times are ISO
 * strings of one form (storedTime.ts), so comparing them as text compares them in time.
 */
export function* publishIfDue(
  q: ArticleQueries,
  id: number,
  now: string,
  claim: (slug: string) => string,
  refused: ReadonlySet<string>,
): Work<boolean> {
  const article = yield* ask(q.lockArticle(id));
  if (!article || article.scheduledAt === null || article.scheduledAt > now) return false;
  if (article.status !== 'DRAFT' || isBlank(article.body)) {
    yield* ask(q.setSchedule(id, null));
    return false;
  }
  yield* changeStatus(q, article, 'PUBLISHED', now, claim, refused);
  return true;
}

/** The history's name for a move from one status to another. */
export function moveEvent(from: ArticleStatus, to: ArticleStatus): ArticleEventKind {
  if (to === 'DRAFT') {
    if (from === 'IN_REVIEW') return 'RETURNED';
    return from === 'ARCHIVED' ? 'UNARCHIVED' : 'UNPUBLISHED';
  }
  if (to === 'IN_REVIEW') return 'SUBMITTED';
  return to;
}

/**
 * Sets (an ISO time) or clears (null) an article's schedule (Store.schedule.setSchedule): a
 * schedule is set on a DRAFT only, so false when the article is no longer one; null always
 * clears. Setting one, or clearing one there was, is an event of the history, as `made`.
 */
export function* setSchedule(
  q: ArticleQueries,
  id: number,
  at: string | null,
  made: EventMaker = { by: null, now: new Date().toISOString() },
): Work<boolean> {
  const article = yield* ask(q.lockArticle(id));
  if (at !== null && article?.status !== 'DRAFT') return false;
  const set = yield* ask(q.setSchedule(id, at));
  if (set && article && (at !== null || article.scheduledAt !== null)) {
    yield* ask(
      q.recordEvent({
        articleId: id,
        event: at === null ? 'UNSCHEDULED' : 'SCHEDULED',
        revision: article.revision,
        actorId: made.by,
        createdAt: made.now,
        scheduledFor: at,
        restoredFrom: null,
      }),
    );
  }
  return set;
}
