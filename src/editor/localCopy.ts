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

/**
 * Whose copy of which article: a copy belongs to the person who typed it, so
 * on a shared browser another account is never offered it (and its author
 * still is, after signing in again). 'new' stands for an article not yet saved.
 */
export function localCopySlot(viewerId: string, articleId: string | null): string {
  return `${viewerId}:${articleId ?? 'new'}`;
}

/** The storage key of a slot's copy. */
export function localCopyKey(slot: string): string {
  return PREFIX + slot;
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

/** The copy kept in this slot, or null (none, unreadable, or of another shape). */
export function readLocalCopy(slot: string): LocalCopy | null {
  try {
    const raw = storage()?.getItem(localCopyKey(slot));
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

/** Keeps `values` in this slot, stamped with the current time. */
export function writeLocalCopy(
  slot: string,
  values: ArticleValues,
  baseRevision: number | null,
): void {
  const copy: LocalCopy = { values, baseRevision, savedAt: new Date().toISOString() };
  try {
    storage()?.setItem(localCopyKey(slot), JSON.stringify(copy));
  } catch {
    // Quota or privacy settings: there is no copy, and nothing else to do.
  }
}

/** Forgets the copy once the server holds what it held. */
export function clearLocalCopy(slot: string): void {
  try {
    storage()?.removeItem(localCopyKey(slot));
  } catch {
    // See storage().
  }
}
