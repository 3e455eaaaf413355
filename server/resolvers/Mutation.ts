import type { MutationResolvers } from '../__generated__/resolvers';
import { signIn, signOut, signUp, updateProfile } from './mutations/accounts';
import {
  archiveArticle,
  createArticle,
  publishArticle,
  unpublishArticle,
  updateArticle,
} from './mutations/articles';
import { addComment, deleteComment } from './mutations/comments';

export const Mutation: MutationResolvers = {
  signUp,
  signIn,
  signOut,
  createArticle,
  updateArticle,
  publishArticle,
  unpublishArticle,
  archiveArticle,
  addComment,
  deleteComment,
  updateProfile,
};
