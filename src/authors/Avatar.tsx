import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { Avatar_user$key } from '../../__generated__/Avatar_user.graphql';
import { MediaPicture } from '../media/MediaPicture';

/**
 * A person's avatar beside their name (so decorative: empty alt), or their initial when they
 * have none: small beside a byline, large atop their profile. 6rem at most: the narrowest
 * rendition (480w) is what any screen gets.
 */
export function Avatar(props: { user: Avatar_user$key; size?: 'small' | 'large' }): JSX.Element {
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
  const large = props.size === 'large';
  const className = large ? 'avatar avatar-large' : 'avatar';
  if (user.avatar) {
    return (
      <MediaPicture
        image={user.avatar}
        sizes={large ? '96px' : '40px'}
        alt=""
        className={`${className} avatar-image`}
      />
    );
  }
  return (
    <span className={className} aria-hidden="true">
      {user.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
