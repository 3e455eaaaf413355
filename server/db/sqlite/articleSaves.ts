import { draftSlug } from '../../slug';
import { reload } from './articles';
import { withFreeSlug } from './articleSlugs';
import type { FolioDatabase } from './database';
import { readingMinutes } from '../plainText';
import type { RevisionValues } from '../revisionValues';
import { recordRevision, workingValues } from './revisions';
import type { ArticleChanges, SaveOptions, UpdateResult } from '../articleStores';
import { syncSearchIndex } from './search';
import { preparedOnce } from './statements';
import { setArticleTags } from './tags';

// A save of an article's fields: the conflict check, the write and its revision's copy in one
// transaction, so a save based on a stale revision never overwrites a newer one.

const statements = preparedOnce((db) => ({
  update: db.prepare(
    `UPDATE articles SET slug = @slug, title = @title, summary = @summary, body = @body,
       status = @status, updated_at = @updatedAt, edited_at = @updatedAt,
       reading_minutes = @readingMinutes, revision = revision + 1, pending_revision = NULL
     WHERE id = @id AND revision = @revision`,
  ),
  // A published article's edits kept aside: the published columns stay as readers see them.
  updatePending: db.prepare(
    `UPDATE articles SET revision = revision + 1, pending_revision = revision + 1
     WHERE id = @id AND revision = @revision`,
  ),
}));

/**
 * Saves a new revision when `revision` is still the stored one; otherwise
 * changes nothing and returns the stored article (the check and the write
 * are one transaction). Fields left out keep the working values (a pending
 * revision's, if any). A plain save of an archived article returns it to
 * DRAFT, and of a published one makes its pending edits public. A
 * never-published article's draft slug follows its title; a slug once public
 * never changes.
 */
export function updateArticle(
  db: FolioDatabase,
  id: number,
  revision: number,
  changes: ArticleChanges,
  now: string,
  options: SaveOptions,
): UpdateResult {
  return withFreeSlug(db, (use): UpdateResult => {
    const current = reload(db, id);
    if (current.revision !== revision) return { ok: false, article: current };
    const working = workingValues(db, current);
    const values: RevisionValues = {
      title: changes.title ?? working.title,
      summary: changes.summary ?? working.summary,
      body: changes.body ?? working.body,
      tags: changes.tags ?? working.tags,
    };
    const s = statements(db);
    if (options.autosave && current.status === 'PUBLISHED') {
      if (s.updatePending.run({ id, revision }).changes !== 1) {
        return { ok: false, article: reload(db, id) };
      }
      const row = reload(db, id);
      recordRevision(db, row, values, options.by, now);
      return { ok: true, article: row };
    }
    const { title, body } = values;
    const result = s.update.run({
      id,
      revision,
      slug: use(
        current.publishedAt === null && title !== current.title ? draftSlug(title) : current.slug,
      ),
      title,
      summary: values.summary,
      body,
      status: current.status === 'ARCHIVED' && !options.autosave ? 'DRAFT' : current.status,
      updatedAt: now,
      readingMinutes: body === current.body ? current.readingMinutes : readingMinutes(body),
    });
    if (result.changes !== 1) return { ok: false, article: reload(db, id) };
    if (changes.tags || current.pendingRevision !== null) setArticleTags(db, id, values.tags);
    const row = reload(db, id);
    recordRevision(db, row, values, options.by, now);
    syncSearchIndex(db, row);
    return { ok: true, article: row };
  });
}
