import {
  canEditArticle,
  canPublishArticle,
  canReturnArticle,
  canSeeWork,
  canSubmitArticle,
  commentVisibility,
} from '../../auth/permissions';
import { decodeCursor, pageSize, toConnection } from '../connections';
import { badUserInput } from '../errors';
import type { ArticleResolvers } from '../__generated__/resolvers';
import { toGlobalId } from '../ids';
import { articleExcerpt } from './articleExcerpt';

const COMMENT_PAGE_SIZE = 20;
/** The history's events an article lists (costModel.ts prices Article.events at this). */
const EVENTS_LISTED = 50;

export const Article = {
  id: (article, _, ctx) => toGlobalId(ctx.store, 'Article', article.id),

  author: async (article, _, ctx) => {
    const user = await ctx.loaders.user.load(article.authorId);
    if (!user) throw new Error(`Article ${article.id} has no author ${article.authorId}`);
    return user;
  },

  tags: (article, _, ctx) => ctx.loaders.tagsOfArticle.load(article.id),

  excerpt: (article) => articleExcerpt(article),

  commentCount: (article, _, ctx) => ctx.loaders.commentCount.load(article.id),

  commentsVersion: async (article, _, ctx) =>
    ctx.store.comments.commentsVersion(article.id, commentVisibility(await ctx.viewer())),

  likeCount: (article, _, ctx) => ctx.loaders.articleLikeCount.load(article.id),

  viewerHasLiked: async (article, _, ctx) => {
    const viewer = await ctx.viewer();
    return viewer !== null && ctx.loaders.articleLikedBy(viewer.id).load(article.id);
  },

  // A most-liked cursor carries a count, the others a time: one from another order is refused.
  comments: async (article, args, ctx) =>
    toConnection(
      ctx.store,
      'Comment',
      await ctx.store.comments.threadsOfArticle(
        article.id,
        args.order,
        pageSize(args.first, COMMENT_PAGE_SIZE),
        decodeCursor(
          ctx.store,
          'Comment',
          args.after,
          args.order === 'MOST_LIKED' ? 'number' : 'time',
        ),
        commentVisibility(await ctx.viewer()),
      ),
    ),

  previousByAuthor: (article, _, ctx) => ctx.store.articles.adjacentByAuthor(article, 'previous'),

  nextByAuthor: (article, _, ctx) => ctx.store.articles.adjacentByAuthor(article, 'next'),

  viewerCanEdit: async (article, _, ctx) => canEditArticle(await ctx.viewer(), article),

  viewerCanPublish: async (article, _, ctx) => canPublishArticle(await ctx.viewer(), article),

  viewerCanSubmit: async (article, _, ctx) => canSubmitArticle(await ctx.viewer(), article),

  viewerCanReturn: async (article, _, ctx) => canReturnArticle(await ctx.viewer(), article),

  reviewNote: async (article, _, ctx) =>
    canSeeWork(await ctx.viewer(), article) ? article.reviewNote : null,

  cover: (article, _, ctx) => ctx.loaders.cover.load(article.id),

  // Revisions, pending edits and schedules are the writer's and the editors': null for anyone
  // else, so a reader learns neither their text nor how many there are.
  revisions: async (article, args, ctx) => {
    if (!canSeeWork(await ctx.viewer(), article)) return null;
    const first = pageSize(args.first);
    // The cursor is [number, the article's id]: a cursor of another article is refused.
    const after = decodeCursor(ctx.store, 'Article', args.after, 'number');
    if (after && after.id !== article.id) throw badUserInput('`after` is not a valid cursor.');
    const page = await ctx.store.revisions.revisionsOfArticle(
      article.id,
      first,
      after ? Number(after.key) : null,
    );
    return toConnection(ctx.store, 'Article', page, undefined, () => article.id);
  },

  pendingRevision: async (article, _, ctx) => {
    if (article.pendingRevision === null || !canSeeWork(await ctx.viewer(), article)) {
      return null;
    }
    return (
      (await ctx.store.revisions.revisionByNumber(article.id, article.pendingRevision)) ?? null
    );
  },

  readerRevision: async (article, _, ctx) => {
    if (article.status !== 'PUBLISHED' || !canSeeWork(await ctx.viewer(), article)) return null;
    const below = (article.pendingRevision ?? article.revision) + 1;
    return (await ctx.store.revisions.publicCopyNumber(article.id, below)) ?? null;
  },

  events: async (article, _, ctx) =>
    canSeeWork(await ctx.viewer(), article)
      ? ctx.store.revisions.eventsOfArticle(article.id, EVENTS_LISTED)
      : null,

  scheduledAt: async (article, _, ctx) =>
    canSeeWork(await ctx.viewer(), article) ? article.scheduledAt : null,

  // The writer's and the editors': a reader learns neither whether nor how many were mailed.
  newsletter: async (article, _, ctx) =>
    canSeeWork(await ctx.viewer(), article) ? ctx.loaders.newsletter.load(article.id) : null,

  viewerHasSaved: async (article, _, ctx) => {
    const viewer = await ctx.viewer();
    return viewer !== null && ctx.loaders.savedBy(viewer.id).load(article.id);
  },
} satisfies ArticleResolvers;
