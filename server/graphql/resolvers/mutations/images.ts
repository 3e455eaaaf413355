import { invalid } from '../../../validation';
import type { MutationResolver } from '../types';
import { isoNow, requireEditableArticle, requireViewer, spendWrite } from './guards';

/** The contract's limit on a cover's alt text. */
export const COVER_ALT_MAX = 300;
// The same words whether the image does not exist or is someone else's: neither is revealed.
const NOT_YOURS = 'Choose an image you uploaded.';

/** Sets or clears an article's cover: the author or an editor, with an image the viewer uploaded. */
export const setArticleCover: MutationResolver<'setArticleCover'> = async (_, { input }, ctx) => {
  const { viewer, article } = await requireEditableArticle(ctx, input.articleId);
  await spendWrite(ctx, 'updateArticle', viewer.id);
  const alt = input.alt ?? '';
  if ([...alt].length > COVER_ALT_MAX) {
    return {
      article,
      userErrors: [invalid('alt', `Alt text can be at most ${COVER_ALT_MAX} characters.`)],
    };
  }
  const imageId = input.imageId ?? null;
  if (imageId !== null && !(await ctx.store.images.imageUploadedBy(viewer.id, imageId))) {
    return { article, userErrors: [invalid('imageId', NOT_YOURS)] };
  }
  await ctx.store.images.setCover(article.id, imageId, alt.trim(), isoNow(ctx));
  // Read again, not from the request's loader: updatedAt has just changed.
  const [reread] = await ctx.store.articles.articlesByIds([article.id]);
  return { article: reread ?? null, userErrors: [] };
};

/** Sets or clears the viewer's own avatar, with an image the viewer uploaded. */
export const setAvatar: MutationResolver<'setAvatar'> = async (_, { input }, ctx) => {
  const viewer = await requireViewer(ctx);
  await spendWrite(ctx, 'profile', viewer.id);
  const imageId = input.imageId ?? null;
  if (imageId !== null && !(await ctx.store.images.imageUploadedBy(viewer.id, imageId))) {
    return { user: viewer, userErrors: [invalid('imageId', NOT_YOURS)] };
  }
  await ctx.store.images.setAvatar(viewer.id, imageId);
  return { user: viewer, userErrors: [] };
};
