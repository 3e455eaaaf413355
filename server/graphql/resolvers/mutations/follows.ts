import type { FollowTarget } from '../../../db/followStores';
import { invalid } from '../../../domain/validation';
import type { Context } from '../../context';
import { notFound } from '../../errors';
import { fromGlobalId } from '../../ids';
import type { MutationResolver } from '../types';
import { isoNow, requireViewer, requireVisibleArticle, spendWrite } from './guards';

/**
 * What `id` names, if the viewer may follow it: any author (users are public), a tag once a
 * published article carries it (a tag of drafts only is answered as one that does not exist).
 */
async function followable(ctx: Context, id: string): Promise<FollowTarget> {
  const named = fromGlobalId(ctx.store, id);
  if (named?.type === 'User' && (await ctx.loaders.user.load(named.id))) {
    return { authorId: named.id };
  }
  if (named?.type === 'Tag' && (await ctx.loaders.tagArticleCount.load(named.id)) > 0) {
    return { tagId: named.id };
  }
  throw notFound('author or tag');
}

/** A signed-in reader follows an author or a tag, or stops; the same twice changes nothing. */
export const follow: MutationResolver<'follow'> = async (_, { input }, ctx) => {
  const viewer = await requireViewer(ctx);
  const target = await followable(ctx, input.id);
  const payload = async () =>
    'authorId' in target
      ? { author: (await ctx.loaders.user.load(target.authorId)) ?? null, tag: null }
      : { author: null, tag: (await ctx.loaders.tag.load(target.tagId)) ?? null };
  if ('authorId' in target && target.authorId === viewer.id) {
    return { ...(await payload()), userErrors: [invalid('id', 'You cannot follow yourself.')] };
  }
  await spendWrite(ctx, 'follow', viewer.id);
  await ctx.store.follows.setFollow({
    userId: viewer.id,
    target,
    following: input.following,
    email: input.email ?? null,
    at: isoNow(ctx),
  });
  return { ...(await payload()), userErrors: [] };
};

/** A signed-in reader saves a published article for later, or takes it off their list. */
export const saveArticle: MutationResolver<'saveArticle'> = async (_, { input }, ctx) => {
  const viewer = await requireViewer(ctx);
  const article = await requireVisibleArticle(ctx, input.id);
  if (input.saved && article.status !== 'PUBLISHED') {
    return { article, userErrors: [invalid('id', 'Only a published article can be saved.')] };
  }
  await spendWrite(ctx, 'follow', viewer.id);
  await ctx.store.follows.setSaved({
    userId: viewer.id,
    articleId: article.id,
    saved: input.saved,
    at: isoNow(ctx),
  });
  return { article, userErrors: [] };
};
