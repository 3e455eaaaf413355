import { draftSlug, slugify } from '../../slug';
import { readingMinutes } from '../plainText';
import type { ArticleRow, ArticleStatus } from '../rows';
import type { ArticleChanges, NewArticle, SaveOptions, UpdateResult } from '../articleStores';
import { lockArticle, reload } from './articles';
import type { Exec, PgDb } from './db';
import { statement } from './db';
import { isUniqueViolation } from './pool';
import type { RevisionValues } from '../revisionValues';
import { foldPendingRevision, recordRevision, workingValues } from './revisions';
import { syncSearchIndex } from './search';
import { setArticleTags } from './tags';

// The article writes, each one transaction: the row is locked first (SELECT … FOR UPDATE), so a
// concurrent save of the same article waits and then sees the revision this one wrote, and the
// conflict check, the write, the revision copy, the tags and the search entry commit together.
// Slugs are unique by the articles_slug_key index. Writers of one title's public slug take
// turns under an advisory lock on it; a write whose slug the index refuses anyway (a slug
// like "a-2" chosen for two titles, an older server) is run again with a new one, up to 5 times.

const q = {
  // Writers choosing a public slug of one title take turns (until their commit), so they do not
  // all pick the same free slug and retry; the unique index stays the guarantee.
  lockSlug: statement(
    'articleWrites.lockSlug',
    `SELECT pg_advisory_xact_lock(hashtextextended('folio:slug:' || $1, 0))`,
  ),
  // Only slugs that were once public (draft slugs hold "--" and cannot collide). `base` is only
  // a-z, 0-9 and '-', so it is a safe LIKE prefix; extra rows only widen the taken set.
  publicLike: statement(
    'articleWrites.publicLike',
    `SELECT slug FROM articles
     WHERE (slug = $1 OR slug LIKE $2) AND published_at IS NOT NULL AND id <> $3`,
  ),
  insert: statement(
    'articleWrites.insert',
    `INSERT INTO articles (slug, title, summary, body, status, author_id, created_at, updated_at,
       published_at, revision, reading_minutes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 1, $10)
     RETURNING id`,
  ),
  remove: statement('articleWrites.remove', `DELETE FROM articles WHERE id = $1`),
  setStatus: statement(
    'articleWrites.setStatus',
    `UPDATE articles SET status = $2, slug = $3, updated_at = $4,
       published_at = COALESCE(published_at, $5::timestamptz), revision = revision + 1,
       scheduled_at = NULL, review_note = $6
     WHERE id = $1`,
  ),
  update: statement(
    'articleWrites.update',
    `UPDATE articles SET slug = $3, title = $4, summary = $5, body = $6, status = $7,
       updated_at = $8, edited_at = $8, reading_minutes = $9, revision = revision + 1,
       pending_revision = NULL
     WHERE id = $1 AND revision = $2`,
  ),
  updatePending: statement(
    'articleWrites.updatePending',
    `UPDATE articles SET revision = revision + 1, pending_revision = revision + 1
     WHERE id = $1 AND revision = $2`,
  ),
};

const SLUG_ATTEMPTS = 5;

