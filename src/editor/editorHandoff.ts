import type { ArticleValues } from './articleRules';

/** What the editor hands to the one that replaces it after a save moved the URL. */
export interface EditorHandoff {
  values: ArticleValues;
  /** The `name` of the field that had focus, and its selection. */
  focus: { name: string; selectionStart: number; selectionEnd: number } | null;
  /** Whether the source or the preview tab was showing (narrow screens). */
  tab: 'write' | 'preview';
  /** The revision the save (or status change) that moved the URL made. */
  savedRevision: number;
  /** What just happened, to keep saying it (a first publish moves the URL). */
  notice?: string | null;
}

// Keyed by article id. The first save of a new article (and a draft's new
// title, or its first publish, which change its slug) moves the editor to another URL, which the
// router renders as a new screen; this carries what the author typed meanwhile
// and where the cursor was across that switch. Taken once, then forgotten.
const handoffs = new Map<string, EditorHandoff>();

/** Leaves `handoff` for the editor of `articleId` that is about to mount. */
export function handOff(articleId: string, handoff: EditorHandoff): void {
  handoffs.set(articleId, handoff);
}

/** Takes (and forgets) what a previous editor of `articleId` left, if anything. */
export function takeHandoff(articleId: string | null): EditorHandoff | null {
  if (articleId === null) return null;
  const handoff = handoffs.get(articleId) ?? null;
  handoffs.delete(articleId);
  return handoff;
}
