import { useId, useReducer } from 'react';
import type { JSX } from 'react';
import { Button } from '../ui/Button';
import { importSubscribers, SKIP_REASONS, type ImportReport } from './importSubscribers';
import { useRefreshSubscribers } from './useRefreshSubscribers';

// The import's states: a file chosen (or not), sending, then the server's report or refusal.

type State =
  | { phase: 'idle'; file: File | null; message: string | null }
  | { phase: 'sending'; file: File; dryRun: boolean }
  | { phase: 'reported'; file: File; report: ImportReport }
  | { phase: 'refused'; file: File | null; message: string };

type Action =
  | { type: 'choose'; file: File | null }
  | { type: 'send'; dryRun: boolean }
  | { type: 'reported'; report: ImportReport }
  | { type: 'refused'; message: string };

export function importReducer(state: State, action: Action): State {
  switch (action.type) {
    case 'choose':
      return state.phase === 'sending'
        ? state
        : { phase: 'idle', file: action.file, message: null };
    case 'send':
      if (state.phase === 'sending') return state;
      if (!state.file) return { phase: 'idle', file: null, message: 'Choose a CSV file first.' };
      return { phase: 'sending', file: state.file, dryRun: action.dryRun };
    case 'reported':
      return state.phase === 'sending'
        ? { phase: 'reported', file: state.file, report: action.report }
        : state;
    case 'refused':
      return state.phase === 'sending'
        ? { phase: 'refused', file: state.file, message: action.message }
        : state;
  }
}

function Report(props: { report: ImportReport }): JSX.Element {
  const { report } = props;
  const skipped = Object.entries(report.skipped) as [keyof typeof SKIP_REASONS, number][];
  return (
    <div role="status">
      <p>
        {report.dryRun ? 'A dry run: nothing was changed. ' : ''}
        {report.rows} rows read; {report.imported} {report.dryRun ? 'would be' : ''} imported,{' '}
        {skipped.reduce((sum, [, n]) => sum + n, 0)} skipped.
      </p>
      {skipped.length > 0 ? (
        <ul>
          {skipped.map(([reason, count]) => (
            <li key={reason}>
              {count} {SKIP_REASONS[reason]}
            </li>
          ))}
        </ul>
      ) : null}
      {report.skippedRows.length > 0 ? (
        <details>
          <summary>Skipped rows</summary>
          <ul>
            {report.skippedRows.map((row) => (
              <li key={`${row.line}-${row.reason}`}>
                Line {row.line}, {row.email}: {SKIP_REASONS[row.reason]}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/** An editor imports a CSV of subscribers, after a dry run if they like. */
export function SubscriberImport(): JSX.Element {
  const [state, dispatch] = useReducer(importReducer, { phase: 'idle', file: null, message: null });
  const refresh = useRefreshSubscribers();
  const inputId = useId();
  const hintId = useId();
  const send = (dryRun: boolean) => {
    if (state.phase === 'sending') return;
    dispatch({ type: 'send', dryRun });
    if (!state.file) return;
    importSubscribers(state.file, dryRun).then(
      (report) => {
        dispatch({ type: 'reported', report });
        if (!report.dryRun && report.imported > 0) refresh();
      },
      (error: Error) => dispatch({ type: 'refused', message: error.message }),
    );
  };
  const sending = state.phase === 'sending';
  return (
    <form
      className="account-form subscriber-import"
      onSubmit={(event) => {
        event.preventDefault();
        send(false);
      }}
    >
      <h3>Import from CSV</h3>
      <label htmlFor={inputId}>CSV file</label>
      <p id={hintId} className="muted">
        Columns email, target (site, author:handle or tag:name), confirmed_at and consent. Only rows
        with the time the reader opted in (confirmed_at) are subscribed; no email is sent to the
        others. At most 10,000 rows and 5 MB.
      </p>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        aria-describedby={hintId}
        onChange={(event) => dispatch({ type: 'choose', file: event.target.files?.[0] ?? null })}
      />
      <div className="form-actions">
        <Button
          variant="quiet"
          busy={sending && state.dryRun}
          busyLabel="Checking…"
          onClick={() => send(true)}
        >
          Dry run
        </Button>
        <Button type="submit" busy={sending && !state.dryRun} busyLabel="Importing…">
          Import
        </Button>
      </div>
      {state.phase === 'reported' ? <Report report={state.report} /> : null}
      {state.phase === 'refused' || (state.phase === 'idle' && state.message) ? (
        <p role="alert">{state.message}</p>
      ) : null}
    </form>
  );
}
