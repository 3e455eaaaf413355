import { useNavigate } from '@tanstack/react-router';
import { useMemo, useReducer, useRef, useState } from 'react';
import type { ArticleEditor_article$data } from '../../__generated__/ArticleEditor_article.graphql';
import type { ArticleField, ArticleValues } from './articleRules';
import { sameValues, validateArticle } from './articleRules';
import type { BodyTab } from './EditorBody';
import { takeHandoff, useMoveEditor, useRestoredFocus } from './editorHandoff';
import type { EditorHandoff } from './editorHandoff';
import {
  describeEditorStatus,
  editorReducer,
  initialEditorState,
  isAutosaveDue,
  restoreBlockedReason,
} from './editorState';
import { localCopySlot } from './localCopy';
import { useArticleStatus } from './useArticleStatus';
import { useAutosaveArticle } from './useAutosaveArticle';
import { EMPTY_VALUES, storedValues, useArticleForm } from './useArticleForm';
import { useEditorRun } from './useEditorRun';
import { useFieldFocus } from './useFieldFocus';
import { useLeaveGuard } from './useLeaveGuard';
import { useLocalCopy } from './useLocalCopy';
import { useRestoreFlow } from './useRestoreFlow';
import { useSaveArticle } from './useSaveArticle';
import { useStatusUndo } from './useStatusUndo';

/**
 * Everything the article editor does with its text (editorState.ts's states): the form's
 * values, saving (explicit, and autosave once typing pauses), conflicts, the local copy kept in
 * this browser, the leave guard, status changes with Undo, and restoring a revision. `reveal`
 * shows a field before it is focused (a refused save names it).
 */
export function useArticleEditing(options: {
  article: ArticleEditor_article$data | null;
  viewerId: string;
  reveal: (field: ArticleField) => void;
}) {
  const { article } = options;
  const articleId = article?.id ?? null;
  const { save } = useSaveArticle();
  const { changeStatus, isChanging } = useArticleStatus();

  // What the server holds now (a save, a conflict or another screen changes it).
  const stored = useMemo(() => (article ? storedValues(article) : EMPTY_VALUES), [article]);
  const pending = article?.pendingRevision != null;

  // Taken once, on the first render: what the editor this one replaced had (see editorHandoff).
  const [handoff] = useState<EditorHandoff | null>(() => takeHandoff(articleId));
  const [state, dispatch] = useReducer(editorReducer, null, () =>
    initialEditorState(stored, article?.revision ?? null, {
      savedRevision: handoff?.savedRevision ?? null,
      notice: handoff?.notice ?? null,
    }),
  );
  const [tab, setTab] = useState<BodyTab>(() => handoff?.tab ?? 'write');
  const form = useArticleForm(handoff?.values ?? stored, state.publishing);
  const values: ArticleValues = form.values;
  const dirty = !sameValues(values, state.base.values);
  const saving = state.phase === 'saving';
  const busy = saving || isChanging;
  const valid = useMemo(() => Object.keys(validateArticle(values, {})).length === 0, [values]);

  const localCopy = useLocalCopy({
    slot: localCopySlot(options.viewerId, articleId),
    values,
    dirty,
    baseRevision: state.base.revision,
    stored,
    storedUpdatedAt: article?.updatedAt ?? null,
    handedOver: handoff !== null,
  });
  const { blocker, letGo } = useLeaveGuard(dirty);
  const navigate = useNavigate();
  const undo = useStatusUndo(changeStatus, dispatch);
  const leaveDeleted = () => {
    letGo();
    localCopy.clear();
    return navigate({ to: '/drafts' });
  };

  const { fieldRef, focusFirst } = useFieldFocus(options.reveal);
  const formElement = useRef<HTMLFormElement>(null);
  useRestoredFocus(formElement, handoff?.focus);
  const moveTo = useMoveEditor(formElement, { values, tab }, letGo);
  const baseRevision = state.base.revision;
  const autosave = useAutosaveArticle({
    due: isAutosaveDue(state, {
      dirty,
      valid,
      canAutosave: article?.status === 'DRAFT' || article?.status === 'PUBLISHED',
    }),
    failed: state.autosave === 'failed',
    values,
    target: article && baseRevision !== null ? { article, revision: baseRevision } : null,
    slug: article?.slug ?? null,
    save,
    dispatch,
    showUserErrors: form.showUserErrors,
    keepLocalCopy: localCopy.keepNow,
    moveTo,
  });
  const restore = useRestoreFlow({
    article,
    revision: baseRevision,
    settled: autosave.settled,
    dispatch,
    form,
    moveTo,
  });

  const change = (field: ArticleField) => (value: string) => {
    form.change(field, value);
    dispatch({ type: 'edited' });
  };

  const { run, loadTheirs, restoreCopy } = useEditorRun({
    article,
    stored,
    pending,
    values,
    dirty,
    busy,
    state,
    dispatch,
    form,
    // Every field's messages, and focus on the first of those named.
    showInvalid: (invalid) => {
      form.showAll();
      focusFirst(invalid);
    },
    settled: autosave.settled,
    save,
    changeStatus,
    offerUndo: undo.offer,
    localCopy,
    moveTo,
  });

  const statusLine = describeEditorStatus(state, {
    dirty,
    invalid: state.phase === 'invalid' && form.hasErrors,
    storedRevision: article?.revision ?? null,
    pending,
  });

  return {
    state,
    dispatch,
    form,
    values,
    busy,
    saving,
    isChanging,
    tab,
    setTab,
    change,
    run,
    loadTheirs,
    restoreCopy,
    restore,
    restoreBlocked: restoreBlockedReason(state, { busy, dirty }),
    statusLine,
    localCopy,
    blocker,
    undo,
    leaveDeleted,
    fieldRef,
    formElement,
    baseRevision,
  };
}
