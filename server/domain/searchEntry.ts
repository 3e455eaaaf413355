// What search finds: published articles only, by their title and their body read as plain text
// (Markdown's syntax is not a word a reader searches for).
import { markdownToSearchText } from '../db/plainText';
import type { ArticleRow } from '../db/rows';
import type { SearchEntry } from './articleQueries';

/** The article's search entry, or null when search must not find it. */
export function searchEntry(
  article: Pick<ArticleRow, 'title' | 'body' | 'status'>,
): SearchEntry | null {
  if (article.status !== 'PUBLISHED') return null;
  return { title: article.title, text: markdownToSearchText(article.body) };
}
