import type { Dispatch } from 'react';
import type { ArticleStatus } from '../../__generated__/articleChange_article.graphql';
import type { articleChange_article$key } from '../../__generated__/articleChange_article.graphql';
import type { UserErrorLike } from '../accounts/useFormState';
import { describeError } from '../app/describeError';
import type { ArticleValues } from './articleRules';
import type { LocalCopy } from './localCopy';
import { normalizeTags, sameValues, validateArticle } from './articleRules';
import { statusChangeEvent } from './editorState';
import type { EditorEvent, EditorState, Intent } from './editorState';
import type { AutosaveResult } from './useAutosave';
import type { StatusAction, StatusOutcome } from './useArticleStatus';
import type { SaveInput, SaveOptions, SaveOutcome, SaveTarget } from './useSaveArticle';

/** What a click on Save, Publish, Unpublish, Archive or Restore needs from the editor. */
export interface EditorRunOptions {
  article:
    | (articleChange_article$key & {
        id: string;
        slug: string;
        status: ArticleStatus;
        revision: number;
      })
    | null;
  /** What the server holds (storedValues), for "load theirs". */
  stored: ArticleValues;
  /** A published article's autosaved edits wait to be made public. */
  pending: boolean;
  values: ArticleValues;
  dirty: boolean;
  busy: boolean;
  state: EditorState;
  dispatch: Dispatch<EditorEvent>;
  form: {
    showUserErrors: (errors: readonly UserErrorLike[]) => void;
    replace: (values: ArticleValues) => void;
  };
  /** Shows every field's messages and focuses the first of these. */
  showInvalid: (invalid: ReadonlyArray<string | null | undefined>) => void;
  /** Waits for an autosave under way (useAutosave). */
  settled: () => Promise<AutosaveResult>;
  save: (
    input: SaveInput,
    target: SaveTarget | null,
    options?: SaveOptions,
  ) => Promise<SaveOutcome>;
  changeStatus: (
    action: StatusAction,
    article: articleChange_article$key,
  ) => Promise<StatusOutcome>;
  offerUndo: (action: StatusAction, from: ArticleStatus, outcome: StatusOutcome) => void;
  localCopy: { keepNow: () => void; clear: () => void; takeOffer: () => LocalCopy | null };
  moveTo: (to: { id: string; slug: string; revision: number; notice: string | null }) => void;
}

/**
 * The editor's explicit actions. `run` checks the rules, saves when anything is unsaved (or a
 * published article's pending edits are to go public), then changes the status if asked, and
 * moves the editor when the article's URL changed; `loadTheirs` (after a conflict) and
 * `restoreCopy` (the local copy offered) replace the form's values. Each outcome is an event
 * of editorState.ts.
 */
export function useEditorRun(options: EditorRunOptions): {
  run: (intent: Intent) => Promise<void>;
  loadTheirs: () => void;
  restoreCopy: () => void;
} {
  const { article, pending, values, dirty, busy, state, dispatch, form, showInvalid } = options;
  const { settled, save, changeStatus, offerUndo, localCopy, moveTo } = options;
  const articleId = article?.id ?? null;
  const loadTheirs = () => {
    form.replace(options.stored);
    form.showUserErrors([]);
    const revision = article?.revision ?? null;
    dispatch({ type: 'loadedTheirs', values: options.stored, revision });
    localCopy.clear();
  };

  const restoreCopy = () => {
    const copy = localCopy.takeOffer();
    if (!copy) return;
    form.replace(copy.values);
    dispatch({ type: 'restoredCopy', baseRevision: copy.baseRevision });
  };

  const run = async (intent: Intent) => {
    if (busy) return;
    // An autosave under way makes the revision this write is based on.
    const autosaved = await settled();
    const changed = autosaved ? !sameValues(values, autosaved.values) : dirty;
    const publishing = intent === 'publish';
    // A published article's pending revision is saved "for real" to become public.
    const needsSave = (intent === 'save' || publishing) && (changed || !article || pending);
    dispatch({ type: 'attempted', intent });
    form.showUserErrors([]);

    if (needsSave || publishing) {
      const errors = validateArticle(values, { publishing });
      if (Object.keys(errors).length > 0) {
        dispatch({ type: 'rulesFailed' });
        showInvalid(Object.keys(errors));
        return;
      }
    }

    // The article as the next write finds it: the lists tell what it changed from this.
    let target: articleChange_article$key | null = article ?? null;
    let targetId = articleId;
    let slug = article?.slug ?? null;
    let revision = autosaved?.revision ?? state.base.revision;

    if (needsSave) {
      if (state.conflict) return;
      dispatch({ type: 'saveStarted' });
      const outcome = await save(
        { ...values, tags: normalizeTags(values.tags) },
        target && revision !== null ? { article: target, revision } : null,
      );
      if (outcome.kind === 'failed') {
        localCopy.keepNow();
        dispatch({ type: 'failed', problem: { intent, ...describeError(outcome.error) } });
        return;
      }
      if (outcome.kind === 'invalid') {
        dispatch({ type: 'saveInvalid' });
        form.showUserErrors(outcome.userErrors);
        showInvalid(outcome.userErrors.map((error) => error.field));
        return;
      }
      if (outcome.kind === 'conflict') {
        dispatch({ type: 'saveConflict', conflict: outcome });
        return;
      }
      const saved = outcome.article;
      dispatch({ type: 'saved', values, revision: saved.revision });
      localCopy.clear();
      revision = saved.revision;
      target = saved.reference;
      targetId = saved.id;
      if (intent === 'save' && (saved.id !== articleId || saved.slug !== slug)) {
        moveTo({ id: saved.id, slug: saved.slug, revision: saved.revision, notice: null });
        return;
      }
      slug = saved.slug;
    }

    if (intent === 'save' || !target || !targetId) return;
    const outcome = await changeStatus(intent, target);
    const event = statusChangeEvent(intent, outcome);
    dispatch(event);
    if (article) offerUndo(intent, article.status, outcome);
    if (outcome.kind === 'refused' && outcome.field === 'body') {
      form.showUserErrors([{ field: 'body', message: outcome.message }]);
    } else if (outcome.kind === 'done') {
      revision = outcome.revision;
      // A first publish trades the draft slug for the public one: the edit URL follows.
      slug = outcome.slug;
    }
    if (targetId !== articleId || (slug !== null && slug !== article?.slug)) {
      const notice = event.type === 'statusChanged' ? event.notice : null;
      moveTo({ id: targetId, slug: slug ?? article?.slug ?? '', revision: revision ?? 1, notice });
    }
  };
  return { run, loadTheirs, restoreCopy };
}
