import type { JSX } from 'react';

/** The thin progress bar at the top of the page while a route is loading. */
export function PendingBar(): JSX.Element {
  return (
    <div className="pending-bar" role="progressbar" aria-label="Loading page">
      <div className="pending-bar-fill" />
    </div>
  );
}
