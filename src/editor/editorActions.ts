import type { ArticleStatus } from '../../__generated__/articleChange_article.graphql';
import type { Intent } from './editorState';

/**
 * An action the editor's bar offers: a run of the editor (save or a status change), or opening
 * the settings panel's schedule. `destructive` ones take the article away from readers.
 */
export type EditorAction =
  | { kind: 'run'; intent: Intent; label: string; destructive: boolean }
  | { kind: 'schedule'; label: string };

/** What decides the offer: the article's state as stored, and what the viewer may do. */
export interface ActionFacts {
  /** Null for an article not saved yet. */
  status: ArticleStatus | null;
  /** Whether a publish time is set (scheduleArticle). */
  scheduled: boolean;
  /** Whether it was ever published (`publishedAt`): archiving a never-published draft is moot. */
  everPublished: boolean;
  /** Whether the viewer may publish, schedule and archive (contributors may not). */
  canPublish: boolean;
}

const run = (intent: Intent, label: string, destructive = false): EditorAction => ({
  kind: 'run',
  intent,
  label,
  destructive,
});

/**
 * The one primary action the state makes sense of, and the rest for the menu (PRODUCT.md §4):
 * a draft is published (or, scheduled, rescheduled: never published from here while a time is
 * set), a published article updated, an archived one restored to the drafts. Archive only for
 * what readers had; nothing a contributor may not do.
 */
export function offeredActions(facts: ActionFacts): {
  primary: EditorAction;
  more: EditorAction[];
} {
  const { status, canPublish } = facts;
  if (status === 'PUBLISHED') {
    if (!canPublish) return { primary: run('save', 'Update'), more: [] };
    return {
      primary: run('save', 'Update'),
      more: [run('unpublish', 'Unpublish', true), run('archive', 'Archive', true)],
    };
  }
  if (status === 'ARCHIVED') {
    // Saving an archived article also makes it a draft again (updateArticle).
    return canPublish
      ? { primary: run('unpublish', 'Restore'), more: [run('save', 'Save draft')] }
      : { primary: run('save', 'Save draft'), more: [] };
  }
  if (!canPublish) return { primary: run('save', 'Save draft'), more: [] };
  const archive = status !== null && facts.everPublished ? [run('archive', 'Archive', true)] : [];
  if (facts.scheduled) {
    return {
      primary: { kind: 'schedule', label: 'Reschedule' },
      more: [run('save', 'Save draft'), ...archive],
    };
  }
  const schedule: EditorAction[] =
    status === null ? [] : [{ kind: 'schedule', label: 'Schedule…' }];
  return {
    primary: run('publish', 'Publish'),
    more: [run('save', 'Save draft'), ...schedule, ...archive],
  };
}
