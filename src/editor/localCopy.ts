import type { ArticleValues } from './articleRules';

/** What the editor keeps in this browser until the server has it. */
export interface LocalCopy {
  values: ArticleValues;
  /** The revision the edit started from; null for an article never saved. */
  baseRevision: number | null;
  /** When the copy was written (ISO-8601). */
  savedAt: string;
}

const PREFIX = 'folio:editor:';

/** The storage key of an article's copy: its id, or 'new' before the first save. */
export function localCopyKey(articleId: string | null): string {
  return PREFIX + (articleId ?? 'new');
}

// localStorage can be missing, full or refused (private modes, quotas): a copy
// is a safety net, so failing to keep one must never break typing.
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The copy kept for this article, or null (none, unreadable, or of another shape). */
export function readLocalCopy(articleId: string | null): LocalCopy | null {
  try {
    const raw = storage()?.getItem(localCopyKey(articleId));
    if (!raw) return null;
    const copy = JSON.parse(raw) as Partial<LocalCopy>;
    const values = copy.values as Partial<ArticleValues> | undefined;
    if (
      !values ||
      typeof values.title !== 'string' ||
      typeof values.summary !== 'string' ||
      typeof values.tags !== 'string' ||
      typeof values.body !== 'string' ||
      typeof copy.savedAt !== 'string'
    ) {
      return null;
    }
    return {
      values: values as ArticleValues,
      baseRevision: typeof copy.baseRevision === 'number' ? copy.baseRevision : null,
      savedAt: copy.savedAt,
    };
  } catch {
    return null;
  }
}

/** Keeps `values` for this article, stamped with the current time. */
export function writeLocalCopy(
  articleId: string | null,
  values: ArticleValues,
  baseRevision: number | null,
): void {
  const copy: LocalCopy = { values, baseRevision, savedAt: new Date().toISOString() };
  try {
    storage()?.setItem(localCopyKey(articleId), JSON.stringify(copy));
  } catch {
    // Quota or privacy settings: there is no copy, and nothing else to do.
  }
}

/** Forgets the copy once the server holds what it held. */
export function clearLocalCopy(articleId: string | null): void {
  try {
    storage()?.removeItem(localCopyKey(articleId));
  } catch {
    // See storage().
  }
}
