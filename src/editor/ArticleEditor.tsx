import { Link, useBlocker, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FormEvent, JSX, KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ArticleEditor_article$key } from '../../__generated__/ArticleEditor_article.graphql';
import type { articleChange_article$key } from '../../__generated__/articleChange_article.graphql';
import { describeError } from '../app/describeError';
import { ArticleStatusBadge } from '../articles/ArticleStatusBadge';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import type { ArticleField, ArticleValues, FieldErrors } from './articleRules';
import { LIMITS, normalizeTags, sameValues, validateArticle } from './articleRules';
import { CharacterCount, isCountShown } from './CharacterCount';
import { ConflictNotice } from './ConflictNotice';
import { EditorPreview } from './EditorPreview';
import { handOff, takeHandoff } from './editorHandoff';
import type { EditorHandoff } from './editorHandoff';
import { clearLocalCopy, localCopySlot, readLocalCopy, writeLocalCopy } from './localCopy';
import type { LocalCopy } from './localCopy';
import { LocalCopyOffer } from './LocalCopyOffer';
import { MarkdownSource } from './MarkdownSource';
import { TagChips } from './TagChips';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt';
import type { StatusAction } from './useArticleStatus';
import { useArticleStatus } from './useArticleStatus';
import { useSaveArticle } from './useSaveArticle';
import { useWideLayout } from './useWideLayout';
import './ArticleEditor.css';

/** How long typing must pause before the local copy is written. */
const LOCAL_COPY_DELAY_MS = 400;

const EMPTY: ArticleValues = { title: '', summary: '', tags: '', body: '' };
const FIELD_ORDER: ReadonlyArray<ArticleField> = ['title', 'tags', 'summary', 'body'];

type Intent = 'save' | StatusAction;

const ACTION_VERB: Record<StatusAction, string> = {
  publish: 'published',
  unpublish: 'unpublished',
  archive: 'archived',
};

interface Conflict {
  revision: number;
  updatedAt: string;
}

/** A problem to show above the form: a failed request, or a refused status change. */
interface Problem {
  intent: Intent;
  summary: string;
  details: string | null;
}

