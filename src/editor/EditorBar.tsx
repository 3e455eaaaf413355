import { Link } from '@tanstack/react-router';
import type { JSX, RefObject } from 'react';
import type { ArticleStatus } from '../../__generated__/articleChange_article.graphql';
import { ArticleStatusBadge } from '../articles/ArticleStatusBadge';
import { Button } from '../ui/Button';
import { ActionMenu } from './ActionMenu';
import type { EditorAction } from './editorActions';
import { offeredActions } from './editorActions';
import type { Intent } from './editorState';
import { formatScheduled } from './scheduleTime';

/**
 * The editor's top bar: the article's state and the save state as quiet text (a live region),
 * the one primary action the state makes sense of, "More" for the rest (offeredActions), and
 * the settings panel's toggle. `status` is null for an article not yet saved; `slug` links to
 * its page.
 */
export function EditorBar(props: {
  status: ArticleStatus | null;
  scheduledAt: string | null;
  everPublished: boolean;
  statusLine: string;
  slug: string | null;
  isSaving: boolean;
  isChanging: boolean;
  /** Whether the viewer may publish, unpublish and archive (the server's viewerCanPublish). */
  canPublish: boolean;
  onRun: (intent: Intent) => void;
  /** Opens the settings panel at its schedule. */
  onSchedule: () => void;
  settings: {
    open: boolean;
    panelId: string;
    onToggle: () => void;
  };
  /** The Settings button, where focus goes back when the panel closes. */
  settingsToggle: RefObject<HTMLButtonElement | null>;
}): JSX.Element {
  const { status, isSaving, isChanging, onRun, settings, settingsToggle } = props;
  const busy = isSaving || isChanging;
  const { primary, more } = offeredActions({
    status,
    scheduled: props.scheduledAt !== null,
    everPublished: props.everPublished,
    canPublish: props.canPublish,
  });
  const choose = (action: EditorAction) =>
    action.kind === 'run' ? onRun(action.intent) : props.onSchedule();
  return (
    <div className="editor-bar">
      <p className="editor-status" role="status">
        <ArticleStatusBadge status={status} />{' '}
        {props.scheduledAt ? (
          <span>
            Scheduled for{' '}
            <time dateTime={props.scheduledAt}>{formatScheduled(props.scheduledAt)}</time> ·{' '}
          </span>
        ) : null}
        <span>{props.statusLine}</span>
      </p>
      <div className="editor-actions" role="group" aria-label="Article actions">
        <Button
          ref={settingsToggle}
          variant="quiet"
          aria-expanded={settings.open}
          aria-controls={settings.panelId}
          onClick={settings.onToggle}
        >
          Settings
        </Button>
        {more.length > 0 || props.slug !== null ? (
          <ActionMenu label="More">
            <ul className="action-menu-items">
              {more.map((action) => (
                <li key={action.label}>
                  <Button
                    variant={action.kind === 'run' && action.destructive ? 'danger' : 'quiet'}
                    name={action.kind === 'run' ? action.intent : undefined}
                    busy={busy}
                    onClick={() => choose(action)}
                  >
                    {action.label}
                  </Button>
                </li>
              ))}
              {props.slug !== null ? (
                <li>
                  <Link to="/articles/$slug" params={{ slug: props.slug }}>
                    View article
                  </Link>
                </li>
              ) : null}
            </ul>
          </ActionMenu>
        ) : null}
        {/* Named (as "More" is), so that focus comes back to it after a save moved the editor's URL; busy
            rather than disabled, so that it keeps focus while its request runs. */}
        <Button
          name="primary"
          busy={busy}
          busyLabel={isSaving ? 'Saving…' : undefined}
          onClick={(event) => {
            event.preventDefault();
            choose(primary);
          }}
        >
          {primary.label}
        </Button>
      </div>
    </div>
  );
}
