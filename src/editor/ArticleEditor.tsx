import { useNavigate } from '@tanstack/react-router';
import { useMemo, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ArticleEditor_article$key } from '../../__generated__/ArticleEditor_article.graphql';
import { Toast } from '../ui/Toast';
import { ArticleMetaFields } from './ArticleMetaFields';
import type { ArticleField, ArticleValues } from './articleRules';
import { LIMITS, sameValues, validateArticle } from './articleRules';
import { CountedField } from './CountedField';
import { EditorDetails } from './EditorDetails';
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
  isAutosaveDue,
  restoreBlockedReason,
} from './editorState';
import { localCopySlot } from './localCopy';
import { RevisionHistory } from './RevisionHistory';
import { SchedulePublish } from './SchedulePublish';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt';
import { useArticleStatus } from './useArticleStatus';
import { useAutosaveArticle } from './useAutosaveArticle';
import { EMPTY_VALUES, isSaveKey, storedValues, useArticleForm } from './useArticleForm';
import { useFieldFocus } from './useFieldFocus';
import { useLeaveGuard } from './useLeaveGuard';
import { useLocalCopy } from './useLocalCopy';
import { useRestoreFlow } from './useRestoreFlow';
import { useEditorRun } from './useEditorRun';
import { useSaveArticle } from './useSaveArticle';
import { useStatusUndo } from './useStatusUndo';
import { useWideLayout } from './useWideLayout';
import './ArticleEditor.css';

/**
 * The article form: title, tags, summary and the Markdown source beside its live preview, with
 * save, publish, unpublish and archive (each with Undo), restore and delete; `article` is null for
 * a new one. Its states are editorState.ts's, its values and messages useArticleForm's. A failed
 * save keeps everything typed and offers Retry; unsaved changes are kept in this browser
 * (useLocalCopy) and saved to the server once typing pauses (useAutosaveArticle: a published
 * article's become its pending revision), leaving asks first (useLeaveGuard), the history
 * compares and restores revisions (RevisionHistory), and a draft can be scheduled.
 */
export function ArticleEditor(props: {
  article: ArticleEditor_article$key | null;
  /** Whose local copies this editor keeps and offers (see localCopy.ts). */
  viewerId: string;
  /** Whether the viewer may publish, schedule, archive and delete it (contributors may not). */
  canPublish: boolean;
}): JSX.Element {
  const article = useFragment(
    graphql`
      fragment ArticleEditor_article on Article {
        id
        slug
        title
        # storedValues (useArticleForm.ts) reads the summary, tags and pending fields.
        # eslint-disable-next-line relay/unused-fields
        summary
        body
        status
        revision
        updatedAt
        # eslint-disable-next-line relay/unused-fields
        tags {
          id
          # eslint-disable-next-line relay/unused-fields
          name
        }
        # A published article's autosaved edits: what the writer goes on editing.
        pendingRevision {
          title
          # eslint-disable-next-line relay/unused-fields
          summary
          body
          # eslint-disable-next-line relay/unused-fields
          tags
        }
        ...DeleteArticle_article
        ...SchedulePublish_article
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

  const [detailsOpen, setDetailsOpen] = useState(article === null);
  const { fieldRef, focusFirst } = useFieldFocus((field) => {
    if (field === 'body' && !wide) setTab('write');
    // Shown before it is focused: a hidden field cannot take focus.
    if (field === 'tags' || field === 'summary') flushSync(() => setDetailsOpen(true));
  });
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
    article: article ?? null,
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

  /** Shows every field's messages and focuses the first of `invalid`. */
  const showInvalid = (invalid: ReadonlyArray<string | null | undefined>) => {
    form.showAll();
    focusFirst(invalid);
  };

  const { run, loadTheirs, restoreCopy } = useEditorRun({
    article: article ?? null,
    stored,
    pending,
    values,
    dirty,
    busy,
    state,
    dispatch,
    form,
    showInvalid,
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
      onKeyDown={(event) => {
        if (isSaveKey(event)) event.preventDefault();
        if (isSaveKey(event)) void run('save');
      }}
    >
      <EditorBar
        status={article?.status ?? null}
        statusLine={statusLine}
        slug={article?.slug ?? null}
        isSaving={saving}
        isChanging={isChanging}
        canPublish={props.canPublish}
        onRun={(intent) => void run(intent)}
      >
        {props.canPublish && article?.status === 'DRAFT' ? (
          <SchedulePublish article={article} />
        ) : null}
        {props.canPublish && article ? (
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

      <div className="editor-title-row">
        <CountedField
          label="Title"
          name="title"
          value={values.title}
          onChange={change('title')}
          error={form.errorOf('title')}
          required
          limit={LIMITS.title}
          inputRef={fieldRef('title')}
        />
        <EditorDetails open={detailsOpen} onToggle={setDetailsOpen} values={values}>
          <ArticleMetaFields
            values={values}
            errorOf={form.errorOf}
            onChange={change}
            fieldRef={fieldRef}
          />
          {article ? (
            <RevisionHistory
              articleId={article.id}
              revision={baseRevision}
              current={values}
              restoreBlocked={restoreBlockedReason(state, { busy, dirty })}
              onRestore={(number, restored) => void restore(number, restored)}
            />
          ) : null}
        </EditorDetails>
      </div>
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
