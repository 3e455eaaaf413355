import { useId } from 'react';
import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { RevisionCompare_revision$key } from '../../__generated__/RevisionCompare_revision.graphql';
import { Button } from '../ui/Button';
import type { ArticleValues } from './articleRules';
import { RevisionDiff } from './RevisionDiff';
import type { DiffView } from './timelineState';

/**
 * One kept revision beside the current text: its other fields where they differ, its body's
 * diff, and Restore (unless `restoreBlocked` says why not).
 */
export function RevisionCompare(props: {
  revision: RevisionCompare_revision$key;
  current: ArticleValues;
  view: DiffView;
  onView: (view: DiffView) => void;
  restoreBlocked: string | null;
  onRestore: (number: number, values: ArticleValues) => void;
}): JSX.Element {
  const revision = useFragment(
    graphql`
      fragment RevisionCompare_revision on Revision {
        number
        title
        summary
        body
        tags
      }
    `,
    props.revision,
  );
  const headingId = useId();
  const { current } = props;
  const name = `revision ${revision.number}`;
  const tags = revision.tags.join(', ');
  const fields = [
    { label: 'Title', then: revision.title, now: current.title },
    { label: 'Summary', then: revision.summary, now: current.summary },
    { label: 'Tags', then: tags, now: current.tags },
  ].filter((field) => field.then.trim() !== field.now.trim());

  return (
    <section className="revision-compare" aria-labelledby={headingId}>
      <h3 id={headingId}>Revision {revision.number} and your current text</h3>
      {fields.length > 0 ? (
        <dl className="revision-fields">
          {fields.map((field) => (
            <div key={field.label}>
              <dt>{field.label}</dt>
              <dd>
                <del>
                  <span className="visually-hidden">In {name}: </span>
                  {field.then || '(empty)'}
                </del>{' '}
                <ins>
                  <span className="visually-hidden">Now: </span>
                  {field.now || '(empty)'}
                </ins>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <RevisionDiff
        before={revision.body}
        after={current.body}
        beforeName={name}
        afterName="your current text"
        label={`Revision ${revision.number} compared with the current text`}
        view={props.view}
        onView={props.onView}
      />
      <p className="notice-actions">
        <Button
          disabled={props.restoreBlocked !== null}
          onClick={() =>
            props.onRestore(revision.number, {
              title: revision.title,
              summary: revision.summary,
              body: revision.body,
              tags,
            })
          }
        >
          Restore revision {revision.number}
        </Button>
        {props.restoreBlocked ? <span> {props.restoreBlocked}</span> : null}
      </p>
    </section>
  );
}
