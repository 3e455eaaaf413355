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
  /** The next page's address, which "Load more" links to (see LoadMoreButton). */
  nextHref?: string | undefined;
  /** Above the list: the way back to the first page, on a later one. */
  lead?: ReactNode;
}): JSX.Element {
  const List = props.ordered ? 'ol' : 'ul';
  return (
    <div className="stack">
      {props.lead}
      <List className="card-list">{props.children}</List>
      <LoadMoreButton
        hasMore={props.hasMore}
        isLoading={props.isLoading}
        failed={props.failed}
        onLoadMore={props.onLoadMore}
        label={props.label}
        href={props.nextHref}
      />
    </div>
  );
}
