import type { FolioDatabase } from './database';
import type { ArticleEventRow, NewArticleEvent } from '../rows';
import { preparedOnce } from './statements';

// The revision history's events (migration 020): written by the article writes (server/domain/)
// inside their transaction, read newest first for the history.

const statements = preparedOnce((db) => ({
  insert: db.prepare(
    `INSERT INTO article_events (article_id, kind, revision, actor_id, created_at, scheduled_for,
       restored_from)
     VALUES (@articleId, @event, @revision, @actorId, @createdAt, @scheduledFor, @restoredFrom)`,
  ),
  newest: db.prepare(
    `SELECT 'ArticleEvent' AS kind, id, article_id AS articleId, kind AS event, revision,
       actor_id AS actorId, created_at AS createdAt, scheduled_for AS scheduledFor,
       restored_from AS restoredFrom
     FROM article_events WHERE article_id = ? ORDER BY id DESC LIMIT ?`,
  ),
  // Readers get the columns: the newest copy that holds them is the one they see. Equal texts
  // are compared in full (at most 100 KB each, over an article's few dozen kept copies).
  publicCopy: db
    .prepare(
      `SELECT r.number FROM article_revisions r JOIN articles a ON a.id = r.article_id
       WHERE r.article_id = ? AND r.number < ? AND r.title = a.title AND r.summary = a.summary
         AND r.body = a.body
       ORDER BY r.number DESC LIMIT 1`,
    )
    .pluck(),
}));

export function insertArticleEvent(db: FolioDatabase, event: NewArticleEvent): void {
  statements(db).insert.run(event);
}

/** An article's newest `first` events, id DESC. */
export function eventsOfArticle(
  db: FolioDatabase,
  articleId: number,
  first: number,
): ArticleEventRow[] {
  return statements(db).newest.all(articleId, first) as ArticleEventRow[];
}

/** RevisionStore.publicCopyNumber. */
export function publicCopyNumber(
  db: FolioDatabase,
  articleId: number,
  below: number,
): number | undefined {
  return statements(db).publicCopy.get(articleId, below) as number | undefined;
}
