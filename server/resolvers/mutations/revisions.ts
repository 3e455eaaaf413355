import { publishAtRule } from '../../../schema/rules';
import { updateArticle as saveArticle } from '../../db/articleSaves';
import { articlesByIds } from '../../db/articles';
import { revisionByNumber, revisionValues } from '../../db/revisions';
import { setSchedule } from '../../db/schedule';
import { invalid, isBlank, MESSAGES } from '../../validation';
import type { MutationResolver } from '../types';
import { conflict } from './articles';
import { isoNow, requireEditableArticle } from './guards';

/**
 * Saves a kept revision's fields as a new revision, with updateArticle's conflict check (on
 * `expectedRevision`, else the stored one) in the same transaction. On a PUBLISHED article the
 * restore is a pending revision, as an autosave is: readers keep the published text until the
 * writer updates it.
 */
export const restoreRevision: MutationResolver<'restoreRevision'> = async (_, { input }, ctx) => {
  const { viewer, article } = await requireEditableArticle(ctx, input.articleId);
  const expected = input.expectedRevision ?? article.revision;
  if (expected !== article.revision) return conflict(article);
  const kept = revisionByNumber(ctx.db, article.id, input.revision);
  if (!kept) {
    return {
      article,
      userErrors: [
        invalid('revision', `This article has no revision ${input.revision} to restore.`),
      ],
    };
  }
  const result = saveArticle(ctx.db, article.id, expected, revisionValues(kept), isoNow(ctx), {
    by: viewer.id,
    autosave: article.status === 'PUBLISHED',
  });
  return result.ok ? { article: result.article, userErrors: [] } : conflict(result.article);
};

/**
 * Sets a draft to publish itself at `publishAt` (server/scheduler.ts publishes it), or cancels
 * the schedule with null. publishArticle's rules hold: only a draft, and not an empty one.
 */
export const scheduleArticle: MutationResolver<'scheduleArticle'> = async (_, { input }, ctx) => {
  const { article } = await requireEditableArticle(ctx, input.id);
  const publishAt = input.publishAt ?? null;
  if (publishAt === null) {
    setSchedule(ctx.db, article.id, null);
    return { article: reread(ctx.db, article.id), userErrors: [] };
  }
  if (article.status !== 'DRAFT') {
    return { article, userErrors: [invalid(null, MESSAGES.scheduleDraftOnly)] };
  }
  const rule = publishAtRule(publishAt, ctx.now());
  if ('error' in rule) return { article, userErrors: [invalid('publishAt', rule.error)] };
  if (isBlank(article.body)) {
    return { article, userErrors: [invalid('body', MESSAGES.emptyBody)] };
  }
  // Refused by the store only when the draft was published or archived meanwhile.
  if (!setSchedule(ctx.db, article.id, new Date(rule.at).toISOString())) {
    return { article, userErrors: [invalid(null, MESSAGES.scheduleDraftOnly)] };
  }
  return { article: reread(ctx.db, article.id), userErrors: [] };
};

function reread(db: Parameters<typeof articlesByIds>[0], id: number) {
  const [row] = articlesByIds(db, [id]);
  if (!row) throw new Error(`Article ${id} vanished`);
  return row;
}
