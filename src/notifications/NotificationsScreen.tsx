import type { JSX } from 'react';
import { graphql } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { NotificationsScreenQuery as NotificationsScreenQueryType } from '../../__generated__/NotificationsScreenQuery.graphql';
import { DocumentHead } from '../app/DocumentHead';
import { useRouteQuery } from '../app/useRouteQuery';
import { PageHeading } from '../ui/PageHeading';
import { NotificationList } from './NotificationList';

/** The route query of `/notifications`: the viewer with their newest notifications. */
export const NotificationsScreenQuery = graphql`
  query NotificationsScreenQuery($after: String) {
    viewer {
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...ViewerMenu_viewer
      ...NotificationList_user @arguments(cursor: $after, start: $after)
    }
  }
`;

/** `/notifications`: what concerns the signed-in reader, newest first. */
export function NotificationsScreen(props: {
  queryRef: PreloadedQuery<NotificationsScreenQueryType>;
}): JSX.Element {
  const data = useRouteQuery<NotificationsScreenQueryType>(
    NotificationsScreenQuery,
    props.queryRef,
  );
  return (
    <section className="page">
      <DocumentHead title="Notifications" noindex />
      <div className="page-header">
        <PageHeading>Notifications</PageHeading>
        <p className="muted">
          New articles from what you follow, replies to your comments and mentions of you.
        </p>
      </div>
      {data.viewer ? (
        <NotificationList user={data.viewer} />
      ) : (
        <p className="empty">Sign in to see your notifications.</p>
      )}
    </section>
  );
}
