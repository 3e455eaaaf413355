import type { JSX } from 'react';
import { Button } from '../ui/Button';
import type { Problem } from './editorState';

/** A failed save or status change, above the form: what happened, Retry, and the details. */
export function EditorProblem(props: {
  problem: Problem;
  busy: boolean;
  onRetry: () => void;
}): JSX.Element {
  const { problem } = props;
  return (
    <div className="notice notice-error" role="alert">
      <p>
        {problem.intent === 'save' ? (
          <>
            <strong>Your changes could not be saved.</strong> {problem.summary} Nothing you typed is
            lost: it is all still here, and a copy is kept in this browser.
          </>
        ) : (
          problem.summary
        )}
      </p>
      <div className="notice-actions">
        <Button onClick={props.onRetry} busy={props.busy} busyLabel="Retrying…">
          Retry
        </Button>
      </div>
      {problem.details ? (
        <details className="error-details">
          <summary>Details</summary>
          <pre>{problem.details}</pre>
        </details>
      ) : null}
    </div>
  );
}
