import { useCallback, useState } from 'react';

type LoadNext = (
  count: number,
  options?: { onComplete?: ((error: Error | null) => void) | undefined },
) => unknown;

/**
 * Wraps a pagination hook's `loadNext` for a "Load more" button: loads the
 * next `count` items and remembers whether that failed, so the list can say
 * so instead of silently doing nothing.
 */
export function useLoadMore(
  loadNext: LoadNext,
  count: number,
): {
  loadMore: () => void;
  failed: boolean;
} {
  const [failed, setFailed] = useState(false);
  const loadMore = useCallback(() => {
    setFailed(false);
    loadNext(count, { onComplete: (error) => setFailed(error != null) });
  }, [loadNext, count]);
  return { loadMore, failed };
}
