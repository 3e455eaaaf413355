import { Link, useLocation } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ViewerMenu_viewer$key } from '../../__generated__/ViewerMenu_viewer.graphql';

/**
 * "Sign in" for a signed-out reader (returning to this page afterwards), or
 * the viewer's name opening a small menu.
 */
export function ViewerMenu(props: { viewer: ViewerMenu_viewer$key | null }): JSX.Element {
  const viewer = useFragment(
    graphql`
      fragment ViewerMenu_viewer on User {
        handle
        name
      }
    `,
    props.viewer,
  );
  const href = useLocation({ select: (location) => location.href });

  if (!viewer) {
    return (
      <Link to="/signin" search={{ redirect: href }} className="button button-quiet">
        Sign in
      </Link>
    );
  }
  return (
    <details className="viewer-menu">
      <summary>{viewer.name}</summary>
      <ul className="viewer-menu-list">
        <li>
          <Link to="/authors/$handle" params={{ handle: viewer.handle }}>
            Your profile
          </Link>
        </li>
        <li>
          <Link to="/write">Write an article</Link>
        </li>
      </ul>
    </details>
  );
}
