import { LIMITS } from '../../../schema/rules';
import { canSeeComment } from '../../auth/permissions';
import type { ArticleRow, TagRow } from '../../db/rows';
import { titleHighlights } from '../../db/searchRules';
import type { Snippet } from '../../db/searchSnippet';
import { searchTerms } from '../../db/searchTokens';
import { decodeCursor, pageSize, toConnection } from '../connections';
import type { Context } from '../context';
import { badUserInput } from '../errors';
import type { QueryResolvers } from '../__generated__/resolvers';
import { fromGlobalId } from '../ids';
import { normalizeHandle, normalizeTags } from '../../domain/validation';
import { siteQueries } from './siteQueries';
import { subscriberQueries } from './Subscribers';
import { unknownArticleLinks } from './articleLinks';
import { visibleArticle } from './visibility';

/** What a SearchResult resolves from: a snippet of a published article (codegen's mapper). */
export interface SearchResultValue extends Snippet {
  article: ArticleRow;
  titleHighlights: Snippet['highlights'];
}

const node: QueryResolvers['node'] = async (_, args, ctx) => {
  const decoded = fromGlobalId(ctx.store, args.id);
  if (!decoded) return null;
  switch (decoded.type) {
    case 'User':
      return (await ctx.loaders.user.load(decoded.id)) ?? null;
    case 'Tag':
      return visibleTag(ctx, (await ctx.loaders.tag.load(decoded.id)) ?? null);
    case 'Article':
      return visibleArticle(ctx, decoded.id);
    case 'Comment': {
      const comment = await ctx.loaders.comment.load(decoded.id);
      if (!comment || !canSeeComment(await ctx.viewer(), comment)) return null;
      return (await visibleArticle(ctx, comment.articleId)) ? comment : null;
    }
    // Not a Node: an invitation is read only through Query.invitations.
    case 'Invitation':
      return null;
    // Nor a notification: only its reader lists it (User.notifications).
    case 'Notification':
      return null;
  }
};

const viewer: QueryResolvers['viewer'] = (_, __, ctx) => ctx.viewer();

const articles: QueryResolvers['articles'] = async (_, args, ctx) => {
  const first = pageSize(args.first);
  const after = decodeCursor(ctx.store, 'Article', args.after, 'time');
  const tag = args.tag == null ? null : (normalizeTags([args.tag])[0] ?? '');
  return toConnection(
    ctx.store,
    'Article',
    await ctx.store.articles.publishedArticles(first, after, tag),
  );
};

/**
 * The article at this slug, or at one it held before (a draft's slug follows its title until it
 * is published): the client then sends the reader on to the current slug. Either way only an
 * article the viewer may see; any other reads as not found.
 */
const article: QueryResolvers['article'] = async (_, args, ctx) => {
  const row =
    (await ctx.store.articles.articleBySlug(args.slug)) ??
    (await ctx.store.articles.articleByOldSlug(args.slug));
  if (!row) return null;
  ctx.loaders.article.prime(row.id, row);
  return visibleArticle(ctx, row.id);
};

const user: QueryResolvers['user'] = async (_, args, ctx) =>
  (await ctx.store.users.userByHandle(normalizeHandle(args.handle))) ?? null;

const tag: QueryResolvers['tag'] = async (_, args, ctx) => {
  const [name] = normalizeTags([args.name]);
  return visibleTag(ctx, (name && (await ctx.store.tags.tagByName(name))) || null);
};

/**
 * A tag exists for others once a published article carries it: a tag used
 * only on drafts would otherwise give their subject away (`tags` lists the
 * same set).
 */
async function visibleTag(ctx: Context, row: TagRow | null): Promise<TagRow | null> {
  if (!row) return null;
  return (await ctx.loaders.tagArticleCount.load(row.id)) > 0 ? row : null;
}

const tags: QueryResolvers['tags'] = (_, __, ctx) =>
  ctx.store.tags.tagsWithPublishedArticles(LIMITS.tagsListed);

const search: QueryResolvers['search'] = async (_, args, ctx) => {
  const query = args.query.trim();
  if (query.length < 2 || query.length > 200) {
    throw badUserInput('The search query must be 2 to 200 characters.');
  }
  const first = pageSize(args.first);
  const after = decodeCursor(ctx.store, 'Article', args.after, 'number');
  // Folded, deduplicated and capped: `a a a a` or 100 one-letter words cost what one does.
  const terms = searchTerms(query);
  if (!terms.length) {
    const none = toConnection<SearchResultValue & { id: number }>(ctx.store, 'Article', {
      rows: [],
      hasNextPage: false,
    });
    return { ...none, ...(await ctx.store.search.searchCount(terms)) };
  }
  const hits = await ctx.store.search.searchPage(terms, first + 1, after);
  const pageHits = hits.slice(0, first);
  const ids = pageHits.map((hit) => hit.id);
  const snippets = await ctx.store.search.snippetsFor(terms, ids);
  const loaded = await ctx.loaders.article.loadMany(ids);
  const rows: { row: SearchResultValue & { id: number }; key: number }[] = [];
  pageHits.forEach((hit, i) => {
    const row = loaded[i];
    // The index holds published articles only; the status check guards a stale entry.
    if (!row || row instanceof Error || row.status !== 'PUBLISHED') return;
    const snippet = snippets.get(hit.id) ?? { text: row.summary, highlights: [] };
    const titleRanges = titleHighlights(row.title, terms);
    rows.push({
      row: { id: hit.id, article: row, ...snippet, titleHighlights: titleRanges },
      key: hit.score,
    });
  });
  const connection = toConnection(ctx.store, 'Article', { rows, hasNextPage: hits.length > first });
  return { ...connection, ...(await ctx.store.search.searchCount(terms)) };
};

export const Query = {
  node,
  viewer,
  articles,
  article,
  user,
  tag,
  tags,
  search,
  unknownArticleLinks,
  ...siteQueries,
  ...subscriberQueries,
} satisfies QueryResolvers;
