import { draftsByAuthor, publishedArticlesByAuthor } from '../db/articles';
import type { ArticleRow, UserRow } from '../db/rows';
import { type Connection, decodeCursor, pageSize, toConnection } from '../connections';
import { toGlobalId } from '../ids';
import type { FieldResolver, ObjectResolvers, PageArgs } from './types';

const id: FieldResolver<UserRow> = (user, _, ctx) => toGlobalId(ctx.db, 'User', user.id);

const articles: FieldResolver<UserRow, PageArgs, Connection<ArticleRow>> = (user, args, ctx) =>
  toConnection(
    ctx.db,
    'Article',
    publishedArticlesByAuthor(
      ctx.db,
      user.id,
      pageSize(args.first),
      decodeCursor(ctx.db, 'Article', args.after, 'string'),
    ),
  );

const drafts: FieldResolver<UserRow, PageArgs, Connection<ArticleRow> | null> = (
  user,
  args,
  ctx,
) => {
  if (ctx.viewer()?.id !== user.id) return null;
  return toConnection(
    ctx.db,
    'Article',
    draftsByAuthor(
      ctx.db,
      user.id,
      pageSize(args.first),
      decodeCursor(ctx.db, 'Article', args.after, 'string'),
    ),
  );
};

export const User: ObjectResolvers = { id, articles, drafts };
