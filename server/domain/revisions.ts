// The revision rules (server/README.md "Revisions and pending edits"): every save keeps a copy
// numbered by the article's revision after it, older copies are thinned, and a published
// article's autosaves wait in a pending revision that becomes its text when it leaves
// PUBLISHED.
import { readingMinutes } from '../db/plainText';
import { revisionValues, type RevisionValues } from '../db/revisionValues';
import type { ArticleRow } from '../db/rows';
import type { ArticleQueries } from './articleQueries';
import { ask, type Work } from './work';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps a copy of a save, and thins the article's older copies (autosave makes one every few
 * seconds of typing): the newest KEEP_ALL all, then one an hour for a day, one a UTC day before.
 */
export function* recordRevision(
  q: ArticleQueries,
  article: Pick<ArticleRow, 'id' | 'revision'>,
  values: RevisionValues,
  authorId: number,
  createdAt: string,
): Work<void> {
  yield* ask(q.insertRevision(article.id, article.revision, values, authorId, createdAt));
  const dayAgo = new Date(Date.parse(createdAt) - DAY_MS).toISOString();
  yield* ask(q.pruneRevisions(article.id, dayAgo));
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
