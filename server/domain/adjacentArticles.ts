// An author's published articles in the order they were published (published_at, then id, the
// keyset order of their list), read one step either way from an article.
import type { ArticleRow } from '../db/rows';

/** The published article next to a place in that order, one step `direction` (a query). */
export type PublishedNeighbour = (
  authorId: number,
  publishedAt: string,
  id: number,
  direction: 'previous' | 'next',
) => Promise<ArticleRow | undefined>;

/**
 * The published article by the same author published just before (`previous`) or just after
 * (`next`) this one, or null (Store.articles.adjacentByAuthor). Only a published article has a
 * place in that order: for a draft or an archived one (which only its author and editors see)
 * both are null, and a neighbour is only ever published, so nothing here hints that a hidden
 * article exists.
 */
export async function adjacentByAuthor(
  neighbour: PublishedNeighbour,
  article: ArticleRow,
  direction: 'previous' | 'next',
): Promise<ArticleRow | null> {
  if (article.status !== 'PUBLISHED' || article.publishedAt === null) return null;
  return (await neighbour(article.authorId, article.publishedAt, article.id, direction)) ?? null;
}
