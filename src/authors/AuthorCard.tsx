import { Link } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AuthorCard_author$key } from '../../__generated__/AuthorCard_author.graphql';
import { Avatar } from './Avatar';

/** The author of an article: name and handle, linking to the profile. */
export function AuthorCard(props: { author: AuthorCard_author$key }): JSX.Element {
  const author = useFragment(
    graphql`
      fragment AuthorCard_author on User {
        handle
        name
        ...Avatar_user
      }
    `,
    props.author,
  );
  return (
    <div className="author-card">
      <Avatar user={author} />
      <span>
        <Link to="/authors/$handle" params={{ handle: author.handle }} className="author-name">
          {author.name}
        </Link>
        <span className="muted"> @{author.handle}</span>
      </span>
    </div>
  );
}
