import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { ArticleValues } from './articleRules';

/** What the editor hands to the one that replaces it after a save moved the URL. */
export interface EditorHandoff {
  values: ArticleValues;
  /** The `name` of the field or button that had focus, and a field's selection. */
  focus: { name: string; selection: [start: number, end: number] | null } | null;
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

/** The form's focused text field and its selection, or its focused button, to hand over. */
export function captureFocus(form: HTMLFormElement | null): EditorHandoff['focus'] {
  const active = document.activeElement;
  const field = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
  if (!(field || active instanceof HTMLButtonElement)) return null;
  if (!form?.contains(active) || !active.name) return null;
  return {
    name: active.name,
    selection: field ? [active.selectionStart ?? 0, active.selectionEnd ?? 0] : null,
  };
}

/**
 * Back where the author was (a field and its selection, or a button of the bar), when a save
 * moved the editor to a new URL. The route announcer moves focus to the page's <h1> after every
 * navigation, a tick after this runs or before it: a first move of focus to a heading is
 * undone, so typing goes on where it was.
 */
export function useRestoredFocus(
  form: RefObject<HTMLFormElement | null>,
  focus: EditorHandoff['focus'] | undefined,
): void {
  useEffect(() => {
    if (!focus) return;
    const element = form.current?.elements.namedItem(focus.name);
    const field = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
    if (!(field || element instanceof HTMLButtonElement)) return;
    const { selection } = focus;
    const restore = () => {
      element.focus();
      if (field && selection) element.setSelectionRange(...selection);
    };
    restore();
    const onFocusIn = (event: FocusEvent) => {
      stop();
      if (event.target instanceof HTMLHeadingElement) restore();
    };
    const stop = () => {
      clearTimeout(timer);
      document.removeEventListener('focusin', onFocusIn);
    };
    const timer = setTimeout(stop, 1000);
    document.addEventListener('focusin', onFocusIn);
    return stop;
  }, [form, focus]);
}

/**
 * Moves the editor to the article's own edit URL (after the first save, a
 * new title's slug, or a first publish's public slug), handing over what is
 * typed then, where the cursor is, and the notice of what just happened.
 * `letGo` lets the move past the leave guard.
 */
export function useMoveEditor(
  form: RefObject<HTMLFormElement | null>,
  current: Pick<EditorHandoff, 'values' | 'tab'>,
  letGo: () => void,
): (to: { id: string; slug: string; revision: number; notice: string | null }) => void {
  const navigate = useNavigate();
  // Read after a request: what was typed meanwhile goes along.
  const latest = useRef(current);
  useEffect(() => {
    latest.current = current;
  });
  return ({ id, slug, revision, notice }) => {
    handOff(id, {
      ...latest.current,
      focus: captureFocus(form.current),
      savedRevision: revision,
      notice,
    });
    letGo();
    void navigate({ to: '/articles/$slug/edit', params: { slug }, replace: true });
  };
}
