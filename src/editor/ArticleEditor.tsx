import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { JSX, ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ArticleEditor_article$key } from '../../__generated__/ArticleEditor_article.graphql';
import { Toast } from '../ui/Toast';
import { ArticleMetaFields } from './ArticleMetaFields';
import { LIMITS } from './articleRules';
import { CountedField } from './CountedField';
import { DeleteArticle } from './DeleteArticle';
import { EditorBar } from './EditorBar';
import { EditorBody } from './EditorBody';
import { EditorNotices } from './EditorNotices';
import { EditorSettings } from './EditorSettings';
import { PublishCheck } from './PublishCheck';
import { PublishDialog } from './PublishDialog';
import { RevisionHistory } from './RevisionHistory';
import { SchedulePublish } from './SchedulePublish';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt';
import { isSaveKey } from './useArticleForm';
import { useArticleEditing } from './useArticleEditing';
import { useWideLayout } from './useWideLayout';
import './ArticleEditor.css';

/**
 * The writing canvas: the title as a large heading field with the Markdown body right under it
 * (beside its live preview on a wide screen), the bar's one primary action with "More" for the
 * rest, and everything else (tags, summary, cover, schedule, history, delete) in the settings
 * panel beside the text. `article` is null for a new one; what the editor does with the text
 * (saving, autosave, conflicts, the local copy, the leave guard) is useArticleEditing's.
 */
export function ArticleEditor(props: {
  article: ArticleEditor_article$key | null;
  /** Whose local copies this editor keeps and offers (see localCopy.ts). */
  viewerId: string;
  /** Whether the viewer may publish, schedule, archive and delete it (contributors may not). */
  canPublish: boolean;
  /** The cover's setting, shown in the settings panel. */
  cover: ReactNode;
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
        # eslint-disable-next-line relay/unused-fields
        revision
        # eslint-disable-next-line relay/unused-fields
        updatedAt
        publishedAt
        scheduledAt
        # eslint-disable-next-line relay/unused-fields
        tags {
          id
          # eslint-disable-next-line relay/unused-fields
          name
        }
        # A published article's autosaved edits: what the writer goes on editing.
        # eslint-disable-next-line relay/unused-fields
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
        ...PublishCheck_article
        # What the next write changes the article from (useSaveArticle, useArticleStatus).
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...articleChange_article
      }
    `,
    props.article,
  );
  const wide = useWideLayout();
  const [settingsOpen, setSettingsOpen] = useState(article === null);
  const [scheduleAsked, setScheduleAsked] = useState(0);
  // Publish asks first (PublishDialog): the check and the link card, then the writer decides.
  const [checking, setChecking] = useState(false);
  const settingsId = useId();
  const settingsToggle = useRef<HTMLButtonElement>(null);
  const editing = useArticleEditing({
    article: article ?? null,
    viewerId: props.viewerId,
    reveal: (field) => {
      if (field === 'body' && !wide) editing.setTab('write');
      // Shown before it is focused: a hidden field cannot take focus.
      if (field === 'tags' || field === 'summary') flushSync(() => setSettingsOpen(true));
    },
  });
  const { values, form, state, dispatch, busy, run } = editing;
  const { offer, discardOffer } = editing.localCopy;
  const { blocker, undo, formElement } = editing;

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
        scheduledAt={article?.scheduledAt ?? null}
        everPublished={article?.publishedAt != null}
        statusLine={editing.statusLine}
        slug={article?.slug ?? null}
        isSaving={editing.saving}
        isChanging={editing.isChanging}
        canPublish={props.canPublish}
        onRun={(intent) => {
          if (intent === 'publish' && article) setChecking(true);
          else void run(intent);
        }}
        onSchedule={() => {
          setSettingsOpen(true);
          setScheduleAsked((asked) => asked + 1);
        }}
        settings={{
          open: settingsOpen,
          panelId: settingsId,
          onToggle: () => setSettingsOpen(!settingsOpen),
        }}
        settingsToggle={settingsToggle}
      />
      <EditorNotices
        offerSavedAt={offer?.savedAt ?? null}
        onRestore={editing.restoreCopy}
        onDiscard={discardOffer}
        conflict={state.conflict}
        onLoadTheirs={editing.loadTheirs}
        onKeepMine={() => dispatch({ type: 'keptMine' })}
        problem={state.problem}
        busy={busy}
        onRetry={(failed) => void run(failed.intent)}
        formError={form.formError}
        notice={state.notice}
      />

      <CountedField
        label="Title"
        name="title"
        value={values.title}
        onChange={editing.change('title')}
        error={form.errorOf('title')}
        required
        limit={LIMITS.title}
        inputRef={editing.fieldRef('title')}
        className="editor-title"
      />
      <EditorBody
        wide={wide}
        tab={editing.tab}
        onTab={editing.setTab}
        value={values.body}
        onChange={editing.change('body')}
        error={form.errorOf('body')}
        inputRef={editing.fieldRef('body')}
      />

      <EditorSettings
        id={settingsId}
        open={settingsOpen}
        modal={!wide}
        onClose={() => setSettingsOpen(false)}
        returnTo={settingsToggle}
      >
        <ArticleMetaFields
          values={values}
          errorOf={form.errorOf}
          onChange={editing.change}
          fieldRef={editing.fieldRef}
        />
        {props.cover}
        {props.canPublish && article && article.status === 'DRAFT' ? (
          <SchedulePublish
            article={article}
            asked={scheduleAsked}
            check={<PublishCheck article={article} values={values} />}
          />
        ) : null}
        {article ? (
          <RevisionHistory
            articleId={article.id}
            revision={editing.baseRevision}
            current={values}
            restoreBlocked={editing.restoreBlocked}
            onRestore={(number, restored) => void editing.restore(number, restored)}
          />
        ) : null}
        {props.canPublish && article ? (
          <DeleteArticle article={article} disabled={busy} onDeleted={editing.leaveDeleted} />
        ) : null}
      </EditorSettings>

      {checking && article ? (
        <PublishDialog
          article={article}
          values={values}
          onPublish={() => {
            setChecking(false);
            void run('publish');
          }}
          onCancel={() => setChecking(false)}
        />
      ) : null}
      {blocker.status === 'blocked' ? (
        <UnsavedChangesPrompt onLeave={blocker.proceed} onStay={blocker.reset} />
      ) : null}
      <Toast message={undo.toast} onDismiss={undo.dismiss} />
    </form>
  );
}
