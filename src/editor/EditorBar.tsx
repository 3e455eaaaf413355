import { Link } from '@tanstack/react-router';
import type { JSX, ReactNode } from 'react';
import type { ArticleStatus } from '../../__generated__/articleChange_article.graphql';
import { ArticleStatusBadge } from '../articles/ArticleStatusBadge';
import { Button } from '../ui/Button';
import type { Intent } from './editorState';

/**
 * The editor's top bar: the article's state and the status line (a live
 * region), Save, and the status changes the state allows (`ARTICLE_STATUSES`, schema/rules.ts).
 * `status` is null for an article not yet saved; `slug` links to its page;
 * `children` are further actions (Delete).
 */
export function EditorBar(props: {
  status: ArticleStatus | null;
  statusLine: string;
  slug: string | null;
  isSaving: boolean;
  isChanging: boolean;
  /** Whether the viewer may publish, unpublish and archive (the server's viewerCanPublish). */
  canPublish: boolean;
  onRun: (intent: Intent) => void;
  children?: ReactNode;
}): JSX.Element {
  const { status, isSaving, isChanging, onRun } = props;
  const busy = isSaving || isChanging;
  // Named, so that focus comes back to the same button after a save moved the editor's URL;
  // busy rather than disabled, so that the one pressed keeps focus while its request runs.
  const action = (intent: Intent, label: string) => (
    <Button variant="quiet" name={intent} onClick={() => onRun(intent)} busy={busy}>
      {label}
    </Button>
  );
  // Two slots, each one button whose label follows the state: the button pressed stays the
  // same element as it turns into its opposite (Publish into Unpublish, Archive into Restore),
  // so a keyboard keeps its place.
  const publishing = !props.canPublish
    ? null
    : status === 'PUBLISHED'
      ? action('unpublish', 'Unpublish')
      : status === 'ARCHIVED'
        ? null
        : action('publish', 'Publish');
  const archiving = !props.canPublish
    ? null
    : status === 'ARCHIVED'
      ? action('unpublish', 'Restore')
      : status === null
        ? null
        : action('archive', 'Archive');
  return (
    <div className="editor-bar">
      <p className="editor-status" role="status">
        <ArticleStatusBadge status={status} /> <span>{props.statusLine}</span>
      </p>
      <div className="editor-actions">
        <Button type="submit" name="save" busy={isSaving} busyLabel="Saving…" disabled={isChanging}>
          {status === 'PUBLISHED' ? 'Save changes' : 'Save draft'}
        </Button>
        {publishing}
        {archiving}
        {props.children}
        {props.slug !== null ? (
          <Link to="/articles/$slug" params={{ slug: props.slug }}>
            View article
          </Link>
        ) : null}
      </div>
    </div>
  );
}
