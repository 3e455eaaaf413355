import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type {
  ArticleEventKind,
  TimelineEvent_event$key,
} from '../../__generated__/TimelineEvent_event.graphql';
import { SavedAt } from './SavedAt';

const WHAT: Record<Exclude<ArticleEventKind, '%future added value'>, string> = {
  PUBLISHED: 'Published',
  UNPUBLISHED: 'Unpublished: a draft again',
  ARCHIVED: 'Archived',
  UNARCHIVED: 'Restored from the archive: a draft again',
  SUBMITTED: 'Submitted for review',
  RETURNED: 'Returned to the writer',
  SCHEDULED: 'Scheduled',
  UNSCHEDULED: 'Schedule cancelled',
  RESTORED: 'Restored',
};

/** A status change, schedule or restore in the history: what happened, when and by whom. */
export function TimelineEvent(props: { event: TimelineEvent_event$key }): JSX.Element {
  const event = useFragment(
    graphql`
      fragment TimelineEvent_event on ArticleEvent {
        kind
        createdAt
        scheduledFor
        restoredFrom
        actor {
          name
        }
      }
    `,
    props.event,
  );
  const what = event.kind === '%future added value' ? 'Changed' : WHAT[event.kind];
  const by = event.actor
    ? ` · ${event.actor.name}`
    : event.kind === 'PUBLISHED'
      ? ' · on schedule'
      : '';
  return (
    <>
      <span className="timeline-what">
        {what}
        {event.kind === 'SCHEDULED' && event.scheduledFor ? (
          <>
            {' for '}
            <SavedAt dateTime={event.scheduledFor} />
          </>
        ) : null}
        {event.kind === 'RESTORED' && event.restoredFrom !== null
          ? ` revision ${event.restoredFrom}`
          : null}
      </span>{' '}
      <span className="timeline-meta">
        <SavedAt dateTime={event.createdAt} />
        {by}
      </span>
    </>
  );
}
