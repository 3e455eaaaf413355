import { useEffect, useId, useRef } from 'react';
import type { JSX, KeyboardEvent } from 'react';
import { Button } from '../ui/Button';

/** "Delete this comment?" with focus on Cancel, the safe answer; Escape withdraws it. */
export function DeleteConfirmation(props: {
  onConfirm: () => void;
  onCancel: () => void;
}): JSX.Element {
  const cancelButton = useRef<HTMLButtonElement>(null);
  const promptId = useId();
  useEffect(() => cancelButton.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      props.onCancel();
    }
  };

  return (
    <div role="group" aria-labelledby={promptId} className="comment-confirm" onKeyDown={onKeyDown}>
      <p id={promptId}>Delete this comment?</p>
      <Button variant="danger" onClick={props.onConfirm}>
        Yes, delete
      </Button>
      <Button variant="quiet" ref={cancelButton} onClick={props.onCancel}>
        Cancel
      </Button>
    </div>
  );
}
