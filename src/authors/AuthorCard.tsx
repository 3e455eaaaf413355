import { Link } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AuthorCard_author$key } from '../../__generated__/AuthorCard_author.graphql';

/** The author of an article: name and handle, linking to the profile. */
export function AuthorCard(props: { author: AuthorCard_author$key }): JSX.Element {
  const author = useFragment(
    graphql`
      fragment AuthorCard_author on User {
        handle
        name
      }
    `,
    props.author,
  );
  return (
    <div className="author-card">
      <span className="avatar" aria-hidden="true">
        {author.name.trim().charAt(0).toUpperCase() || '?'}
      </span>
      <span>
        <Link to="/authors/$handle" params={{ handle: author.handle }} className="author-name">
          {author.name}
        </Link>
        <span className="muted"> @{author.handle}</span>
      </span>
    </div>
  );
}
