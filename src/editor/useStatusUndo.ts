import { useCallback, useRef, useState } from 'react';
import type {
  ArticleStatus,
  articleChange_article$key,
} from '../../__generated__/articleChange_article.graphql';
import type { ToastMessage } from '../ui/Toast';
import { statusChangeEvent } from './editorState';
import type { EditorEvent } from './editorState';
import type { StatusAction, StatusOutcome } from './useArticleStatus';

/**
 * The changes that take an article back to `from` after `action`, through
 * the ordinary mutations: an unpublish is undone by publishing again; an
 * archive by restoring to DRAFT, then publishing if it was published.
 */
export function undoSteps(action: StatusAction, from: ArticleStatus): StatusAction[] {
  if (action === 'unpublish' && from === 'PUBLISHED') return ['publish'];
  if (action === 'archive' && from === 'DRAFT') return ['unpublish'];
  if (action === 'archive' && from === 'PUBLISHED') return ['unpublish', 'publish'];
  return [];
}

const DONE_TEXT: Partial<Record<StatusAction, string>> = {
  unpublish: 'Unpublished: readers no longer see it.',
  archive: 'Archived.',
};

/**
 * Offers Undo, in a toast, after an archive or an unpublish. Each step is an
 * ordinary status change (`changeStatus`) reported to the editor as its own
 * buttons' are (`dispatch`), so the editor knows every revision; the steps go
 * one after the other, each from the article the previous one returned.
 */
export function useStatusUndo(
  changeStatus: (
    action: StatusAction,
    article: articleChange_article$key,
  ) => Promise<StatusOutcome>,
  dispatch: (event: EditorEvent) => void,
): {
  toast: ToastMessage | null;
  dismiss: () => void;
  offer: (action: StatusAction, from: ArticleStatus, outcome: StatusOutcome) => void;
} {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const keys = useRef(0);
  const dismiss = useCallback(() => setToast(null), []);

  const offer = useCallback(
    (action: StatusAction, from: ArticleStatus, outcome: StatusOutcome) => {
      const steps = undoSteps(action, from);
      const text = DONE_TEXT[action];
      if (outcome.kind !== 'done' || !outcome.reference || steps.length === 0 || !text) return;
      const undo = async () => {
        let article = outcome.reference;
        for (const step of steps) {
          if (!article) return;
          const result = await changeStatus(step, article);
          dispatch(statusChangeEvent(step, result));
          if (result.kind !== 'done') return;
          article = result.reference;
        }
      };
      keys.current += 1;
      setToast({ key: keys.current, text, action: { label: 'Undo', run: () => void undo() } });
    },
    [changeStatus, dispatch],
  );

  return { toast, dismiss, offer };
}
