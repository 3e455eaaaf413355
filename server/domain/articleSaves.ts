// The article saves, decided here for both engines (server/README.md "Revisions and pending
// edits"): an article's first copy, and every save after it with its conflict check, its
// revision copy, its tags and its search entry, in one transaction.
import { draftSlug } from './slug';
import { readingMinutes } from '../db/plainText';
import type { RevisionValues } from '../db/revisionValues';
import type { ArticleRow } from '../db/rows';
import type { ArticleChanges, NewArticle, SaveOptions, UpdateResult } from '../db/articleStores';
import { present, type ArticleQueries } from './articleQueries';
import { publicSlug } from './articleSlugs';
import { recordRevision, workingValues } from './revisions';
import { searchEntry } from './searchEntry';
import { ask, type Work } from './work';

/**
 * Inserts an article (a DRAFT unless told otherwise) with its tags, first copy and search
 * entry. A never-public article gets a draft slug; one inserted as published (the demo seed)
 * its public slug at once.
 */
export function* insertArticle(
  q: ArticleQueries,
  article: NewArticle,
  claim: (slug: string) => string,
  refused: ReadonlySet<string>,
): Work<ArticleRow> {
  const status = article.status ?? 'DRAFT';
  const publishedAt = article.publishedAt ?? null;
  const isPublic = status === 'PUBLISHED' || publishedAt !== null;
  const slug = isPublic
    ? yield* publicSlug(q, article.slug ?? article.title, 0, refused)
    : draftSlug(article.title);
  const id = yield* ask(
    q.insertArticle({
      slug: claim(slug),
      title: article.title,
      summary: article.summary,
      body: article.body,
      status,
      authorId: article.authorId,
      createdAt: article.createdAt,
      updatedAt: publishedAt ?? article.createdAt,
      publishedAt,
      readingMinutes: readingMinutes(article.body),
    }),
  );
  yield* ask(q.setTags(id, article.tags));
  const row = present(yield* ask(q.reloadArticle(id)), id);
  yield* recordRevision(q, row, article, article.authorId, article.createdAt);
  yield* ask(q.setSearchEntry(id, searchEntry(row)));
  return row;
}

/**
 * Saves a new revision when `revision` is still the stored one; otherwise changes nothing and
 * returns the stored article, so a save based on a stale revision never overwrites a newer
 * one. Fields left out keep the working values (a pending revision's, if any). An autosave of
 * a PUBLISHED article only becomes its pending revision: readers keep the published text. A
 * plain save of an ARCHIVED article returns it to DRAFT, and of a published one makes its
 * pending edits public. A never-published article's draft slug follows its title; a slug once
 * public never changes. Reading time is counted again only when the body changed.
 */
export function* updateArticle(
  q: ArticleQueries,
  id: number,
  revision: number,
  changes: ArticleChanges,
  now: string,
  options: SaveOptions,
  claim: (slug: string) => string,
): Work<UpdateResult> {
  const current = present(yield* ask(q.lockArticle(id)), id);
  if (current.revision !== revision) return { ok: false, article: current };
  const working = yield* workingValues(q, current);
  const values: RevisionValues = {
    title: changes.title ?? working.title,
    summary: changes.summary ?? working.summary,
    body: changes.body ?? working.body,
    tags: changes.tags ?? working.tags,
  };
  const pendingOnly = options.autosave && current.status === 'PUBLISHED';
  const { title, summary, body } = values;
  const wrote = pendingOnly
    ? yield* ask(q.keepPending(id, revision))
    : yield* ask(
        q.updateArticle(id, revision, {
          slug: claim(
            current.publishedAt === null && title !== current.title
              ? draftSlug(title)
              : current.slug,
          ),
          title,
          summary,
          body,
          status: current.status === 'ARCHIVED' && !options.autosave ? 'DRAFT' : current.status,
          updatedAt: now,
          readingMinutes: body === current.body ? current.readingMinutes : readingMinutes(body),
        }),
      );
  if (!wrote) return { ok: false, article: present(yield* ask(q.reloadArticle(id)), id) };
  // The columns took the working values: tags that were pending (or are new) become the article's.
  if (!pendingOnly && (changes.tags || current.pendingRevision !== null)) {
    yield* ask(q.setTags(id, values.tags));
  }
  const row = present(yield* ask(q.reloadArticle(id)), id);
  yield* recordRevision(q, row, values, options.by, now);
  if (!pendingOnly) yield* ask(q.setSearchEntry(id, searchEntry(row)));
  // A plain save of an archived article makes it a draft: the history shows the move.
  if (current.status === 'ARCHIVED' && row.status === 'DRAFT') {
    yield* ask(
      q.recordEvent({
        articleId: id,
        event: 'UNARCHIVED',
        revision: row.revision,
        actorId: options.by,
        createdAt: now,
        scheduledFor: null,
        restoredFrom: null,
      }),
    );
  }
  if (options.restoredFrom !== undefined) {
    yield* ask(
      q.recordEvent({
        articleId: id,
        event: 'RESTORED',
        revision: row.revision,
        actorId: options.by,
        createdAt: now,
        scheduledFor: null,
        restoredFrom: options.restoredFrom,
      }),
    );
  }
  return { ok: true, article: row };
}
