import type { JSX, ReactNode } from 'react';

/** One line of the checklist: a problem to look at, or a check passed. */
export function CheckItem(props: { ok: boolean; children: ReactNode }): JSX.Element {
  return (
    <li className={props.ok ? 'check-item check-ok' : 'check-item check-problem'}>
      <span className="check-mark" aria-hidden="true">
        {props.ok ? '✓' : '!'}
      </span>
      <span className="visually-hidden">{props.ok ? 'Passed: ' : 'To look at: '}</span>
      <div>{props.children}</div>
    </li>
  );
}
