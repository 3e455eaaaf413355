import { useNavigate } from '@tanstack/react-router';
import { useMemo, useReducer, useRef, useState } from 'react';
import type { JSX, KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ArticleEditor_article$key } from '../../__generated__/ArticleEditor_article.graphql';
import type { articleChange_article$key } from '../../__generated__/articleChange_article.graphql';
import { describeError } from '../app/describeError';
import { Toast } from '../ui/Toast';
import { ArticleMetaFields } from './ArticleMetaFields';
import type { ArticleField, ArticleValues } from './articleRules';
import { normalizeTags, sameValues, validateArticle } from './articleRules';
import { DeleteArticle } from './DeleteArticle';
import { EditorBar } from './EditorBar';
import { EditorBody } from './EditorBody';
import { EditorNotices } from './EditorNotices';
import type { BodyTab } from './EditorBody';
import { takeHandoff, useMoveEditor, useRestoredFocus } from './editorHandoff';
import type { EditorHandoff } from './editorHandoff';
import {
  describeEditorStatus,
  editorReducer,
  initialEditorState,
  statusChangeEvent,
} from './editorState';
import type { Intent } from './editorState';
import { localCopySlot } from './localCopy';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt';
import { useArticleStatus } from './useArticleStatus';
import { EMPTY_VALUES, useArticleForm } from './useArticleForm';
import { useFieldFocus } from './useFieldFocus';
import { useLeaveGuard } from './useLeaveGuard';
import { useLocalCopy } from './useLocalCopy';
import { useSaveArticle } from './useSaveArticle';
import { useStatusUndo } from './useStatusUndo';
import { useWideLayout } from './useWideLayout';
import './ArticleEditor.css';

/**
 * The article form: title, tags, summary and the Markdown source beside its live preview, with
 * save, publish, unpublish and archive (each with Undo), restore and delete; `article` is null for
 * a new one. Its states are editorState.ts's, its values and messages useArticleForm's. A failed
 * save keeps everything typed and offers Retry; unsaved changes are kept in this browser
 * (useLocalCopy), and leaving asks first (useLeaveGuard).
 */
export function ArticleEditor(props: {
  article: ArticleEditor_article$key | null;
  /** Whose local copies this editor keeps and offers (see localCopy.ts). */
  viewerId: string;
}): JSX.Element {
  const article = useFragment(
    graphql`
      fragment ArticleEditor_article on Article {
        id
        slug
        title
        summary
        body
        status
        revision
        updatedAt
        tags {
          id
          name
        }
        ...DeleteArticle_article
        # What the next write changes the article from (useSaveArticle, useArticleStatus).
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...articleChange_article
      }
    `,
    props.article,
  );
  const articleId = article?.id ?? null;
  const { save } = useSaveArticle();
  const { changeStatus, isChanging } = useArticleStatus();
  const wide = useWideLayout();

  // What the server holds now (a save, a conflict or another screen changes it).
  const stored = useMemo<ArticleValues>(() => {
    if (!article) return EMPTY_VALUES;
    const { title, summary, body } = article;
    return { title, summary, body, tags: article.tags.map((tag) => tag.name).join(', ') };
  }, [article]);

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

  const localCopy = useLocalCopy({
    slot: localCopySlot(props.viewerId, articleId),
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

  const { fieldRef, focusFirst } = useFieldFocus((field) => {
    if (field === 'body' && !wide) setTab('write');
  });
  const formElement = useRef<HTMLFormElement>(null);
  useRestoredFocus(formElement, handoff?.focus);
  const moveTo = useMoveEditor(formElement, { values, tab }, letGo);

  const change = (field: ArticleField) => (value: string) => {
    form.change(field, value);
    dispatch({ type: 'edited' });
  };

  /** Shows every field's messages and focuses the first of `invalid`. */
  const showInvalid = (invalid: ReadonlyArray<string | null | undefined>) => {
    form.showAll();
    focusFirst(invalid);
  };

  const run = async (intent: Intent) => {
    if (busy) return;
    const publishing = intent === 'publish';
    const needsSave = (intent === 'save' || publishing) && (dirty || !article);
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
    let revision = state.base.revision;

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
    if (article) undo.offer(intent, article.status, outcome);
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

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void run('save');
    }
  };

  const loadTheirs = () => {
    form.replace(stored);
    form.showUserErrors([]);
    dispatch({ type: 'loadedTheirs', values: stored, revision: article?.revision ?? null });
    localCopy.clear();
  };

  const restoreCopy = () => {
    const copy = localCopy.takeOffer();
    if (!copy) return;
    form.replace(copy.values);
    dispatch({ type: 'restoredCopy', baseRevision: copy.baseRevision });
  };

  const statusLine = describeEditorStatus(state, {
    dirty,
    invalid: state.phase === 'invalid' && form.hasErrors,
    storedRevision: article?.revision ?? null,
  });
  const { offer, discardOffer } = localCopy;
  const { conflict, problem, notice } = state;

  return (
    <form
      ref={formElement}
      className="editor"
      aria-label={article ? 'Edit article' : 'New article'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void run('save');
      }}
      onKeyDown={onKeyDown}
    >
      <EditorBar
        status={article?.status ?? null}
        statusLine={statusLine}
        slug={article?.slug ?? null}
        isSaving={saving}
        isChanging={isChanging}
        onRun={(intent) => void run(intent)}
      >
        {article ? (
          <DeleteArticle article={article} disabled={busy} onDeleted={leaveDeleted} />
        ) : null}
      </EditorBar>
      <EditorNotices
        offerSavedAt={offer?.savedAt ?? null}
        onRestore={restoreCopy}
        onDiscard={discardOffer}
        conflict={conflict}
        onLoadTheirs={loadTheirs}
        onKeepMine={() => dispatch({ type: 'keptMine' })}
        problem={problem}
        busy={busy}
        onRetry={(failed) => void run(failed.intent)}
        formError={form.formError}
        notice={notice}
      />

      <ArticleMetaFields
        values={values}
        errorOf={form.errorOf}
        onChange={change}
        fieldRef={fieldRef}
      />
      <EditorBody
        wide={wide}
        tab={tab}
        onTab={setTab}
        value={values.body}
        onChange={change('body')}
        error={form.errorOf('body')}
        inputRef={fieldRef('body')}
      />

      {blocker.status === 'blocked' ? (
        <UnsavedChangesPrompt onLeave={blocker.proceed} onStay={blocker.reset} />
      ) : null}
      <Toast message={undo.toast} onDismiss={undo.dismiss} />
    </form>
  );
}
