import { signIn, signOut, signUp, updateProfile } from './mutations/accounts';
import {
  archiveArticle,
  createArticle,
  deleteArticle,
  publishArticle,
  unpublishArticle,
  updateArticle,
} from './mutations/articles';
import { addComment, deleteComment } from './mutations/comments';
import type { ObjectResolvers } from './types';

export const Mutation: ObjectResolvers = {
  signUp,
  signIn,
  signOut,
  createArticle,
  updateArticle,
  publishArticle,
  unpublishArticle,
  archiveArticle,
  deleteArticle,
  addComment,
  deleteComment,
  updateProfile,
};
