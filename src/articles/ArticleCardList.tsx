import type { JSX, ReactNode } from 'react';
import { LoadMoreButton } from '../ui/LoadMoreButton';

/**
 * The layout shared by every paginated list of articles (latest, a tag's, an
 * author's): the cards (as <li> children), a message when there are none,
 * and "Load more". The list components own the data; this only lays it out.
 */
export function ArticleCardList(props: {
  children: ReactNode;
  count: number;
  emptyMessage: string;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
}): JSX.Element {
  if (props.count === 0) {
    return <p className="empty">{props.emptyMessage}</p>;
  }
  return (
    <div className="stack">
      <ul className="card-list">{props.children}</ul>
      <LoadMoreButton
        hasMore={props.hasMore}
        isLoading={props.isLoadingMore}
        failed={props.loadMoreFailed}
        onLoadMore={props.onLoadMore}
        label="Load more articles"
      />
    </div>
  );
}
