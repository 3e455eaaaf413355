import { canWrite } from '../../auth/permissions';
import { badUserInput } from '../errors';
import type { QueryResolvers } from '../__generated__/resolvers';
import { requireViewerWho } from './mutations/guards';

/** Paths one check may ask about, and how long each may be: a check is a few dozen lookups. */
export const ARTICLE_LINKS_MAX = 50;
const PATH_MAX = 300;

/** The slug a path names (`/articles/<slug>`, with any `?…` or `#…`), else null. */
function slugOf(path: string): string | null {
  if (!path.startsWith('/articles/')) return null;
  const end = [path.indexOf('?'), path.indexOf('#')].filter((at) => at >= 0);
  const rest = path.slice('/articles/'.length, end.length ? Math.min(...end) : path.length);
  const slug = rest.endsWith('/') ? rest.slice(0, -1) : rest;
  if (slug === '' || slug.includes('/')) return null;
  try {
    return decodeURIComponent(slug);
  } catch {
    return null;
  }
}

/**
 * Of a writer's links to Folio articles, those that lead readers nowhere: no published article
 * holds the slug, now or before (an old slug still leads on). Only published articles count,
 * so the answer tells nothing a reader following the link would not learn. For writers only
 * (the pre-publish check); a path that is no article's address is refused.
 */
export const unknownArticleLinks: QueryResolvers['unknownArticleLinks'] = async (
  _,
  { paths },
  ctx,
) => {
  await requireViewerWho(ctx, canWrite);
  if (paths.length > ARTICLE_LINKS_MAX) {
    throw badUserInput(`At most ${ARTICLE_LINKS_MAX} links can be checked at once.`);
  }
  const slugs = paths.map((path) => (path.length <= PATH_MAX ? slugOf(path) : null));
  if (slugs.includes(null)) throw badUserInput('Each path must be an article’s: /articles/<slug>.');
  const known = new Map<string, boolean>();
  for (const slug of new Set(slugs as string[])) {
    const article =
      (await ctx.store.articles.articleBySlug(slug)) ??
      (await ctx.store.articles.articleByOldSlug(slug));
    known.set(slug, article?.status === 'PUBLISHED');
  }
  return paths.filter((_path, index) => !known.get(slugs[index]!));
};