/** The public slug for `title`: its slug, or -2, -3 … past the once-public ones and `refused`. */
async function publicSlug(
  tx: Exec,
  title: string,
  articleId: number,
  refused: ReadonlySet<string>,
): Promise<string> {
  const base = slugify(title);
  await tx.rows(q.lockSlug(base));
  const rows = await tx.rows<{ slug: string }>(q.publicLike(base, `${base}-%`, articleId));
  const taken = new Set([...refused, ...rows.map((r) => r.slug)]);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** PostgreSQL ended this transaction to break a deadlock (SQLSTATE 40P01): it may run again. */
function isDeadlock(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '40P01';
}

/**
 * Runs `write` in a transaction, again while the unique index refuses the slug it chose
 * (passed through `claim`; `refused` holds the slugs refused so far) or a deadlock ended it.
 */
async function withFreeSlug<T>(
  db: PgDb,
  write: (tx: Exec, claim: (slug: string) => string, refused: ReadonlySet<string>) => Promise<T>,
): Promise<T> {
  const refused = new Set<string>();
  for (let attempt = 1; ; attempt++) {
    let tried: string | null = null;
    const claim = (slug: string): string => (tried = slug);
    try {
      return await db.tx((tx) => write(tx, claim, refused));
    } catch (error) {
      const slugTaken = tried !== null && isUniqueViolation(error, 'articles_slug_key');
      if (attempt >= SLUG_ATTEMPTS || !(slugTaken || isDeadlock(error))) throw error;
      if (slugTaken) refused.add(tried!);
    }
  }
}

/** setArticleStatus's work, on a locked row (the scheduler's publish shares it). */
export async function changeStatus(
  tx: Exec,
  current: ArticleRow,
  status: ArticleStatus,
  now: string,
  claim: (slug: string) => string,
  refused: ReadonlySet<string>,
  reviewNote: string | null = null,
): Promise<ArticleRow> {
  const firstPublish = status === 'PUBLISHED' && current.publishedAt === null;
  if (status !== 'PUBLISHED') await foldPendingRevision(tx, current);
  const slug = firstPublish
    ? await publicSlug(tx, current.title, current.id, refused)
    : current.slug;
  await tx.run(
    q.setStatus(
      current.id,
      status,
      claim(slug),
      now,
      status === 'PUBLISHED' ? now : null,
      reviewNote,
    ),
  );
  const row = await reload(tx, current.id);
  await syncSearchIndex(tx, row);
  return row;
}

/** The writes of ArticleStore. */
export function articleWrites(db: PgDb) {
  return {
    insertArticle(article: NewArticle): Promise<ArticleRow> {
      const status = article.status ?? 'DRAFT';
      const publishedAt = article.publishedAt ?? null;
      const isPublic = status === 'PUBLISHED' || publishedAt !== null;
      return withFreeSlug(db, async (tx, claim, refused) => {
        const slug = isPublic
          ? await publicSlug(tx, article.title, 0, refused)
          : draftSlug(article.title);
        const inserted = await tx.first<{ id: number }>(
          q.insert(
            claim(slug),
            article.title,
            article.summary,
            article.body,
            status,
            article.authorId,
            article.createdAt,
            publishedAt ?? article.createdAt,
            publishedAt,
            readingMinutes(article.body),
          ),
        );
        const id = inserted!.id;
        await setArticleTags(tx, id, article.tags);
        const row = await reload(tx, id);
        await recordRevision(tx, row, article, article.authorId, article.createdAt);
        await syncSearchIndex(tx, row);
        return row;
      });
    },

    updateArticle(
      id: number,
      revision: number,
      changes: ArticleChanges,
      now: string,
      options: SaveOptions,
    ): Promise<UpdateResult> {
      return withFreeSlug(db, async (tx, claim): Promise<UpdateResult> => {
        const current = await lockArticle(tx, id);
        if (current.revision !== revision) return { ok: false, article: current };
        const working = await workingValues(tx, current);
        const values: RevisionValues = {
          title: changes.title ?? working.title,
          summary: changes.summary ?? working.summary,
          body: changes.body ?? working.body,
          tags: changes.tags ?? working.tags,
        };
        if (options.autosave && current.status === 'PUBLISHED') {
          await tx.run(q.updatePending(id, revision));
          const row = await reload(tx, id);
          await recordRevision(tx, row, values, options.by, now);
          return { ok: true, article: row };
        }
        const { title, body } = values;
        const slug =
          current.publishedAt === null && title !== current.title ? draftSlug(title) : current.slug;
        await tx.run(
          q.update(
            id,
            revision,
            claim(slug),
            title,
            values.summary,
            body,
            current.status === 'ARCHIVED' && !options.autosave ? 'DRAFT' : current.status,
            now,
            body === current.body ? current.readingMinutes : readingMinutes(body),
          ),
        );
        if (changes.tags || current.pendingRevision !== null) {
          await setArticleTags(tx, id, values.tags);
        }
        const row = await reload(tx, id);
        await recordRevision(tx, row, values, options.by, now);
        await syncSearchIndex(tx, row);
        return { ok: true, article: row };
      });
    },

    setArticleStatus(
      id: number,
      status: ArticleStatus,
      now: string,
      reviewNote: string | null = null,
    ): Promise<ArticleRow> {
      return withFreeSlug(db, async (tx, claim, refused) =>
        changeStatus(tx, await lockArticle(tx, id), status, now, claim, refused, reviewNote),
      );
    },

    deleteArticle(id: number): Promise<boolean> {
      // The search entry, tag links, comments and revisions go by ON DELETE CASCADE.
      return db.tx(async (tx) => (await tx.run(q.remove(id))) === 1);
    },
  };
}

export { withFreeSlug };
