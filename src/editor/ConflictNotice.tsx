import { useState } from 'react';
import type { JSX } from 'react';
import { Button } from '../ui/Button';
import { SavedAt } from './SavedAt';

/**
 * Someone saved a newer revision while this edit was open. The author
 * chooses: load the stored version (after confirming, since it discards their
 * edits) or keep editing theirs, so the next save deliberately replaces it.
 */
export function ConflictNotice(props: {
  revision: number;
  updatedAt: string;
  onLoadTheirs: () => void;
  onKeepMine: () => void;
}): JSX.Element {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="notice notice-warning" role="alert">
      <p>
        <strong>Someone else saved this article while you were editing.</strong> The stored version
        is revision {props.revision}, saved <SavedAt dateTime={props.updatedAt} />. Your changes are
        not saved yet.
      </p>
      {confirming ? (
        <div className="notice-actions" role="group" aria-label="Confirm loading their version">
          <p>Discard your changes and load revision {props.revision}?</p>
          <Button variant="danger" onClick={props.onLoadTheirs}>
            Discard mine and load theirs
          </Button>
          <Button variant="quiet" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      ) : (
        <div className="notice-actions">
          <Button variant="quiet" onClick={() => setConfirming(true)}>
            Load their version
          </Button>
          <Button onClick={props.onKeepMine}>Keep editing mine</Button>
        </div>
      )}
    </div>
  );
}
