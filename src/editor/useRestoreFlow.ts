import type { Dispatch } from 'react';
import type { articleChange_article$key } from '../../__generated__/articleChange_article.graphql';
import type { UserErrorLike } from '../accounts/useFormState';
import { describeError } from '../app/describeError';
import type { ArticleValues } from './articleRules';
import type { EditorEvent } from './editorState';
import type { AutosaveResult } from './useAutosave';
import { useRestoreRevision } from './useRestoreRevision';

/**
 * Restoring a revision from the history: after any autosave under way, based on the editor's
 * revision (a newer save elsewhere is a conflict, as for a save), then the form holds the
 * restored values as the new base. Only offered while nothing typed is unsaved (RevisionTimeline's
 * `restoreBlocked`), so the text it replaces is itself a revision.
 */
export function useRestoreFlow(options: {
  article: (articleChange_article$key & { readonly slug: string; readonly status: string }) | null;
  revision: number | null;
  settled: () => Promise<AutosaveResult>;
  dispatch: Dispatch<EditorEvent>;
  form: {
    replace: (values: ArticleValues) => void;
    showUserErrors: (errors: readonly UserErrorLike[]) => void;
  };
  moveTo: (to: { id: string; slug: string; revision: number; notice: string | null }) => void;
}): (number: number, values: ArticleValues) => Promise<void> {
  const restoreRevision = useRestoreRevision();
  const { article, dispatch, form } = options;
  return async (number, values) => {
    if (!article) return;
    const autosaved = await options.settled();
    const base = autosaved?.revision ?? options.revision;
    if (base === null) return;
    dispatch({ type: 'saveStarted' });
    const outcome = await restoreRevision(article, number, base);
    if (outcome.kind === 'conflict') {
      dispatch({ type: 'saveConflict', conflict: outcome });
    } else if (outcome.kind === 'refused') {
      const problem = { intent: 'save' as const, summary: outcome.message, details: null };
      dispatch({ type: 'failed', problem });
    } else if (outcome.kind === 'failed') {
      const { summary, details } = describeError(outcome.error);
      const problem = {
        intent: 'save' as const,
        summary: `Nothing was restored: ${summary}`,
        details,
      };
      dispatch({ type: 'failed', problem });
    } else {
      const { id, slug, revision } = outcome.article;
      const notice =
        article.status === 'PUBLISHED'
          ? `Revision ${number} is restored as revision ${revision}. Readers see it once you save changes.`
          : `Revision ${number} is restored as revision ${revision}.`;
      form.replace(values);
      form.showUserErrors([]);
      dispatch({ type: 'restored', values, revision, notice });
      if (slug !== article.slug) options.moveTo({ id, slug, revision, notice });
    }
  };
}
