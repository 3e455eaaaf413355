import type { Dispatch } from 'react';
import type { UserErrorLike } from '../accounts/useFormState';
import type { ArticleValues } from './articleRules';
import { normalizeTags } from './articleRules';
import { AUTOSAVE_TIMING } from './editorState';
import type { EditorEvent } from './editorState';
import { useAutosave } from './useAutosave';
import type { AutosaveResult } from './useAutosave';
import type { SaveInput, SaveOptions, SaveOutcome, SaveTarget } from './useSaveArticle';

/**
 * The editor's autosave: once typing pauses while `due`, the values are saved with
 * `autosave: true` (a draft's text; a published article's pending revision) on the revision the
 * edit is based on. A stale one is a conflict like any save; a failed one keeps the local copy
 * and is tried again; a draft whose new title renamed its slug moves to its new URL (`moveTo`).
 */
export function useAutosaveArticle(options: {
  due: boolean;
  failed: boolean;
  values: ArticleValues;
  target: SaveTarget | null;
  slug: string | null;
  save: (
    input: SaveInput,
    target: SaveTarget | null,
    options?: SaveOptions,
  ) => Promise<SaveOutcome>;
  dispatch: Dispatch<EditorEvent>;
  showUserErrors: (errors: readonly UserErrorLike[]) => void;
  keepLocalCopy: () => void;
  moveTo: (to: { id: string; slug: string; revision: number; notice: string | null }) => void;
}): { settled: () => Promise<AutosaveResult> } {
  const { target, dispatch } = options;
  return useAutosave({
    due: options.due && target !== null,
    delayMs: options.failed ? AUTOSAVE_TIMING.retryMs : AUTOSAVE_TIMING.delayMs,
    values: options.values,
    autosave: async (sent) => {
      if (!target) return null;
      dispatch({ type: 'autosaveStarted' });
      const input = { ...sent, tags: normalizeTags(sent.tags) };
      const outcome = await options.save(input, target, { autosave: true });
      switch (outcome.kind) {
        case 'failed':
          options.keepLocalCopy();
          dispatch({ type: 'autosaveFailed' });
          return null;
        case 'invalid':
          dispatch({ type: 'autosaveRefused' });
          options.showUserErrors(outcome.userErrors);
          return null;
        case 'conflict':
          dispatch({ type: 'saveConflict', conflict: outcome });
          return null;
        case 'saved': {
          const { id, slug, revision } = outcome.article;
          dispatch({ type: 'autosaved', values: sent, revision });
          if (slug !== options.slug) options.moveTo({ id, slug, revision, notice: null });
          return { values: sent, revision };
        }
      }
    },
  });
}
