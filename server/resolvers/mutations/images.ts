import { invalid } from '../../validation';
import type { MutationResolver } from '../types';
import { requireEditableArticle, requireViewer } from './guards';

const NOT_YET = 'Images cannot be set yet.';

/** Sets or clears an article's cover. */
export const setArticleCover: MutationResolver<'setArticleCover'> = async (_, { input }, ctx) => {
  const { article } = await requireEditableArticle(ctx, input.articleId);
  return { article, userErrors: [invalid('imageId', NOT_YET)] };
};

/** Sets or clears the viewer's avatar. */
export const setAvatar: MutationResolver<'setAvatar'> = (_, _args, ctx) => {
  const viewer = requireViewer(ctx);
  return { user: viewer, userErrors: [invalid('imageId', NOT_YET)] };
};
