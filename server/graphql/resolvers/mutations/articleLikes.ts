import { notFound } from '../../errors';
import type { MutationResolver } from '../types';
import { isoNow, requireViewer, requireVisibleArticle, spendWrite } from './guards';

/** A signed-in reader's like of an article they can see: set or taken back, counted once. */
export const likeArticle: MutationResolver<'likeArticle'> = async (_, { input }, ctx) => {
  const viewer = await requireViewer(ctx);
  const article = await requireVisibleArticle(ctx, input.id);
  await spendWrite(ctx, 'like', viewer.id);
  const count = await ctx.store.articleLikes.setLike({
    articleId: article.id,
    userId: viewer.id,
    liked: input.liked,
    at: isoNow(ctx),
  });
  if (count === undefined) throw notFound('article');
  return { article, userErrors: [] };
};
