import { publishAtRule } from '../../../../schema/rules';
import { revisionValues } from '../../../db/revisionValues';
import type { Store } from '../../../db/store';
import { invalid, isBlank, MESSAGES } from '../../../domain/validation';
import type { MutationResolver } from '../types';
import { conflict } from './articles';
import { isoNow, requireEditableArticle, requirePublishableArticle, spendWrite } from './guards';

/**
 * Saves a kept revision's fields as a new revision, with updateArticle's conflict check (on
 * `expectedRevision`, else the stored one) in the same transaction. On a PUBLISHED article the
 * restore is a pending revision, as an autosave is: readers keep the published text until the
 * writer updates it.
 */
export const restoreRevision: MutationResolver<'restoreRevision'> = async (_, { input }, ctx) => {
  const { viewer, article } = await requireEditableArticle(ctx, input.articleId);
  await spendWrite(ctx, 'updateArticle', viewer.id);
  const expected = input.expectedRevision ?? article.revision;
  if (expected !== article.revision) return conflict(article);
  const kept = await ctx.store.revisions.revisionByNumber(article.id, input.revision);
  if (!kept) {
    return {
      article,
      userErrors: [
        invalid('revision', `This article has no revision ${input.revision} to restore.`),
      ],
    };
  }
  const result = await ctx.store.articles.updateArticle(
    article.id,
    expected,
    revisionValues(kept),
    isoNow(ctx),
    {
      by: viewer.id,
      autosave: article.status === 'PUBLISHED',
      restoredFrom: kept.number,
    },
  );
  return result.ok ? { article: result.article, userErrors: [] } : conflict(result.article);
};

/**
 * Sets a draft to publish itself at `publishAt` (server/http/scheduler.ts publishes it), or cancels
 * the schedule with null. publishArticle's rules hold: only a draft, and not an empty one.
 */
export const scheduleArticle: MutationResolver<'scheduleArticle'> = async (_, { input }, ctx) => {
  const { viewer, article } = await requirePublishableArticle(ctx, input.id);
  await spendWrite(ctx, 'publish', viewer.id);
  const publishAt = input.publishAt ?? null;
  const made = { by: viewer.id, now: isoNow(ctx) };
  if (publishAt === null) {
    await ctx.store.schedule.setSchedule(article.id, null, made);
    return { article: await reread(ctx.store, article.id), userErrors: [] };
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
  const at = new Date(rule.at).toISOString();
  if (!(await ctx.store.schedule.setSchedule(article.id, at, made))) {
    return { article, userErrors: [invalid(null, MESSAGES.scheduleDraftOnly)] };
  }
  return { article: await reread(ctx.store, article.id), userErrors: [] };
};

async function reread(store: Store, id: number) {
  const [row] = await store.articles.articlesByIds([id]);
  if (!row) throw new Error(`Article ${id} vanished`);
  return row;
}
