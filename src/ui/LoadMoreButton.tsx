import type { JSX, KeyboardEvent, MouseEvent } from 'react';

/**
 * The "Load more" control of a paginated list: a real button (keyboard and
 * screen-reader reachable) that says when it is busy and when it failed.
 *
 * With `href` (the next page's address) it is a link acting as a button: a
 * crawler or a reader without JavaScript follows it to the next page; with
 * JavaScript, activating it loads the next items in place (a modified click
 * still opens the page in a new tab or window).
 */
export function LoadMoreButton(props: {
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  failed?: boolean;
  label?: string;
  href?: string | undefined;
}): JSX.Element | null {
  if (!props.hasMore) return null;
  const text = props.isLoading ? 'Loading…' : (props.label ?? 'Load more');
  const activate = () => {
    if (!props.isLoading) props.onLoadMore();
  };
  return (
    <div className="load-more">
      {props.href ? (
        <a
          href={props.href}
          role="button"
          className="button"
          aria-disabled={props.isLoading || undefined}
          aria-busy={props.isLoading}
          onClick={(event: MouseEvent) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            activate();
          }}
          onKeyDown={(event: KeyboardEvent) => {
            // A button also answers Space; Enter already clicks a link.
            if (event.key !== ' ') return;
            event.preventDefault();
            activate();
          }}
        >
          {text}
        </a>
      ) : (
        <button
          type="button"
          className="button"
          onClick={props.onLoadMore}
          disabled={props.isLoading}
          aria-busy={props.isLoading}
        >
          {text}
        </button>
      )}
      {props.failed ? (
        <p role="alert" className="load-more-error">
          That did not load. Try again.
        </p>
      ) : null}
    </div>
  );
}
