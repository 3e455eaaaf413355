import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../context';
import type { MutationResolvers } from '../__generated__/resolvers';
import { setUpSite, signIn, signOut, signUp, updateProfile } from './mutations/accounts';
import {
  archiveArticle,
  createArticle,
  deleteArticle,
  publishArticle,
  returnToDraft,
  submitForReview,
  unpublishArticle,
  updateArticle,
} from './mutations/articles';
import { likeArticle } from './mutations/articleLikes';
import {
  addComment,
  deleteComment,
  editComment,
  hideComment,
  likeComment,
  reportComment,
  restoreComment,
} from './mutations/comments';
import { follow, saveArticle } from './mutations/follows';
import { markNotificationsRead } from './mutations/notifications';
import { setArticleCover, setAvatar } from './mutations/images';
import { setCommenting } from './mutations/moderation';
import { addRedirect } from './mutations/redirects';
import { eraseSubscriber } from './mutations/subscribers';
import { restoreRevision, scheduleArticle } from './mutations/revisions';
import {
  changeRole,
  createInvitation,
  revokeInvitation,
  updateSiteProfile,
  updateSiteSettings,
} from './mutations/site';

/**
 * `resolve`, after which the request's loaders are new: a mutation may have written, and its
 * payload (resolved next) must read the rows as they are now. The one place loaders are reset,
 * so that no write can forget it.
 */
function thenFreshLoaders<Parent, Args, Result>(
  resolve: (parent: Parent, args: Args, ctx: Context, info: GraphQLResolveInfo) => Result,
) {
  return async (
    parent: Parent,
    args: Args,
    ctx: Context,
    info: GraphQLResolveInfo,
  ): Promise<Awaited<Result>> => {
    try {
      return await resolve(parent, args, ctx, info);
    } finally {
      ctx.resetLoaders();
    }
  };
}

export const Mutation = {
  signUp: thenFreshLoaders(signUp),
  setUpSite: thenFreshLoaders(setUpSite),
  signIn: thenFreshLoaders(signIn),
  signOut: thenFreshLoaders(signOut),
  createArticle: thenFreshLoaders(createArticle),
  updateArticle: thenFreshLoaders(updateArticle),
  publishArticle: thenFreshLoaders(publishArticle),
  unpublishArticle: thenFreshLoaders(unpublishArticle),
  archiveArticle: thenFreshLoaders(archiveArticle),
  deleteArticle: thenFreshLoaders(deleteArticle),
  restoreRevision: thenFreshLoaders(restoreRevision),
  scheduleArticle: thenFreshLoaders(scheduleArticle),
  addComment: thenFreshLoaders(addComment),
  editComment: thenFreshLoaders(editComment),
  deleteComment: thenFreshLoaders(deleteComment),
  likeComment: thenFreshLoaders(likeComment),
  reportComment: thenFreshLoaders(reportComment),
  hideComment: thenFreshLoaders(hideComment),
  restoreComment: thenFreshLoaders(restoreComment),
  setCommenting: thenFreshLoaders(setCommenting),
  likeArticle: thenFreshLoaders(likeArticle),
  updateProfile: thenFreshLoaders(updateProfile),
  setArticleCover: thenFreshLoaders(setArticleCover),
  setAvatar: thenFreshLoaders(setAvatar),
  submitForReview: thenFreshLoaders(submitForReview),
  returnToDraft: thenFreshLoaders(returnToDraft),
  updateSiteSettings: thenFreshLoaders(updateSiteSettings),
  updateSiteProfile: thenFreshLoaders(updateSiteProfile),
  addRedirect: thenFreshLoaders(addRedirect),
  createInvitation: thenFreshLoaders(createInvitation),
  revokeInvitation: thenFreshLoaders(revokeInvitation),
  changeRole: thenFreshLoaders(changeRole),
  follow: thenFreshLoaders(follow),
  saveArticle: thenFreshLoaders(saveArticle),
  markNotificationsRead: thenFreshLoaders(markNotificationsRead),
  eraseSubscriber: thenFreshLoaders(eraseSubscriber),
} satisfies MutationResolvers;
