import { useMemo } from 'react';
import type { JSX } from 'react';
import { diffLines } from './lineDiff';
import type { DiffLine } from './lineDiff';

/** Unchanged lines shown around each change; longer unchanged runs fold into a count. */
const CONTEXT = 2;

type Row = DiffLine | { kind: 'folded'; count: number };

function foldUnchanged(lines: DiffLine[]): Row[] {
  const rows: Row[] = [];
  let i = 0;
  while (i < lines.length) {
    if (lines[i]!.kind !== 'same') {
      rows.push(lines[i++]!);
      continue;
    }
    let end = i;
    while (end < lines.length && lines[end]!.kind === 'same') end++;
    const keepBefore = i === 0 ? 0 : CONTEXT;
    const keepAfter = end === lines.length ? 0 : CONTEXT;
    if (end - i > keepBefore + keepAfter + 1) {
      rows.push(...lines.slice(i, i + keepBefore));
      rows.push({ kind: 'folded', count: end - i - keepBefore - keepAfter });
      rows.push(...lines.slice(end - keepAfter, end));
    } else {
      rows.push(...lines.slice(i, end));
    }
    i = end;
  }
  return rows;
}

/**
 * A revision's body against the current one, line by line (lineDiff.ts, bounded): lines only
 * in the revision are deletions, lines only in the current text insertions.
 */
export function RevisionDiff(props: { before: string; after: string; label: string }): JSX.Element {
  const diff = useMemo(() => diffLines(props.before, props.after), [props.before, props.after]);
  if (diff.kind === 'tooDifferent') {
    return <p>The texts are too different to compare line by line.</p>;
  }
  if (diff.lines.every((line) => line.kind === 'same')) {
    return <p>The body is the same as the current text.</p>;
  }
  return (
    // Focusable: it scrolls (a long diff, a phone's width), and a keyboard must scroll it too.
    <div className="revision-diff" role="group" aria-label={props.label} tabIndex={0}>
      {foldUnchanged(diff.lines).map((row, index) => {
        if (row.kind === 'folded') {
          return (
            <div key={index} className="diff-folded">
              … {row.count} unchanged {row.count === 1 ? 'line' : 'lines'}
            </div>
          );
        }
        if (row.kind === 'removed') {
          return (
            <del key={index} className="diff-line diff-removed">
              <span aria-hidden="true">− </span>
              {row.text}
            </del>
          );
        }
        if (row.kind === 'added') {
          return (
            <ins key={index} className="diff-line diff-added">
              <span aria-hidden="true">+ </span>
              {row.text}
            </ins>
          );
        }
        return (
          <div key={index} className="diff-line">
            <span aria-hidden="true">{'  '}</span>
            {row.text}
          </div>
        );
      })}
    </div>
  );
}
