import { Fragment, useReducer } from 'react';
import type { JSX } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { RevisionTimelinePaginationQuery } from '../../__generated__/RevisionTimelinePaginationQuery.graphql';
import type { RevisionTimeline_article$key } from '../../__generated__/RevisionTimeline_article.graphql';
import { useLoadMore } from '../app/useLoadMore';
import { LoadMoreButton } from '../ui/LoadMoreButton';
import type { ArticleValues } from './articleRules';
import { RevisionCompare } from './RevisionCompare';
import { SavedAt } from './SavedAt';
import { TimelineEvent } from './TimelineEvent';
import { timelineEntries } from './timelineEntries';
import { INITIAL_TIMELINE, timelineReducer } from './timelineState';

/** Revisions a page: each holds a whole body, up to 100,000 characters. */
const REVISIONS_PAGE_SIZE = 10;

/**
 * The article's history as a timeline, newest first: its kept revisions (which one readers
 * see, which is the working copy) with its status changes, schedules and restores between
 * them as events. Choosing a revision compares it with the current text and offers to restore
 * it (`onRestore`), unless `restoreBlocked` says why not.
 */
export function RevisionTimeline(props: {
  article: RevisionTimeline_article$key;
  current: ArticleValues;
  restoreBlocked: string | null;
  onRestore: (number: number, values: ArticleValues) => void;
}): JSX.Element {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    RevisionTimelinePaginationQuery,
    RevisionTimeline_article$key
  >(
    graphql`
      fragment RevisionTimeline_article on Article
      @refetchable(queryName: "RevisionTimelinePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        status
        readerRevision
        events {
          revision
          ...TimelineEvent_event
        }
        revisions(first: $count, after: $cursor) @connection(key: "RevisionTimeline_revisions") {
          edges {
            node {
              number
              createdAt
              author {
                name
              }
              ...RevisionCompare_revision
            }
          }
        }
      }
    `,
    props.article,
  );
  const { loadMore, failed } = useLoadMore(loadNext, REVISIONS_PAGE_SIZE);
  const [state, dispatch] = useReducer(timelineReducer, INITIAL_TIMELINE);
  const revisions = (data.revisions?.edges ?? []).map((edge) => edge.node);
  const entries = timelineEntries(revisions, data.events ?? [], !hasNext);
  const working = revisions[0]?.number ?? null;
  const readers = data.readerRevision ?? null;
  const selected = revisions.find((revision) => revision.number === state.chosen) ?? null;

  return (
    <div className="revision-history">
      <p className="timeline-summary">
        {whoSeesWhat(data.status, readers)}
        {working !== null && working !== readers
          ? ` Your working copy is revision ${working}.`
          : ''}
      </p>
      <ol className="revision-timeline" aria-label="Revisions and events, newest first">
        {entries.map((entry) =>
          entry.kind === 'event' ? (
            <li key={entry.key} className="timeline-event">
              <TimelineEvent event={entry.event} />
            </li>
          ) : (
            <li key={entry.key} className="timeline-revision">
              <button
                type="button"
                className="revision-choice"
                aria-pressed={entry.revision.number === state.chosen}
                onClick={() => dispatch({ type: 'chose', number: entry.revision.number })}
              >
                Revision {entry.revision.number}
              </button>{' '}
              {badges(entry.revision.number, readers, working).map((badge) => (
                <Fragment key={badge}>
                  <span
                    className={
                      badge === READERS ? 'revision-badge revision-badge-public' : 'revision-badge'
                    }
                  >
                    {badge}
                  </span>{' '}
                </Fragment>
              ))}
              <span className="timeline-meta">
                <SavedAt dateTime={entry.revision.createdAt} /> · {entry.revision.author.name}
              </span>
            </li>
          ),
        )}
      </ol>
      <LoadMoreButton
        hasMore={hasNext}
        isLoading={isLoadingNext}
        failed={failed}
        onLoadMore={loadMore}
        label="Older revisions"
      />
      {selected ? (
        <RevisionCompare
          revision={selected}
          current={props.current}
          view={state.view}
          onView={(view) => dispatch({ type: 'viewed', view })}
          restoreBlocked={props.restoreBlocked}
          onRestore={props.onRestore}
        />
      ) : (
        <p>Choose a revision to compare it with your current text.</p>
      )}
    </div>
  );
}

const READERS = 'Readers see this';

/** What a revision is to its article: the text readers see, the working copy, both or neither. */
function badges(number: number, readers: number | null, working: number | null): string[] {
  return [number === readers ? READERS : null, number === working ? 'Working copy' : null].filter(
    (badge) => badge !== null,
  );
}

function whoSeesWhat(status: string, readers: number | null): string {
  if (status === 'PUBLISHED') {
    return readers === null
      ? 'Readers see the published text (its revision is no longer kept).'
      : `Readers see revision ${readers}.`;
  }
  if (status === 'ARCHIVED') return 'Archived: readers no longer see it.';
  return 'Not published: readers see none of it yet.';
}
