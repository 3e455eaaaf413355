import { canEditArticle } from '../auth/permissions';
import { adjacentByAuthor } from '../db/adjacentArticles';
import { commentsOfArticle } from '../db/comments';
import { revisionByNumber, revisionsOfArticle } from '../db/revisions';
import { decodeCursor, encodeCursor, pageSize, toConnection } from '../connections';
import { badUserInput } from '../errors';
import type { ArticleResolvers } from '../__generated__/resolvers';
import { toGlobalId } from '../ids';

const COMMENT_PAGE_SIZE = 20;

export const Article: ArticleResolvers = {
  id: (article, _, ctx) => toGlobalId(ctx.db, 'Article', article.id),

  author: async (article, _, ctx) => {
    const user = await ctx.loaders.user.load(article.authorId);
    if (!user) throw new Error(`Article ${article.id} has no author ${article.authorId}`);
    return user;
  },

  tags: (article, _, ctx) => ctx.loaders.tagsOfArticle.load(article.id),

  commentCount: (article, _, ctx) => ctx.loaders.commentCount.load(article.id),

  comments: (article, args, ctx) =>
    toConnection(
      ctx.db,
      'Comment',
      commentsOfArticle(
        ctx.db,
        article.id,
        pageSize(args.first, COMMENT_PAGE_SIZE),
        decodeCursor(ctx.db, 'Comment', args.after, 'string'),
      ),
    ),

  previousByAuthor: (article, _, ctx) => adjacentByAuthor(ctx.db, article, 'previous'),

  nextByAuthor: (article, _, ctx) => adjacentByAuthor(ctx.db, article, 'next'),

  viewerCanEdit: (article, _, ctx) => canEditArticle(ctx.viewer(), article),

  cover: (article, _, ctx) => ctx.loaders.cover.load(article.id),

  // Revisions, pending edits and schedules are the writer's: null for anyone who may not edit,
  // so a reader learns neither their text nor how many there are.
  revisions: (article, args, ctx) => {
    if (!canEditArticle(ctx.viewer(), article)) return null;
    const first = pageSize(args.first);
    // The cursor is [number, the article's id]: a cursor of another article is refused.
    const after = decodeCursor(ctx.db, 'Article', args.after, 'number');
    if (after && after.id !== article.id) throw badUserInput('`after` is not a valid cursor.');
    const page = revisionsOfArticle(ctx.db, article.id, first, after ? Number(after.key) : null);
    const edges = page.rows.map(({ row }) => ({
      cursor: encodeCursor(ctx.db, 'Article', row.number, article.id),
      node: row,
    }));
    return {
      edges,
      pageInfo: {
        hasNextPage: page.hasNextPage,
        hasPreviousPage: false,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges[edges.length - 1]?.cursor ?? null,
      },
    };
  },

  pendingRevision: (article, _, ctx) => {
    if (article.pendingRevision === null || !canEditArticle(ctx.viewer(), article)) return null;
    return revisionByNumber(ctx.db, article.id, article.pendingRevision) ?? null;
  },

  scheduledAt: (article, _, ctx) =>
    canEditArticle(ctx.viewer(), article) ? article.scheduledAt : null,
};
