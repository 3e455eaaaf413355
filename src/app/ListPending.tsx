import type { JSX } from 'react';
import { Skeleton } from '../ui/Skeleton';
import { PendingBar } from './PendingBar';

/** Pending view of the list screens: progress bar and placeholders sized like cards. */
export function ListPending(): JSX.Element {
  return (
    <div className="page" aria-busy="true">
      <PendingBar />
      <Skeleton variant="heading" />
      <div className="stack">
        <Skeleton variant="card" />
        <Skeleton variant="card" />
        <Skeleton variant="card" />
      </div>
    </div>
  );
}
