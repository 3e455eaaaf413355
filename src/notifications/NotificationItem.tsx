import { Link } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { NotificationItem_notification$key } from '../../__generated__/NotificationItem_notification.graphql';
import { Time } from '../ui/Time';

/** One notification: what happened, where (a link to the article), when; "New" while unread. */
export function NotificationItem(props: {
  notification: NotificationItem_notification$key;
}): JSX.Element {
  const notification = useFragment(
    graphql`
      fragment NotificationItem_notification on Notification {
        kind
        read
        createdAt
        article {
          slug
          title
          author {
            name
          }
        }
        comment {
          author {
            name
          }
        }
      }
    `,
    props.notification,
  );
  const { article } = notification;
  const who = notification.comment?.author?.name ?? 'Someone';
  const what =
    notification.kind === 'NEW_ARTICLE'
      ? `${article.author.name} published`
      : notification.kind === 'REPLY'
        ? `${who} replied to your comment on`
        : `${who} mentioned you on`;
  return (
    <li className="notification-item" data-unread={!notification.read}>
      <p>
        {notification.read ? null : <strong>New: </strong>}
        {what}{' '}
        <Link to="/articles/$slug" params={{ slug: article.slug }}>
          {article.title}
        </Link>
      </p>
      <p className="muted">
        <Time dateTime={notification.createdAt} />
      </p>
    </li>
  );
}
