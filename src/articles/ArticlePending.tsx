import type { JSX } from 'react';
import { PendingBar } from '../app/PendingBar';
import { Skeleton } from '../ui/Skeleton';

/** Pending view of an article: progress bar and placeholders sized like its header and text. */
export function ArticlePending(): JSX.Element {
  return (
    <div className="page article" aria-busy="true">
      <PendingBar />
      <Skeleton variant="heading" />
      <Skeleton variant="short-line" />
      <div className="article-text stack">
        <Skeleton variant="paragraph" />
        <Skeleton variant="paragraph" />
        <Skeleton variant="paragraph" />
      </div>
    </div>
  );
}
