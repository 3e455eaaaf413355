import type { JSX } from 'react';
import type { ImportReport } from './uploadImport';

/** A report as the editor reads it: the counts, then each post not simply created, and why. */
export function ImportReportSummary(props: { report: ImportReport; dryRun: boolean }): JSX.Element {
  const { report, dryRun } = props;
  const count = (action: string) => report.entries.filter((e) => e.action === action).length;
  const heading = dryRun ? 'What an import would do' : 'What the import did';
  return (
    <section
      className="import-report"
      aria-labelledby={dryRun ? 'dry-run-heading' : 'import-heading'}
    >
      <h2 id={dryRun ? 'dry-run-heading' : 'import-heading'}>{heading}</h2>
      <p className="import-counts">
        {count('created')} created, {count('updated')} updated, {count('skipped')} skipped;{' '}
        {report.redirects} old paths redirected
        {report.subscribers > 0 ? `; ${report.subscribers} newsletter subscribers added` : ''}.
      </p>
      {report.accounts.length > 0 ? (
        <p>
          Accounts made without a password (send each an invitation to sign in):{' '}
          {report.accounts.map((handle) => `@${handle}`).join(', ')}
        </p>
      ) : null}
      {report.entries.some((entry) => entry.action !== 'created') ? (
        <ul className="import-entries">
          {report.entries
            .filter((entry) => entry.action !== 'created')
            .map((entry, index) => (
              <li key={`${entry.sourceId}-${index}`}>
                <strong>{entry.action}</strong> {entry.title || entry.sourceId}: {entry.reason}
              </li>
            ))}
        </ul>
      ) : null}
      {report.notes.length > 0 ? (
        <>
          <h3>Notes</h3>
          <ul className="import-notes">
            {report.notes.map((note, index) => (
              <li key={index}>{note}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