/**
 * The article form: title, tags, summary and the Markdown source beside its
 * live preview, with save, publish, unpublish, archive and restore. `article`
 * is null for a new article.
 *
 * States (PRODUCT.md §4): pristine → dirty → saving → saved (revision n) |
 * invalid (the §5 messages on their fields, before anything is sent, or the
 * server's userErrors) | conflict (a newer revision was saved elsewhere). A
 * failed save keeps everything typed, says why and offers Retry; while there
 * are unsaved changes a copy is kept in localStorage, and leaving asks first.
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
        # What the next write changes the article from (useSaveArticle, useArticleStatus).
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...articleChange_article
      }
    `,
    props.article,
  );
  const articleId = article?.id ?? null;
  const copySlot = localCopySlot(props.viewerId, articleId);
  const navigate = useNavigate();
  const { save, isSaving } = useSaveArticle();
  const { changeStatus, isChanging } = useArticleStatus();
  const wide = useWideLayout();
  const ids = useId();

  // What the server holds now (it changes when a save, a conflict or another
  // screen writes the article into the store).
  const stored = useMemo<ArticleValues>(
    () =>
      article
        ? {
            title: article.title,
            summary: article.summary,
            tags: article.tags.map((tag) => tag.name).join(', '),
            body: article.body,
          }
        : EMPTY,
    [article],
  );

  // Taken once, on the first render: what the editor this one replaced had (see editorHandoff).
  const [handoff] = useState<EditorHandoff | null>(() => takeHandoff(articleId));
  const [values, setValues] = useState<ArticleValues>(() => handoff?.values ?? stored);
  // What the edit is based on: the values last loaded or saved, and their revision.
  const [base, setBase] = useState(() => ({
    values: stored,
    revision: article?.revision ?? null,
  }));
  const [savedRevision, setSavedRevision] = useState<number | null>(
    () => handoff?.savedRevision ?? null,
  );
  const [offer, setOffer] = useState<LocalCopy | null>(() => {
    if (handoff) return null;
    const copy = readLocalCopy(copySlot);
    if (!copy || sameValues(copy.values, stored)) return null;
    // Only a copy newer than the stored article: an older one was overtaken by a save.
    return !article || copy.savedAt > article.updatedAt ? copy : null;
  });
  const [touched, setTouched] = useState<ReadonlySet<ArticleField>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [overwriting, setOverwriting] = useState<number | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState<string | null>(() => handoff?.notice ?? null);
  const [tab, setTab] = useState<'write' | 'preview'>(() => handoff?.tab ?? 'write');

  const dirty = !sameValues(values, base.values);
  const busy = isSaving || isChanging;
  const tags = useMemo(() => normalizeTags(values.tags), [values.tags]);
  const clientErrors = validateArticle(values, { publishing });
  const shownErrors: FieldErrors = {};
  for (const field of FIELD_ORDER) {
    const message =
      (submitted || touched.has(field) ? clientErrors[field] : undefined) ?? serverErrors[field];
    if (message) shownErrors[field] = message;
  }
  const invalid = submitted && Object.keys(shownErrors).length > 0;

  const fields = useRef<Partial<Record<ArticleField, HTMLElement | null>>>({});
  const form = useRef<HTMLFormElement>(null);
  // Read by event handlers and the blocker, which outlive the render that made them.
  const latest = useRef({ values, dirty, tab });
  const leaving = useRef(false);
  useEffect(() => {
    latest.current = { values, dirty, tab };
  }, [values, dirty, tab]);

  // Back where the author was, when a save moved this editor to a new URL. The
  // route announcer moves focus to the page's <h1> after every navigation, a
  // tick after this runs or before it: a first move of focus to a heading is
  // undone, so typing goes on where it was.
  useEffect(() => {
    const focus = handoff?.focus;
    if (!focus) return;
    const element = form.current?.elements.namedItem(focus.name);
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return;
    const restore = () => {
      element.focus();
      element.setSelectionRange(focus.selectionStart, focus.selectionEnd);
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
  }, [handoff]);

  // The local copy: written once typing pauses while anything is unsaved (not
  // while an older copy waits for the author's decision), dropped when the
  // form is back to what the server has.
  useEffect(() => {
    if (offer) return;
    if (!dirty) {
      clearLocalCopy(copySlot);
      return;
    }
    const timer = setTimeout(
      () => writeLocalCopy(copySlot, values, base.revision),
      LOCAL_COPY_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [offer, dirty, copySlot, values, base.revision]);

  // Leaving with unsaved changes asks first: in the app through the router's
  // blocker, on reload or closing the tab through the browser's own prompt.
  const blocker = useBlocker({
    shouldBlockFn: () => latest.current.dirty && !leaving.current,
    enableBeforeUnload: false,
    withResolver: true,
  });
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!latest.current.dirty || leaving.current) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const change = (field: ArticleField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
    setServerErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
    setNotice(null);
  };

  const focusFirstInvalid = (errors: FieldErrors) => {
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (!first) return;
    if (first === 'body' && !wide) setTab('write');
    fields.current[first]?.focus();
  };

  /**
   * Moves to the article's own edit URL (after the first save, a new title's
   * slug, or a first publish's public slug) keeping everything, and the
   * notice of what just happened.
   */
  const moveTo = (id: string, slug: string, revision: number, notice: string | null = null) => {
    const active = document.activeElement;
    const focus =
      (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) &&
      form.current?.contains(active) &&
      active.name
        ? {
            name: active.name,
            selectionStart: active.selectionStart ?? 0,
            selectionEnd: active.selectionEnd ?? 0,
          }
        : null;
    handOff(id, {
      values: latest.current.values,
      focus,
      tab: latest.current.tab,
      savedRevision: revision,
      notice,
    });
    leaving.current = true;
    void navigate({ to: '/articles/$slug/edit', params: { slug }, replace: true });
  };

  const run = async (intent: Intent) => {
    if (busy) return;
    const publishingNow = intent === 'publish';
    const statusChange = intent !== 'save';
    const sending = values;
    const needsSave = intent === 'save' || intent === 'publish' ? dirty || !article : false;
    setPublishing(publishingNow);
    setProblem(null);
    setNotice(null);
    setFormError(null);

    if (needsSave || publishingNow) {
      const errors = validateArticle(sending, { publishing: publishingNow });
      if (Object.keys(errors).length > 0) {
        setSubmitted(true);
        focusFirstInvalid(errors);
        return;
      }
    }
    setSubmitted(false);

    // The article as the next write finds it: the lists tell what it changed from this.
    let target: articleChange_article$key | null = article ?? null;
    let targetId = article?.id ?? null;
    let slug = article?.slug ?? null;
    let revision = base.revision;

    if (needsSave) {
      if (conflict) return;
      const outcome = await save(
        {
          title: sending.title,
          summary: sending.summary,
          tags: normalizeTags(sending.tags),
          body: sending.body,
        },
        target && article ? { article: target, revision: base.revision ?? article.revision } : null,
      );
      if (outcome.kind === 'failed') {
        // Kept at once, not after the usual pause: the author may close the tab next.
        writeLocalCopy(copySlot, latest.current.values, base.revision);
        setProblem({ intent, ...describeError(outcome.error) });
        return;
      }
      if (outcome.kind === 'invalid') {
        setServerErrors(outcome.errors);
        setFormError(outcome.formError);
        setSubmitted(true);
        focusFirstInvalid(outcome.errors);
        return;
      }
      if (outcome.kind === 'conflict') {
        setConflict({ revision: outcome.revision, updatedAt: outcome.updatedAt });
        return;
      }
      const saved = outcome.article;
      setServerErrors({});
      setBase({ values: sending, revision: saved.revision });
      setSavedRevision(saved.revision);
      setOverwriting(null);
      clearLocalCopy(copySlot);
      revision = saved.revision;
      target = saved.reference;
      targetId = saved.id;
      if (!article) clearLocalCopy(localCopySlot(props.viewerId, null));
      if (!statusChange && (saved.id !== articleId || saved.slug !== slug)) {
        moveTo(saved.id, saved.slug, saved.revision);
        return;
      }
      slug = saved.slug;
    }

    if (statusChange && target && targetId) {
      let done: string | null = null;
      const outcome = await changeStatus(intent, target);
      if (outcome.kind === 'failed') {
        const described = describeError(outcome.error);
        setProblem({
          intent,
          summary: `The article could not be ${ACTION_VERB[intent]}: ${lowerFirst(described.summary)}`,
          details: described.details,
        });
      } else if (outcome.kind === 'refused') {
        setProblem({
          intent,
          summary: `The article was not ${ACTION_VERB[intent]}: ${outcome.message}`,
          details: null,
        });
        if (outcome.field === 'body') {
          setServerErrors((current) => ({ ...current, body: outcome.message }));
        }
      } else {
        done = `The article is ${ACTION_VERB[intent]}.`;
        setNotice(done);
        // The change is a revision of its own: the next save is based on it,
        // or the server would take it for a save from an older tab.
        setBase((current) => ({ ...current, revision: outcome.revision }));
        setSavedRevision((current) => (current === null ? null : outcome.revision));
        revision = outcome.revision;
        // A first publish trades the draft slug for the public one: the edit URL follows.
        slug = outcome.slug;
      }
      if (targetId !== articleId || (slug !== null && slug !== article?.slug)) {
        moveTo(targetId, slug ?? article?.slug ?? '', revision ?? 1, done);
      }
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run('save');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void run('save');
    }
  };

  const loadTheirs = useCallback(() => {
    setValues(stored);
    setBase({ values: stored, revision: article?.revision ?? null });
    setConflict(null);
    setOverwriting(null);
    setServerErrors({});
    setSavedRevision(null);
    clearLocalCopy(copySlot);
  }, [stored, article, copySlot]);

  const keepMine = () => {
    if (!conflict) return;
    // The next save is based on the stored revision, so it replaces it on purpose.
    setBase((current) => ({ ...current, revision: conflict.revision }));
    setOverwriting(conflict.revision);
    setConflict(null);
  };

  const restoreCopy = () => {
    if (!offer) return;
    setValues(offer.values);
    if (offer.baseRevision !== null) {
      setBase((current) => ({ ...current, revision: offer.baseRevision }));
    }
    setOffer(null);
  };

  const discardCopy = () => {
    clearLocalCopy(copySlot);
    setOffer(null);
  };

  const status = article?.status ?? null;
  const statusLine = isSaving
    ? 'Saving…'
    : conflict
      ? 'Not saved: someone saved a newer version'
      : problem && problem.intent === 'save'
        ? 'Not saved'
        : invalid
          ? 'Not saved: fix the marked fields'
          : dirty
            ? overwriting !== null
              ? `Unsaved changes · saving will replace revision ${overwriting}`
              : 'Unsaved changes'
            : savedRevision !== null
              ? `Saved · revision ${savedRevision}`
              : article
                ? `Revision ${article.revision}`
                : 'Not saved yet';

  const titleCountId = `${ids}-title-count`;
  const summaryCountId = `${ids}-summary-count`;
  const bodyCountId = `${ids}-body-count`;
  const tagsId = `${ids}-tags`;
  const sourceTabId = `${ids}-tab-write`;
  const previewTabId = `${ids}-tab-preview`;
  const sourcePaneId = `${ids}-pane-write`;
  const previewPaneId = `${ids}-pane-preview`;

  const canPublish = !article || status === 'DRAFT';
  const canUnpublish = status === 'PUBLISHED';
  const canArchive = status === 'DRAFT' || status === 'PUBLISHED';
  const canRestore = status === 'ARCHIVED';

  return (
    <form
      ref={form}
      className="editor"
      aria-label={article ? 'Edit article' : 'New article'}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
    >
      <div className="editor-bar">
        <p className="editor-status" role="status">
          <ArticleStatusBadge status={status} /> <span>{statusLine}</span>
        </p>
        <div className="editor-actions">
          <Button type="submit" busy={isSaving} busyLabel="Saving…" disabled={isChanging}>
            {status === 'PUBLISHED' ? 'Save changes' : 'Save draft'}
          </Button>
          {canPublish ? (
            <Button variant="quiet" onClick={() => void run('publish')} disabled={busy}>
              Publish
            </Button>
          ) : null}
          {canUnpublish ? (
            <Button variant="quiet" onClick={() => void run('unpublish')} disabled={busy}>
              Unpublish
            </Button>
          ) : null}
          {canRestore ? (
            <Button variant="quiet" onClick={() => void run('unpublish')} disabled={busy}>
              Restore
            </Button>
          ) : null}
          {canArchive ? (
            <Button variant="quiet" onClick={() => void run('archive')} disabled={busy}>
              Archive
            </Button>
          ) : null}
          {article ? (
            <Link to="/articles/$slug" params={{ slug: article.slug }}>
              View article
            </Link>
          ) : null}
        </div>
      </div>

      {offer ? (
        <LocalCopyOffer savedAt={offer.savedAt} onRestore={restoreCopy} onDiscard={discardCopy} />
      ) : null}
      {conflict ? (
        <ConflictNotice
          revision={conflict.revision}
          updatedAt={conflict.updatedAt}
          onLoadTheirs={loadTheirs}
          onKeepMine={keepMine}
        />
      ) : null}
      {problem ? (
        <div className="notice notice-error" role="alert">
          <p>
            {problem.intent === 'save' ? (
              <>
                <strong>Your changes could not be saved.</strong> {problem.summary} Nothing you
                typed is lost: it is all still here, and a copy is kept in this browser.
              </>
            ) : (
              problem.summary
            )}
          </p>
          <div className="notice-actions">
            <Button onClick={() => void run(problem.intent)} busy={busy} busyLabel="Retrying…">
              Retry
            </Button>
          </div>
          {problem.details ? (
            <details className="error-details">
              <summary>Details</summary>
              <pre>{problem.details}</pre>
            </details>
          ) : null}
        </div>
      ) : null}
      {formError ? (
        <p className="notice notice-error" role="alert">
          {formError}
        </p>
      ) : null}
      {notice ? <p className="notice">{notice}</p> : null}

      <div className="editor-meta">
        <div className="editor-field">
          <Field
            label="Title"
            name="title"
            value={values.title}
            onChange={change('title')}
            error={shownErrors.title}
            required
            describedBy={isCountShown(values.title.length, LIMITS.title) ? titleCountId : undefined}
            inputRef={(element) => {
              fields.current.title = element;
            }}
          />
          <CharacterCount id={titleCountId} length={values.title.length} limit={LIMITS.title} />
        </div>
        <div className="editor-field">
          <Field
            label="Tags"
            name="tags"
            value={values.tags}
            onChange={change('tags')}
            hint="Separate tags with commas; up to 8."
            error={shownErrors.tags}
            describedBy={tags.length ? tagsId : undefined}
            spellCheck={false}
            inputRef={(element) => {
              fields.current.tags = element;
            }}
          />
          <TagChips id={tagsId} tags={tags} />
        </div>
        <div className="editor-field">
          <Field
            label="Summary"
            name="summary"
            value={values.summary}
            onChange={change('summary')}
            hint="Shown on article cards."
            error={shownErrors.summary}
            multiline
            rows={2}
            describedBy={
              isCountShown(values.summary.length, LIMITS.summary) ? summaryCountId : undefined
            }
            inputRef={(element) => {
              fields.current.summary = element;
            }}
          />
          <CharacterCount
            id={summaryCountId}
            length={values.summary.length}
            limit={LIMITS.summary}
          />
        </div>
      </div>

      {wide ? null : (
        <div className="editor-tabs" role="tablist" aria-label="Body">
          <button
            type="button"
            role="tab"
            id={sourceTabId}
            aria-selected={tab === 'write'}
            aria-controls={sourcePaneId}
            className="editor-tab"
            onClick={() => setTab('write')}
          >
            Write
          </button>
          <button
            type="button"
            role="tab"
            id={previewTabId}
            aria-selected={tab === 'preview'}
            aria-controls={previewPaneId}
            className="editor-tab"
            onClick={() => setTab('preview')}
          >
            Preview
          </button>
        </div>
      )}
      <div className={wide ? 'editor-panes editor-panes-wide' : 'editor-panes'}>
        <div
          id={sourcePaneId}
          className="editor-pane"
          role={wide ? undefined : 'tabpanel'}
          aria-labelledby={wide ? undefined : sourceTabId}
          hidden={!wide && tab !== 'write'}
        >
          <MarkdownSource
            value={values.body}
            onChange={change('body')}
            error={shownErrors.body}
            describedBy={isCountShown(values.body.length, LIMITS.body) ? bodyCountId : undefined}
            inputRef={(element) => {
              fields.current.body = element;
            }}
          />
          <CharacterCount id={bodyCountId} length={values.body.length} limit={LIMITS.body} />
        </div>
        <section
          id={previewPaneId}
          className="editor-pane"
          role={wide ? 'region' : 'tabpanel'}
          aria-label={wide ? 'Preview' : undefined}
          aria-labelledby={wide ? undefined : previewTabId}
          hidden={!wide && tab !== 'preview'}
        >
          {wide ? <h2 className="editor-pane-title">Preview</h2> : null}
          <EditorPreview source={values.body} />
        </section>
      </div>

      {blocker.status === 'blocked' ? (
        <UnsavedChangesPrompt onLeave={blocker.proceed} onStay={blocker.reset} />
      ) : null}
    </form>
  );
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
