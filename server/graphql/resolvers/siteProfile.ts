import { SITE_DEFAULTS } from '../../../schema/rules';
import type { Context } from '../context';
import type { ArticleRow } from '../../db/rows';

/** The home page's title and description: the stored ones, else the defaults. */
export async function siteProfile(ctx: Context): Promise<{ title: string; description: string }> {
  const stored = await ctx.store.site.siteProfile();
  return {
    title: stored.title ?? SITE_DEFAULTS.title,
    description: stored.description ?? SITE_DEFAULTS.description,
  };
}

/**
 * The article an editor pinned while it is published, else null: a pin to an article since
 * unpublished, archived or deleted lapses (the newest is featured) rather than showing it.
 */
export async function pinnedArticle(ctx: Context): Promise<ArticleRow | null> {
  const { pinnedArticleId } = await ctx.store.site.siteProfile();
  if (pinnedArticleId === null) return null;
  const article = await ctx.loaders.article.load(pinnedArticleId);
  return article?.status === 'PUBLISHED' ? article : null;
}
