import type { JSX } from 'react';
import { useModerateComment } from '../moderation/useModerateComment';
import { Button } from '../ui/Button';

/** An editor's Hide (or Restore) on a comment where it stands; the reason when refused. */
export function ModerationButtons(props: { commentId: string; hidden: boolean }): JSX.Element {
  const { hide, restore, busy, problem } = useModerateComment(props.commentId);
  return (
    <>
      <Button
        variant="quiet"
        onClick={props.hidden ? restore : hide}
        busy={busy}
        busyLabel="Working…"
      >
        {props.hidden ? 'Restore' : 'Hide'}
      </Button>
      {problem ? (
        <p role="alert" className="comment-alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}
