import type { JSX } from 'react';
import { ConflictNotice } from './ConflictNotice';
import type { Conflict, Problem } from './editorState';
import { EditorProblem } from './EditorProblem';
import { LocalCopyOffer } from './LocalCopyOffer';

/**
 * What the editor has to tell above the form, most pressing last: a copy kept in this browser to
 * restore, a newer revision saved elsewhere, a failed save or status change, a form-wide refusal,
 * and the notice a finished action leaves.
 */
export function EditorNotices(props: {
  offerSavedAt: string | null;
  onRestore: () => void;
  onDiscard: () => void;
  conflict: Conflict | null;
  onLoadTheirs: () => void;
  onKeepMine: () => void;
  problem: Problem | null;
  busy: boolean;
  onRetry: (problem: Problem) => void;
  formError: string | null;
  notice: string | null;
}): JSX.Element {
  const { conflict, problem } = props;
  return (
    <>
      {props.offerSavedAt !== null ? (
        <LocalCopyOffer
          savedAt={props.offerSavedAt}
          onRestore={props.onRestore}
          onDiscard={props.onDiscard}
        />
      ) : null}
      {conflict ? (
        <ConflictNotice
          revision={conflict.revision}
          updatedAt={conflict.updatedAt}
          onLoadTheirs={props.onLoadTheirs}
          onKeepMine={props.onKeepMine}
        />
      ) : null}
      {problem ? (
        <EditorProblem problem={problem} busy={props.busy} onRetry={() => props.onRetry(problem)} />
      ) : null}
      {props.formError ? (
        <p className="notice notice-error" role="alert">
          {props.formError}
        </p>
      ) : null}
      {props.notice ? <p className="notice">{props.notice}</p> : null}
    </>
  );
}
