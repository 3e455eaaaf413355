import type { JSX, ReactNode } from 'react';
import { LoadMoreButton } from './LoadMoreButton';

/**
 * A page of a paginated list of cards (the `<li>` children) with its "Load
 * more" under it. `ordered` where the order means something (search ranks).
 */
export function PagedList(props: {
  children: ReactNode;
  ordered?: boolean;
  hasMore: boolean;
  isLoading: boolean;
  failed: boolean;
  onLoadMore: () => void;
  /** The button's words: what more of ("Load more drafts"). */
  label: string;
}): JSX.Element {
  const List = props.ordered ? 'ol' : 'ul';
  return (
    <div className="stack">
      <List className="card-list">{props.children}</List>
      <LoadMoreButton
        hasMore={props.hasMore}
        isLoading={props.isLoading}
        failed={props.failed}
        onLoadMore={props.onLoadMore}
        label={props.label}
      />
    </div>
  );
}
