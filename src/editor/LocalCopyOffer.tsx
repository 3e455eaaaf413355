import type { JSX } from 'react';
import { Button } from '../ui/Button';
import { SavedAt } from './SavedAt';

/** Offers the copy this browser kept of changes the server never received. */
export function LocalCopyOffer(props: {
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
}): JSX.Element {
  return (
    <section className="notice" aria-label="Unsaved changes found">
      <p>
        This browser kept changes to this article that were never saved, from{' '}
        <SavedAt dateTime={props.savedAt} />.
      </p>
      <div className="notice-actions">
        <Button onClick={props.onRestore}>Restore my changes</Button>
        <Button variant="quiet" onClick={props.onDiscard}>
          Discard them
        </Button>
      </div>
    </section>
  );
}
