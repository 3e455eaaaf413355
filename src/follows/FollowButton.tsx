import { Link, useLocation } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { JSX } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { FollowButtonMutation } from '../../__generated__/FollowButtonMutation.graphql';
import type { FollowButton_target$key } from '../../__generated__/FollowButton_target.graphql';
import { describeCommentFailure, describePayloadErrors } from '../comments/commentErrors';
import { staleViewerLists } from './staleViewerLists';
import './follows.css';

/**
 * Follow or stop following an author or a tag, and, once following, the reader's choice of an
 * email per new article. Optimistic; put back with the reason if the server refuses. A signed-out
 * reader gets a link to sign in and come back.
 */
export function FollowButton(props: {
  target: FollowButton_target$key;
  signedIn: boolean;
}): JSX.Element | null {
  const target = useFragment(
    graphql`
      fragment FollowButton_target on Node {
        __typename
        id
        ... on User {
          name
          viewerFollow {
            email
          }
        }
        ... on Tag {
          name
          viewerFollow {
            email
          }
        }
      }
    `,
    props.target,
  );
  const [commit] = useMutation<FollowButtonMutation>(graphql`
    mutation FollowButtonMutation($input: FollowInput!) @raw_response_type {
      follow(input: $input) {
        author {
          id
          viewerFollow {
            email
          }
        }
        tag {
          id
          viewerFollow {
            email
          }
        }
        userErrors {
          message
        }
      }
    }
  `);
  const href = useLocation({ select: (location) => location.href });
  const [failure, setFailure] = useState<string | null>(null);
  const emailId = useId();
  if (target.__typename !== 'User' && target.__typename !== 'Tag') return null;
  const name = target.__typename === 'Tag' ? `#${target.name}` : target.name;

  if (!props.signedIn) {
    return (
      <Link to="/signin" search={{ redirect: href }} className="button button-quiet">
        Sign in to follow
      </Link>
    );
  }

  const follow = target.viewerFollow;
  const send = (following: boolean, email: boolean | null) => {
    setFailure(null);
    const after = following ? { email: email ?? follow?.email ?? false } : null;
    const record = { id: target.id, viewerFollow: after };
    commit({
      variables: { input: { id: target.id, following, email } },
      optimisticResponse: {
        follow: {
          author: target.__typename === 'User' ? record : null,
          tag: target.__typename === 'Tag' ? record : null,
          userErrors: [],
        },
      },
      updater: staleViewerLists,
      onCompleted: (response, errors) => {
        const userError = response.follow?.userErrors[0];
        if (errors?.length) setFailure(describePayloadErrors(errors));
        else if (userError) setFailure(userError.message);
      },
      onError: (error) => setFailure(describeCommentFailure(error)),
    });
  };

  return (
    <div className="follow">
      <button
        type="button"
        className={follow ? 'button button-quiet' : 'button'}
        aria-pressed={follow !== null}
        onClick={() => send(follow === null, null)}
      >
        {follow ? `Following ${name}` : `Follow ${name}`}
      </button>
      {follow ? (
        <div className="follow-email">
          <input
            id={emailId}
            type="checkbox"
            checked={follow.email}
            onChange={(event) => send(true, event.target.checked)}
          />
          <label htmlFor={emailId}>Also by email</label>
          <p className="muted follow-note">
            New articles appear on your Following page. Your choice of email is kept for when
            accounts have an address.
          </p>
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className="follow-alert">
          That did not work. {failure}
        </p>
      ) : null}
    </div>
  );
}
