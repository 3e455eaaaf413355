import { Link } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { NotificationBell_viewer$key } from '../../__generated__/NotificationBell_viewer.graphql';
import './notifications.css';

/**
 * The header's bell: a link to the notifications page with the unread count. The count comes
 * with every page's own query (it is part of the viewer's header data), so it costs no request
 * and no polling; it is as fresh as the page.
 */
export function NotificationBell(props: { viewer: NotificationBell_viewer$key }): JSX.Element {
  const viewer = useFragment(
    graphql`
      fragment NotificationBell_viewer on User {
        unreadNotificationCount
      }
    `,
    props.viewer,
  );
  const count = viewer.unreadNotificationCount ?? 0;
  const shown = count > 99 ? '99+' : String(count);
  const label = count === 0 ? 'Notifications' : `Notifications, ${shown} unread`;
  return (
    <Link to="/notifications" className="notification-bell" aria-label={label}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <path
          d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {count > 0 ? (
        <span className="notification-count" aria-hidden="true">
          {shown}
        </span>
      ) : null}
    </Link>
  );
}
