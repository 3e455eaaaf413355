import type { JSX } from 'react';
import { useLoadMore } from '../app/useLoadMore';
import { LoadMoreButton } from '../ui/LoadMoreButton';

/** Replies loaded per press of "N more replies". */
const REPLIES_PAGE = 10;

/** "N more replies": the next replies of a list, in place. */
export function MoreReplies(props: {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: Parameters<typeof useLoadMore>[0];
  /** Replies not shown yet (the count may lag a reply just sent: at least 1 while there are more). */
  remaining: number;
}): JSX.Element | null {
  const { loadMore, failed } = useLoadMore(props.loadNext, REPLIES_PAGE);
  const remaining = Math.max(1, props.remaining);
  return (
    <LoadMoreButton
      hasMore={props.hasNext}
      isLoading={props.isLoadingNext}
      failed={failed}
      onLoadMore={loadMore}
      label={remaining === 1 ? '1 more reply' : `${remaining} more replies`}
    />
  );
}
