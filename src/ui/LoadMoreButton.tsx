import type { JSX } from 'react';

/**
 * The "Load more" control of a paginated list: a real button (keyboard and
 * screen-reader reachable) that says when it is busy and when it failed.
 */
export function LoadMoreButton(props: {
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  failed?: boolean;
  label?: string;
}): JSX.Element | null {
  if (!props.hasMore) return null;
  return (
    <div className="load-more">
      <button
        type="button"
        className="button"
        onClick={props.onLoadMore}
        disabled={props.isLoading}
        aria-busy={props.isLoading}
      >
        {props.isLoading ? 'Loading…' : (props.label ?? 'Load more')}
      </button>
      {props.failed ? (
        <p role="alert" className="load-more-error">
          That did not load. Try again.
        </p>
      ) : null}
    </div>
  );
}
