import { useMemo } from 'react';
import type { JSX } from 'react';
import { DiffLegend } from './DiffLegend';
import { splitRows, unifiedRows } from './diffRows';
import type { UnifiedRow } from './diffRows';
import { diffLines } from './lineDiff';
import { SideBySideDiff } from './SideBySideDiff';
import type { DiffView } from './timelineState';

/**
 * A revision's body against the current one (lineDiff.ts, bounded; diffRows.ts, at most
 * MAX_ROWS drawn), with a legend, unified or side by side: lines only in the revision are
 * removed, lines only in the current text added.
 */
export function RevisionDiff(props: {
  before: string;
  after: string;
  /** The two texts' names: "revision 2", "your current text". */
  beforeName: string;
  afterName: string;
  label: string;
  view: DiffView;
  onView: (view: DiffView) => void;
}): JSX.Element {
  const diff = useMemo(() => diffLines(props.before, props.after), [props.before, props.after]);
  const split = props.view === 'split';
  const unified = useMemo(() => (split ? null : unifiedRows(diff)), [diff, split]);
  const paired = useMemo(() => (split ? splitRows(diff) : null), [diff, split]);
  const omitted = unified?.omitted ?? paired?.omitted ?? 0;
  if (diff.runs.every((run) => run.kind === 'same')) {
    return <p>The body is the same as {props.afterName}.</p>;
  }
  return (
    <div className="revision-diff-area">
      <div className="diff-views" role="group" aria-label="Show the changes">
        {(['unified', 'split'] as const).map((view) => (
          <button
            key={view}
            type="button"
            className="diff-view"
            aria-pressed={props.view === view}
            onClick={() => props.onView(view)}
          >
            {view === 'unified' ? 'In one column' : 'Side by side'}
          </button>
        ))}
      </div>
      <DiffLegend before={props.beforeName} after={props.afterName} split={split} />
      {diff.coarse ? (
        <p className="diff-note">
          The texts differ in too much to match line by line: the changed part is shown as removed,
          then added.
        </p>
      ) : null}
      {/* Focusable: it scrolls (a long diff, a phone's width), and a keyboard must scroll it too. */}
      <div className="revision-diff" role="group" aria-label={props.label} tabIndex={0}>
        {paired ? (
          <SideBySideDiff rows={paired.rows} before={props.beforeName} after={props.afterName} />
        ) : (
          unified?.rows.map((row, index) => <UnifiedLine key={index} row={row} />)
        )}
      </div>
      {omitted > 0 ? (
        <p className="diff-note">{omitted.toLocaleString('en')} more lines are not shown.</p>
      ) : null}
    </div>
  );
}

function UnifiedLine(props: { row: UnifiedRow }): JSX.Element {
  const { row } = props;
  if (row.kind === 'folded') {
    return (
      <div className="diff-folded">
        … {row.count} unchanged {row.count === 1 ? 'line' : 'lines'}
      </div>
    );
  }
  if (row.kind === 'removed') {
    return (
      <del className="diff-line diff-removed">
        <span aria-hidden="true">− </span>
        <span className="visually-hidden">Removed: </span>
        <span className="diff-text">{row.text}</span>
      </del>
    );
  }
  if (row.kind === 'added') {
    return (
      <ins className="diff-line diff-added">
        <span aria-hidden="true">+ </span>
        <span className="visually-hidden">Added: </span>
        <span className="diff-text">{row.text}</span>
      </ins>
    );
  }
  return (
    <div className="diff-line">
      <span aria-hidden="true">{'  '}</span>
      <span className="diff-text">{row.text}</span>
    </div>
  );
}
