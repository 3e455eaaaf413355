import { useEffect, useRef, useState } from 'react';
import type { JSX } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { PendingInvitation_invitation$key } from '../../__generated__/PendingInvitation_invitation.graphql';
import type { PendingInvitationRevokeMutation } from '../../__generated__/PendingInvitationRevokeMutation.graphql';
import { describeError } from '../app/describeError';
import { Button } from '../ui/Button';
import { Time, formatDate } from '../ui/Time';
import { roleName } from './roleName';

/**
 * One pending invitation and its Revoke, which asks once more first (a revoked link cannot be
 * restored). The server's answer deletes the edge from `connection`, the list's own.
 */
export function PendingInvitation(props: {
  invitation: PendingInvitation_invitation$key;
  connection: string;
  onRevoked: (message: string) => void;
}): JSX.Element {
  const invitation = useFragment(
    graphql`
      fragment PendingInvitation_invitation on Invitation {
        id
        role
        createdAt
        expiresAt
        createdBy {
          name
        }
      }
    `,
    props.invitation,
  );
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [commit, revoking] = useMutation<PendingInvitationRevokeMutation>(graphql`
    mutation PendingInvitationRevokeMutation($input: RevokeInvitationInput!, $connections: [ID!]!) {
      revokeInvitation(input: $input) {
        revokedInvitationId @deleteEdge(connections: $connections)
        userErrors {
          message
        }
      }
    }
  `);
  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);
  const role = roleName(invitation.role);
  const created = formatDate(new Date(invitation.createdAt));
  const revoke = () => {
    setProblem(null);
    commit({
      variables: { input: { id: invitation.id }, connections: [props.connection] },
      onCompleted: ({ revokeInvitation }) => {
        if (revokeInvitation.revokedInvitationId) {
          props.onRevoked(`The ${role} invitation created ${created} is revoked.`);
        } else {
          setProblem(revokeInvitation.userErrors[0]?.message ?? 'The invitation was not revoked.');
        }
      },
      onError: (error) => setProblem(describeError(error).summary),
    });
  };
  const cancel = () => {
    setAsking(false);
    setProblem(null);
    // Back to the button that asked, once it is rendered again.
    requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <li className="staff-row">
      <span>
        {role}, by {invitation.createdBy.name}, created <Time dateTime={invitation.createdAt} />,
        until <Time dateTime={invitation.expiresAt} />
      </span>
      {asking ? (
        <span className="form-actions">
          <span>Revoke it? Its link stops working.</span>
          <Button variant="danger" busy={revoking} busyLabel="Revoking…" onClick={revoke}>
            Yes, revoke the {role} invitation
          </Button>
          <Button ref={keep} variant="quiet" onClick={cancel}>
            Keep it
          </Button>
        </span>
      ) : (
        <Button ref={opener} variant="danger" onClick={() => setAsking(true)}>
          Revoke
          <span className="visually-hidden">
            {' '}
            invitation for {role} created {created}
          </span>
        </Button>
      )}
      {problem ? <p role="alert">{problem}</p> : null}
    </li>
  );
}
