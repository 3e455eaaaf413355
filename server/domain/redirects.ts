// Old links keep working (issue 30): where a path that no page answers leads, and the rule for
// adding one. Decided here once for both engines; the store only keeps the rows.
import type { Store } from '../db/store';
import { redirectCandidates, redirectKey } from './redirectPaths';

/**
 * The article page `url` leads to through a redirect, or null. Only a PUBLISHED article is a
 * target, for every viewer alike: a redirect to a draft is no redirect (the page stays a 404),
 * so a stored path never tells that a hidden article exists. `withPath` false looks only at
 * the path with one of its query parameters (for a page that does exist, as `/?p=123` does).
 */
export async function redirectLocation(
  store: Store,
  url: string,
  withPath: boolean,
): Promise<string | null> {
  const candidates = redirectCandidates(url, withPath);
  if (candidates.length === 0) return null;
  const held = await store.redirects.redirectsByPaths(candidates);
  const articleId = candidates.map((key) => held.get(key)).find((id) => id !== undefined);
  if (articleId === undefined) return null;
  const [article] = await store.articles.articlesByIds([articleId]);
  if (article?.status !== 'PUBLISHED') return null;
  // Slugs are a-z, 0-9 and '-': the target is a path of this site, never another host.
  return `/articles/${encodeURIComponent(article.slug)}`;
}

/** Why a redirect was not added, in words for the editor. */
export type RedirectRefusal = { problem: string };

/**
 * Adds an editor's redirect from `oldPath` to the article, or the reason it cannot be: the
 * path does not make a key, or it leads somewhere already (first come, kept).
 */
export async function addRedirect(
  store: Store,
  oldPath: string,
  articleId: number,
  now: string,
): Promise<{ path: string } | RedirectRefusal> {
  const key = redirectKey(oldPath);
  if ('problem' in key) return key;
  if (!(await store.redirects.insertRedirect(key.key, articleId, now))) {
    return { problem: `${key.key} already leads to an article.` };
  }
  return { path: key.key };
}
