import { canPublishArticle, canSubmitArticle, canWrite, isEditor } from '../../../auth/permissions';
import type { ArticleRow, ArticleStatus, UserRow } from '../../../db/rows';
import { reviewNoteError } from '../../../../schema/rules';
import { encodeCursor } from '../../connections';
import type { Context } from '../../context';
import { notFound } from '../../errors';
import { toGlobalId } from '../../ids';
import { checkMarkdown } from '../../../markdown/markdownBudget';
import {
  invalid,
  isBlank,
  MESSAGES,
  validateArticleFields,
  type UserError,
} from '../../../domain/validation';
import type { MutationResolver } from '../types';
import {
  isoNow,
  requireArticle,
  requireEditableArticle,
  requirePublishableArticle,
  requireViewerWho,
  spendWrite,
} from './guards';

interface ArticlePayload {
  article: ArticleRow | null;
  userErrors: UserError[];
}

/** Creates a DRAFT owned by the viewer; the edge fits the viewer's drafts connection. */
export const createArticle: MutationResolver<'createArticle'> = async (_, { input }, ctx) => {
  const viewer = await requireViewerWho(ctx, canWrite);
  await spendWrite(ctx, 'createArticle', viewer.id);
  const fields = validateArticleFields({
    title: input.title,
    body: input.body,
    summary: input.summary ?? '',
    tags: input.tags ?? [],
  });
  const { value, errors } = await checkBody(fields, viewer.id);
  if (errors.length) return { article: null, articleEdge: null, userErrors: errors };
  const article = await ctx.store.articles.insertArticle({
    authorId: viewer.id,
    title: value.title ?? '',
    body: value.body ?? '',
    summary: value.summary ?? '',
    tags: value.tags ?? [],
    createdAt: isoNow(ctx),
  });
  return {
    article,
    articleEdge: {
      cursor: encodeCursor(ctx.store, 'Article', article.updatedAt, article.id),
      node: article,
    },
    userErrors: [],
  };
};

/** Saves a revision, or reports CONFLICT with the stored version when `revision` is stale. */
export const updateArticle: MutationResolver<'updateArticle'> = async (_, { input }, ctx) => {
  const { viewer, article } = await requireEditableArticle(ctx, input.id);
  await spendWrite(ctx, 'updateArticle', viewer.id);
  if (article.revision !== input.revision) return conflict(article);
  const fields = validateArticleFields({
    title: input.title ?? undefined,
    body: input.body ?? undefined,
    summary: input.summary ?? undefined,
    tags: input.tags ?? undefined,
  });
  // A body the article already holds is accepted as stored, whatever rules it was saved under:
  // a save that keeps it (a new title or tags, an autosave of the rest) neither waits for the
  // check again nor is refused for text the writer did not change.
  const bodyKept = fields.value.body === undefined || fields.value.body === article.body;
  const { value, errors } = bodyKept ? fields : await checkBody(fields, viewer.id);
  if (errors.length) return { article, userErrors: errors };
  const result = await ctx.store.articles.updateArticle(
    article.id,
    input.revision,
    value,
    isoNow(ctx),
    {
      by: viewer.id,
      autosave: input.autosave === true,
    },
  );
  return result.ok ? { article: result.article, userErrors: [] } : conflict(result.article);
};

/**
 * The body's formatting check, in a worker thread, which also reduces a body it accepts to the
 * plain text the save stores (reading time, search index): none of it on the event loop.
 */
function checkBody<T extends { value: { body?: string }; errors: UserError[] }>(
  fields: T,
  account: number,
) {
  return checkMarkdown(fields, 'body', (checked) => checked.body, account);
}

/** A stale revision: nothing changed, and the payload carries the stored article. */
export function conflict(stored: ArticleRow): ArticlePayload {
  return {
    article: stored,
    userErrors: [
      invalid(
        'revision',
        `Someone saved a newer version of this article (revision ${stored.revision}).`,
        'CONFLICT',
      ),
    ],
  };
}

