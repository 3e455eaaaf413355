import { canSeeArticle } from '../../auth/permissions';
import type { Context } from '../context';
import type { ArticleRow } from '../../db/rows';

/**
 * The article with this id if the viewer may see it, else null: the one place a resolver
 * decides whether an article exists for the viewer (`node`, `article(slug)`, a comment's
 * article, a mutation's target), so that drafts of others read as missing everywhere alike.
 */
export async function visibleArticle(ctx: Context, id: number): Promise<ArticleRow | null> {
  const article = await ctx.loaders.article.load(id);
  return article && canSeeArticle(await ctx.viewer(), article) ? article : null;
}
