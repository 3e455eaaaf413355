import {
  canDeleteComment,
  canEditComment,
  canSeeComment,
  commentVisibility,
  isEditor,
} from '../../auth/permissions';
import { MAX_COMMENT_DEPTH } from '../../domain/comments';
import { withMentionLinks } from '../../markdown/mentions';
import type { CommentResolvers } from '../__generated__/resolvers';
import { decodeCursor, pageSize, toConnection } from '../connections';
import { toGlobalId } from '../ids';

/** The earlier texts shown (the cost model prices the list at this). */
const PREVIOUS_BODIES = 10;
/** The reports shown (the cost model prices the list at this). */
const REPORTS_SHOWN = 10;
const EMPTY = { rows: [], hasNextPage: false };

export const Comment = {
  id: (comment, _, ctx) => toGlobalId(ctx.store, 'Comment', comment.id),

  // A tombstone keeps its place in the thread and nothing of what it said or who said it.
  body: (comment) => (comment.deletedAt === null ? comment.body : ''),

  // Mentions link only to the accounts kept with the comment, so the text itself decides
  // nothing and a handle that names no account is never a link.
  displayBody: async (comment, _, ctx) => {
    if (comment.deletedAt !== null) return '';
    const mentioned = await ctx.loaders.commentMentions.load(comment.id);
    return mentioned.length ? withMentionLinks(comment.body, new Set(mentioned)) : comment.body;
  },

  author: async (comment, _, ctx) => {
    if (comment.deletedAt !== null) return null;
    const user = await ctx.loaders.user.load(comment.authorId);
    if (!user) throw new Error(`Comment ${comment.id} has no author ${comment.authorId}`);
    return user;
  },

  // A comment is only ever reached through a visible article, so its article is visible too.
  article: async (comment, _, ctx) => {
    const row = await ctx.loaders.article.load(comment.articleId);
    if (!row) throw new Error(`Comment ${comment.id} has no article ${comment.articleId}`);
    return row;
  },

  deleted: (comment) => comment.deletedAt !== null,

  previousBodies: async (comment, _, ctx) =>
    isEditor(await ctx.viewer())
      ? (await ctx.loaders.commentEdits.load(comment.id)).slice(0, PREVIOUS_BODIES)
      : null,

  replyingTo: async (comment, _, ctx) => {
    if (comment.parentId === null || comment.parentId === comment.listParentId) return null;
    const parent = await ctx.loaders.comment.load(comment.parentId);
    if (!parent || parent.deletedAt !== null) return null;
    if (!canSeeComment(await ctx.viewer(), parent)) return null;
    return (await ctx.loaders.user.load(parent.authorId)) ?? null;
  },

  // The first page of every thread on a page of threads is one statement (firstReplies), so a
  // page of 20 threads with their replies costs a fixed number of statements.
  replies: async (comment, args, ctx) => {
    const first = pageSize(args.first, 3);
    const after = decodeCursor(ctx.store, 'Comment', args.after, 'time');
    const seen = commentVisibility(await ctx.viewer());
    let page;
    if (comment.depth >= MAX_COMMENT_DEPTH || first === 0) page = EMPTY;
    else if (after) page = await ctx.store.comments.repliesOf(comment.id, first, after, seen);
    else page = await ctx.loaders.firstReplies(first, seen).load(comment.id);
    return toConnection(ctx.store, 'Comment', page);
  },

  replyCount: (comment, _, ctx) =>
    comment.depth >= MAX_COMMENT_DEPTH ? 0 : ctx.loaders.replyCount.load(comment.id),

  viewerHasLiked: async (comment, _, ctx) => {
    const viewer = await ctx.viewer();
    return viewer !== null && ctx.loaders.likedBy(viewer.id).load(comment.id);
  },

  viewerCanEdit: async (comment, _, ctx) => canEditComment(await ctx.viewer(), comment),

  viewerCanDelete: async (comment, _, ctx) => canDeleteComment(await ctx.viewer(), comment),

  hidden: (comment) => comment.hiddenAt !== null && comment.heldAt === null,

  held: (comment) => comment.heldAt !== null,

  reports: async (comment, _, ctx) =>
    isEditor(await ctx.viewer())
      ? (await ctx.loaders.commentReports.load(comment.id)).slice(0, REPORTS_SHOWN)
      : null,
} satisfies CommentResolvers;
