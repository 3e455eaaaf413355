import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { Avatar_user$key } from '../../__generated__/Avatar_user.graphql';
import { MediaPicture } from '../media/MediaPicture';

/**
 * A person's avatar beside their name (so decorative: empty alt), or their initial when they
 * have none. 2.5rem at most: the narrowest rendition (480w) is what any screen gets.
 */
export function Avatar(props: { user: Avatar_user$key }): JSX.Element {
  const user = useFragment(
    graphql`
      fragment Avatar_user on User {
        name
        avatar {
          ...MediaPicture_image
        }
      }
    `,
    props.user,
  );
  if (user.avatar) {
    return <MediaPicture image={user.avatar} sizes="40px" alt="" className="avatar avatar-image" />;
  }
  return (
    <span className="avatar" aria-hidden="true">
      {user.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
