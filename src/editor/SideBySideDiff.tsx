import type { JSX } from 'react';
import type { DiffCell, SplitRow } from './diffRows';

const SAID = { removed: 'Removed: ', added: 'Added: ', same: '' } as const;

function Cell(props: { cell: DiffCell | null }): JSX.Element {
  const { cell } = props;
  if (!cell) return <td className="diff-cell diff-empty" />;
  return (
    <td className={cell.kind === 'same' ? 'diff-cell' : `diff-cell diff-${cell.kind}`}>
      {SAID[cell.kind] ? <span className="visually-hidden">{SAID[cell.kind]}</span> : null}
      <span className="diff-text">{cell.text}</span>
    </td>
  );
}

/** The two texts in two columns, the old on the left, each change beside what replaced it. */
export function SideBySideDiff(props: {
  rows: readonly SplitRow[];
  before: string;
  after: string;
}): JSX.Element {
  return (
    <table className="diff-split">
      <thead>
        <tr>
          <th scope="col">{props.before} (before)</th>
          <th scope="col">{props.after} (after)</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row, index) =>
          row.kind === 'folded' ? (
            <tr key={index}>
              <td colSpan={2} className="diff-folded">
                … {row.count} unchanged {row.count === 1 ? 'line' : 'lines'}
              </td>
            </tr>
          ) : (
            <tr key={index}>
              <Cell cell={row.left} />
              <Cell cell={row.right} />
            </tr>
          ),
        )}
      </tbody>
    </table>
  );
}
