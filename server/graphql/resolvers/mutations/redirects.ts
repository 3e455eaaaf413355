import { isEditor } from '../../../auth/permissions';
import { addRedirect as addOldPath } from '../../../domain/redirects';
import { invalid } from '../../../domain/validation';
import { notFound } from '../../errors';
import { idOfType } from '../../ids';
import type { MutationResolver } from '../types';
import { requireViewerWho } from './guards';

/** Editors and owners add an old path that leads to an article (domain/redirects.ts). */
export const addRedirect: MutationResolver<'addRedirect'> = async (_, { input }, ctx) => {
  await requireViewerWho(ctx, isEditor);
  const id = idOfType(ctx.store, input.articleId, 'Article');
  const article = id === null ? undefined : await ctx.loaders.article.load(id);
  if (!article) throw notFound('article');
  const now = new Date(ctx.now()).toISOString();
  const added = await addOldPath(ctx.store, input.oldPath, article.id, now);
  if ('problem' in added) {
    return { path: null, article: null, userErrors: [invalid('oldPath', added.problem)] };
  }
  return { path: added.path, article, userErrors: [] };
};
