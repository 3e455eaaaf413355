import { Suspense, useId, useState } from 'react';
import type { JSX, ReactNode } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { SchedulePublish_article$key } from '../../__generated__/SchedulePublish_article.graphql';
import type { SchedulePublishMutation } from '../../__generated__/SchedulePublishMutation.graphql';
import { describeError } from '../app/describeError';
import { Button } from '../ui/Button';
import { formatScheduled, readPublishAt, writerTimeZone } from './scheduleTime';

/**
 * "Publish at…" for a saved draft: a date and time in the writer's zone (named beside it), which
 * the server publishes then (scheduleArticle); a scheduled draft says when, and Cancel makes it a
 * plain draft again. The text published is the one saved on the server at that time.
 */
export function SchedulePublish(props: {
  article: SchedulePublish_article$key;
  /** Counts the bar's requests to (re)schedule: each opens the time chooser and focuses it. */
  asked: number;
  /** The pre-publish check, shown while a time is chosen. */
  check: ReactNode;
}): JSX.Element {
  const article = useFragment(
    graphql`
      fragment SchedulePublish_article on Article {
        id
        scheduledAt
      }
    `,
    props.article,
  );
  const [commit, isInFlight] = useMutation<SchedulePublishMutation>(graphql`
    mutation SchedulePublishMutation($input: ScheduleArticleInput!) {
      scheduleArticle(input: $input) {
        article {
          id
          scheduledAt
          # eslint-disable-next-line relay/must-colocate-fragment-spreads
          ...DraftItem_article
        }
        userErrors {
          message
        }
      }
    }
  `);
  const [choosing, setChoosing] = useState(props.asked > 0);
  const [seenAsk, setSeenAsk] = useState(props.asked);
  if (seenAsk !== props.asked) {
    setSeenAsk(props.asked);
    setChoosing(true);
  }
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = useId();
  const zone = writerTimeZone();

  const send = (publishAt: string | null) => {
    setError(null);
    commit({
      variables: { input: { id: article.id, publishAt } },
      onCompleted: ({ scheduleArticle }) => {
        const refusal = scheduleArticle.userErrors[0];
        if (refusal) setError(refusal.message);
        else setChoosing(false);
      },
      onError: (failure) => setError(describeError(failure).summary),
    });
  };

  if (article.scheduledAt && !choosing) {
    return (
      <div className="notice editor-schedule">
        <p>
          Scheduled for{' '}
          <time dateTime={article.scheduledAt}>{formatScheduled(article.scheduledAt)}</time> ({zone}
          ).
        </p>
        <div className="notice-actions">
          <Button variant="quiet" onClick={() => setChoosing(true)}>
            Reschedule
          </Button>
          <Button variant="quiet" busy={isInFlight} onClick={() => send(null)}>
            Unschedule
          </Button>
        </div>
        {error ? <p role="alert">{error}</p> : null}
      </div>
    );
  }
  if (!choosing) {
    return (
      <div className="editor-schedule">
        <Button variant="quiet" aria-expanded={false} onClick={() => setChoosing(true)}>
          Publish at…
        </Button>
      </div>
    );
  }
  const schedule = () => {
    const read = readPublishAt(value, Date.now());
    if ('error' in read) setError(read.error);
    else send(read.iso);
  };
  return (
    <div className="notice editor-schedule" role="group" aria-label="Publish at a time">
      <label className="editor-field" htmlFor={`${ids}-at`}>
        Publish at ({zone})
      </label>
      <input
        id={`${ids}-at`}
        // Opened by the bar's Schedule… or Reschedule: the writer goes on here.
        autoFocus={props.asked > 0}
        // Where the settings panel puts focus as it opens (EditorSettings).
        data-autofocus={props.asked > 0 || undefined}
        type="datetime-local"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          // Enter schedules here rather than saving the form around it.
          if (event.key === 'Enter') {
            event.preventDefault();
            schedule();
          }
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ids}-error` : undefined}
      />
      {error ? (
        <p id={`${ids}-error`} role="alert">
          {error}
        </p>
      ) : null}
      <Suspense fallback={<p role="status">Checking…</p>}>{props.check}</Suspense>
      <div className="notice-actions">
        <Button busy={isInFlight} busyLabel="Scheduling…" onClick={schedule}>
          Schedule
        </Button>
        <Button variant="quiet" onClick={() => setChoosing(false)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
