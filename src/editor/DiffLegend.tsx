import type { JSX } from 'react';

/** What the diff's colours and signs mean, and which text is which side. */
export function DiffLegend(props: { before: string; after: string; split: boolean }): JSX.Element {
  return (
    <dl className="diff-legend">
      <div>
        <dt>
          <span className="diff-swatch diff-removed" aria-hidden="true">
            −
          </span>{' '}
          Removed
        </dt>
        <dd>
          in {props.before}, not in {props.after}
          {props.split ? ' (left column)' : ''}
        </dd>
      </div>
      <div>
        <dt>
          <span className="diff-swatch diff-added" aria-hidden="true">
            +
          </span>{' '}
          Added
        </dt>
        <dd>
          in {props.after}, not in {props.before}
          {props.split ? ' (right column)' : ''}
        </dd>
      </div>
    </dl>
  );
}
