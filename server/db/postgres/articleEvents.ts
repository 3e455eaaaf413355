import type { ArticleEventRow, NewArticleEvent } from '../rows';
import type { Exec } from './db';
import { statement } from './db';

// The revision history's events (migration 014): written by the article writes (server/domain/)
// inside their transaction, read newest first for the history.

const q = {
  insert: statement(
    'articleEvents.insert',
    `INSERT INTO article_events (article_id, kind, revision, actor_id, created_at, scheduled_for,
       restored_from)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
  ),
  newest: statement(
    'articleEvents.newest',
    `SELECT 'ArticleEvent' AS kind, id, article_id AS "articleId", kind AS event, revision,
       actor_id AS "actorId",
       folio_iso(created_at) AS "createdAt", folio_iso(scheduled_for) AS "scheduledFor",
       restored_from AS "restoredFrom"
     FROM article_events WHERE article_id = $1 ORDER BY id DESC LIMIT $2`,
  ),
  // Readers get the columns: the newest copy that holds them is the one they see. Equal texts
  // are compared in full (at most 100 KB each, over an article's few dozen kept copies).
  publicCopy: statement(
    'articleEvents.publicCopy',
    `SELECT r.number FROM article_revisions r JOIN articles a ON a.id = r.article_id
     WHERE r.article_id = $1 AND r.number < $2 AND r.title = a.title AND r.summary = a.summary
       AND r.body = a.body
     ORDER BY r.number DESC LIMIT 1`,
  ),
};

export async function insertArticleEvent(tx: Exec, e: NewArticleEvent): Promise<void> {
  await tx.run(
    q.insert(
      e.articleId,
      e.event,
      e.revision,
      e.actorId,
      e.createdAt,
      e.scheduledFor,
      e.restoredFrom,
    ),
  );
}

/** An article's newest `first` events, id DESC. */
export function eventsOfArticle(
  on: Exec,
  articleId: number,
  first: number,
): Promise<ArticleEventRow[]> {
  return on.rows<ArticleEventRow>(q.newest(articleId, first));
}

/** RevisionStore.publicCopyNumber. */
export async function publicCopyNumber(
  on: Exec,
  articleId: number,
  below: number,
): Promise<number | undefined> {
  const row = await on.first<{ number: number }>(q.publicCopy(articleId, below));
  return row?.number;
}
