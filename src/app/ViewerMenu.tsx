import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import type { JSX, KeyboardEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { ViewerMenuSignOutMutation } from '../../__generated__/ViewerMenuSignOutMutation.graphql';
import type { ViewerMenu_viewer$key } from '../../__generated__/ViewerMenu_viewer.graphql';
import { replaceViewer } from '../accounts/replaceViewer';
import { NotificationBell } from '../notifications/NotificationBell';
import './ViewerMenu.css';

/**
 * "Sign in" for a signed-out reader (returning to this page afterwards), or
 * the viewer's name opening a disclosure with their links and Sign out.
 * A disclosure (button + list of links), not an ARIA menu: links keep their
 * usual keyboard behaviour; Escape or a click elsewhere closes it, Escape
 * returning focus to the button.
 */
export function ViewerMenu(props: { viewer: ViewerMenu_viewer$key | null }): JSX.Element {
  const viewer = useFragment(
    graphql`
      fragment ViewerMenu_viewer on User {
        ...NotificationBell_viewer
        handle
        name
        # What the viewer may do, as the server says (server/auth/permissions.ts).
        capabilities {
          canWrite
          # The editor's /write reads it from the store: every route's query brings it.
          # eslint-disable-next-line relay/unused-fields
          canPublish
          canReview
          invitableRoles
          canManageSite
        }
      }
    `,
    props.viewer,
  );
  const href = useLocation({ select: (location) => location.href });
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [signOutFailed, setSignOutFailed] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [commitSignOut, signingOut] = useMutation<ViewerMenuSignOutMutation>(graphql`
    mutation ViewerMenuSignOutMutation {
      signOut {
        viewer {
          id
        }
      }
    }
  `);

  // A click or focus outside closes the menu, as a native popup would.
  useEffect(() => {
    if (!open) return;
    const closeIfOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeIfOutside);
    document.addEventListener('focusin', closeIfOutside);
    return () => {
      document.removeEventListener('pointerdown', closeIfOutside);
      document.removeEventListener('focusin', closeIfOutside);
    };
  }, [open]);

  if (!viewer) {
    return (
      <Link to="/signin" search={{ redirect: href }} className="button button-quiet">
        Sign in
      </Link>
    );
  }

  const can = viewer.capabilities;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggleRef.current?.focus();
  };

  const signOut = () => {
    setSignOutFailed(false);
    commitSignOut({
      variables: {},
      updater: (store) => replaceViewer(store, 'signOut'),
      onCompleted: () => {
        setOpen(false);
        void navigate({ to: '/' });
      },
      onError: () => setSignOutFailed(true),
    });
  };

  return (
    <>
      <NotificationBell viewer={viewer} />
      <div className="viewer-menu" ref={rootRef} onKeyDown={onKeyDown}>
        <button
          ref={toggleRef}
          type="button"
          className="viewer-menu-toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          {viewer.name}
        </button>
        <ul id={listId} className="viewer-menu-list" hidden={!open}>
          {can?.canWrite ? (
            <>
              <li>
                <Link to="/write" onClick={() => setOpen(false)}>
                  Write an article
                </Link>
              </li>
              <li>
                <Link to="/drafts" onClick={() => setOpen(false)}>
                  Drafts
                </Link>
              </li>
            </>
          ) : null}
          {can?.canReview ? (
            <li>
              <Link to="/review" onClick={() => setOpen(false)}>
                Review queue
              </Link>
            </li>
          ) : null}
          {can?.canReview ? (
            <>
              <li>
                <Link to="/moderation" onClick={() => setOpen(false)}>
                  Moderation
                </Link>
              </li>
              <li>
                <Link to="/import" onClick={() => setOpen(false)}>
                  Import
                </Link>
              </li>
              <li>
                <Link to="/subscribers" onClick={() => setOpen(false)}>
                  Subscribers
                </Link>
              </li>
            </>
          ) : null}
          {can?.invitableRoles.length ? (
            <li>
              <Link to="/settings/staff" onClick={() => setOpen(false)}>
                Staff
              </Link>
            </li>
          ) : null}
          {can?.canManageSite ? (
            <li>
              <Link to="/settings/site" onClick={() => setOpen(false)}>
                Site settings
              </Link>
            </li>
          ) : null}
          <li>
            <Link to="/following" onClick={() => setOpen(false)}>
              Following
            </Link>
          </li>
          <li>
            <Link to="/reading-list" onClick={() => setOpen(false)}>
              Reading list
            </Link>
          </li>
          <li>
            <Link
              to="/authors/$handle"
              params={{ handle: viewer.handle }}
              onClick={() => setOpen(false)}
            >
              Your profile
            </Link>
          </li>
          <li>
            <Link to="/settings/profile" onClick={() => setOpen(false)}>
              Profile settings
            </Link>
          </li>
          <li>
            <button
              type="button"
              className="viewer-menu-action"
              onClick={signOut}
              aria-busy={signingOut || undefined}
              aria-disabled={signingOut || undefined}
            >
              {signingOut ? 'Signing out…' : 'Sign out'}
            </button>
            {signOutFailed ? (
              <p role="alert" className="viewer-menu-error">
                Signing out did not work. Try again.
              </p>
            ) : null}
          </li>
        </ul>
      </div>
    </>
  );
}
