import { useEffect, useRef } from 'react';
import type { JSX } from 'react';
import { Button } from '../ui/Button';

/**
 * Asks before an in-app navigation drops unsaved changes. A modal <dialog>:
 * focus moves into it and Escape means Stay.
 */
export function UnsavedChangesPrompt(props: {
  onLeave: () => void;
  onStay: () => void;
}): JSX.Element {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) {
      // jsdom has no showModal; the open attribute still shows it there.
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
  }, []);
  return (
    <dialog
      ref={dialog}
      className="editor-dialog"
      aria-labelledby="unsaved-title"
      onCancel={(event) => {
        event.preventDefault();
        props.onStay();
      }}
    >
      <h2 id="unsaved-title">Leave without saving?</h2>
      <p>Your changes are not saved. A copy stays in this browser until you save.</p>
      <div className="notice-actions">
        <Button onClick={props.onStay}>Stay and keep editing</Button>
        <Button variant="danger" onClick={props.onLeave}>
          Leave
        </Button>
      </div>
    </dialog>
  );
}
