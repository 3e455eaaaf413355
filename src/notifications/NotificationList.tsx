import { useEffect } from 'react';
import type { JSX } from 'react';
import { graphql, useMutation, usePaginationFragment } from 'react-relay/hooks';
import type { NotificationListPaginationQuery } from '../../__generated__/NotificationListPaginationQuery.graphql';
import type { NotificationListReadMutation } from '../../__generated__/NotificationListReadMutation.graphql';
import type { NotificationList_user$key } from '../../__generated__/NotificationList_user.graphql';
import { FirstPageLink, useNextPageHref } from '../app/pageLinks';
import { useLoadMore } from '../app/useLoadMore';
import { PagedList } from '../ui/PagedList';
import { NotificationItem } from './NotificationItem';

const PAGE_SIZE = 20;

/**
 * The viewer's notifications, newest first, 20 at a time. Shown, they are read: once the newest
 * unread one is on screen, the server marks it and every older one read, and the bell's count
 * comes back with the answer. The items keep saying "New" for this visit.
 */
export function NotificationList(props: { user: NotificationList_user$key }): JSX.Element {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    NotificationListPaginationQuery,
    NotificationList_user$key
  >(
    graphql`
      fragment NotificationList_user on User
      @refetchable(queryName: "NotificationListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        start: { type: "String" }
      ) {
        # A page reached by its link (?after=) is a list of its own (see DraftList).
        notifications(first: $count, after: $cursor)
          @connection(key: "NotificationList_notifications", dynamicKey_UNSTABLE: $start) {
          pageInfo {
            endCursor
          }
          edges {
            node {
              id
              read
              ...NotificationItem_notification
            }
          }
        }
      }
    `,
    props.user,
  );
  const [markRead] = useMutation<NotificationListReadMutation>(graphql`
    mutation NotificationListReadMutation($input: MarkNotificationsReadInput!) {
      markNotificationsRead(input: $input) {
        viewer {
          unreadNotificationCount
        }
      }
    }
  `);
  const { loadMore, failed } = useLoadMore(loadNext, PAGE_SIZE);
  const nextHref = useNextPageHref(data.notifications?.pageInfo.endCursor);
  const edges = data.notifications?.edges ?? [];
  const newestUnread = edges.find(({ node }) => !node.read)?.node.id ?? null;

  useEffect(() => {
    if (newestUnread) markRead({ variables: { input: { upTo: newestUnread } } });
  }, [newestUnread, markRead]);

  if (edges.length === 0) {
    return (
      <p className="empty">
        Nothing yet. New articles from what you follow, replies to your comments and mentions of you
        appear here.
      </p>
    );
  }
  return (
    <PagedList
      hasMore={hasNext}
      isLoading={isLoadingNext}
      failed={failed}
      onLoadMore={loadMore}
      label="Load more notifications"
      nextHref={nextHref}
      lead={<FirstPageLink />}
    >
      {edges.map(({ node }) => (
        <NotificationItem key={node.id} notification={node} />
      ))}
    </PagedList>
  );
}