async function transition(
  ctx: Context,
  globalId: string,
  allowedFrom: readonly ArticleStatus[],
  to: ArticleStatus,
  refusal: string,
  rule: (viewer: UserRow, article: ArticleRow) => boolean = canPublishArticle,
  reviewNote: string | null = null,
): Promise<ArticlePayload> {
  const { viewer, article } = await requireArticle(ctx, globalId, rule);
  await spendWrite(ctx, 'publish', viewer.id);
  if (!allowedFrom.includes(article.status)) {
    return { article, userErrors: [invalid(null, refusal)] };
  }
  if ((to === 'PUBLISHED' || to === 'IN_REVIEW') && isBlank(article.body)) {
    return { article, userErrors: [invalid('body', MESSAGES.emptyBody)] };
  }
  const now = isoNow(ctx);
  const saved = await ctx.store.articles.setArticleStatus(
    article.id,
    to,
    now,
    reviewNote,
    viewer.id,
  );
  return { article: saved, userErrors: [] };
}

/** DRAFT → PUBLISHED; IN_REVIEW → PUBLISHED by an editor (canPublishArticle). */
export const publishArticle: MutationResolver<'publishArticle'> = (_, { input }, ctx) =>
  transition(ctx, input.id, ['DRAFT', 'IN_REVIEW'], 'PUBLISHED', 'Only a draft can be published.');

/** DRAFT → IN_REVIEW: a contributor's own draft. */
export const submitForReview: MutationResolver<'submitForReview'> = (_, { input }, ctx) =>
  transition(
    ctx,
    input.id,
    ['DRAFT'],
    'IN_REVIEW',
    'Only a draft can be submitted for review.',
    // Whether it may be submitted at all; that it is still a draft is the user error above.
    (viewer, article) => canSubmitArticle(viewer, { ...article, status: 'DRAFT' }),
  );

/** IN_REVIEW → DRAFT with a note for its writer: editors. */
export const returnToDraft: MutationResolver<'returnToDraft'> = async (_, { input }, ctx) => {
  const note = input.note.trim();
  const noteError = reviewNoteError(note);
  if (noteError) {
    const { article } = await requireArticle(ctx, input.id, isEditor);
    return { article, userErrors: [invalid('note', noteError)] };
  }
  return transition(
    ctx,
    input.id,
    ['IN_REVIEW'],
    'DRAFT',
    'Only an article in review can be returned.',
    isEditor,
    note,
  );
};

/** PUBLISHED or ARCHIVED → DRAFT. */
export const unpublishArticle: MutationResolver<'unpublishArticle'> = (_, { input }, ctx) =>
  transition(
    ctx,
    input.id,
    ['PUBLISHED', 'ARCHIVED'],
    'DRAFT',
    'Only a published or archived article can be unpublished.',
  );

/** DRAFT or PUBLISHED → ARCHIVED. */
export const archiveArticle: MutationResolver<'archiveArticle'> = (_, { input }, ctx) =>
  transition(
    ctx,
    input.id,
    ['DRAFT', 'PUBLISHED'],
    'ARCHIVED',
    'This article is already archived.',
  );

/**
 * Deletes the article for good: the author's own or, for an editor, any. A
 * published one needs its title typed back (`confirmTitle`): readers lose it,
 * so the writer says so twice. Hidden articles stay hidden: one the viewer
 * cannot see, or one gone already, is NOT_FOUND like an id never used.
 */
export const deleteArticle: MutationResolver<'deleteArticle'> = async (_, { input }, ctx) => {
  const { viewer, article } = await requirePublishableArticle(ctx, input.id);
  await spendWrite(ctx, 'publish', viewer.id);
  if (article.status === 'PUBLISHED' && input.confirmTitle?.trim() !== article.title) {
    return {
      deletedArticleId: null,
      userErrors: [invalid('confirmTitle', MESSAGES.confirmTitle)],
    };
  }
  const deleted = await ctx.store.articles.deleteArticle(article.id);
  // Another request deleted it between the read and the write: gone is gone.
  if (!deleted) throw notFound('article');
  return { deletedArticleId: toGlobalId(ctx.store, 'Article', article.id), userErrors: [] };
};
