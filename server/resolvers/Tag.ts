import { publishedArticles } from '../db/articles';
import type { ArticleRow, TagRow } from '../db/rows';
import { type Connection, decodeCursor, pageSize, toConnection } from '../connections';
import { toGlobalId } from '../ids';
import type { FieldResolver, ObjectResolvers, PageArgs } from './types';

const id: FieldResolver<TagRow> = (tag, _, ctx) => toGlobalId(ctx.db, 'Tag', tag.id);

const articleCount: FieldResolver<TagRow, unknown, Promise<number>> = (tag, _, ctx) =>
  ctx.loaders.tagArticleCount.load(tag.id);

const articles: FieldResolver<TagRow, PageArgs, Connection<ArticleRow>> = (tag, args, ctx) =>
  toConnection(
    ctx.db,
    'Article',
    publishedArticles(
      ctx.db,
      pageSize(args.first),
      decodeCursor(ctx.db, 'Article', args.after, 'string'),
      tag.name,
    ),
  );

export const Tag: ObjectResolvers = { id, articleCount, articles };
