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
  onRun: (intent: Intent) => void;
  children?: ReactNode;
}): JSX.Element {
  const { status, isSaving, isChanging, onRun } = props;
  const busy = isSaving || isChanging;
  const action = (intent: Intent, label: string) => (
    <Button variant="quiet" onClick={() => onRun(intent)} disabled={busy}>
      {label}
    </Button>
  );
  return (
    <div className="editor-bar">
      <p className="editor-status" role="status">
        <ArticleStatusBadge status={status} /> <span>{props.statusLine}</span>
      </p>
      <div className="editor-actions">
        <Button type="submit" busy={isSaving} busyLabel="Saving…" disabled={isChanging}>
          {status === 'PUBLISHED' ? 'Save changes' : 'Save draft'}
        </Button>
        {status === null || status === 'DRAFT' ? action('publish', 'Publish') : null}
        {status === 'PUBLISHED' ? action('unpublish', 'Unpublish') : null}
        {status === 'ARCHIVED' ? action('unpublish', 'Restore') : null}
        {status === 'DRAFT' || status === 'PUBLISHED' ? action('archive', 'Archive') : null}
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
