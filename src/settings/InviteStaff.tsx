import { useRouter } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { JSX } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import type { InviteStaff_query$key } from '../../__generated__/InviteStaff_query.graphql';
import type { InviteStaffMutation, Role } from '../../__generated__/InviteStaffMutation.graphql';
import { describeError } from '../app/describeError';
import { FormAlert } from '../accounts/FormAlert';
import { Button } from '../ui/Button';
import { roleName } from './roleName';

/**
 * A new invitation link for one of the roles the server says the viewer may invite to, shown
 * once (the server keeps only its hash).
 */
export function InviteStaff(props: { query: InviteStaff_query$key }): JSX.Element {
  const data = useFragment(
    graphql`
      fragment InviteStaff_query on Query {
        viewer {
          capabilities {
            invitableRoles
          }
        }
      }
    `,
    props.query,
  );
  const roles = data.viewer?.capabilities?.invitableRoles ?? [];
  const [role, setRole] = useState<Role | undefined>(roles[0]);
  const [link, setLink] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const router = useRouter();
  const selectId = useId();
  const [commit, creating] = useMutation<InviteStaffMutation>(graphql`
    mutation InviteStaffMutation($input: CreateInvitationInput!, $connections: [ID!]!) {
      createInvitation(input: $input) {
        token
        invitationEdge @prependEdge(connections: $connections) {
          node {
            id
            ...PendingInvitation_invitation
          }
        }
        userErrors {
          message
        }
      }
    }
  `);
  // The pending list (PendingInvitations) shows the new link first; its connection has no filters.
  const connection = ConnectionHandler.getConnectionID(ROOT_ID, 'PendingInvitations_invitations');
  const create = () => {
    if (!role) return;
    setProblem(null);
    setLink(null);
    commit({
      variables: {
        input: { role },
        connections: [connection],
      },
      onCompleted: ({ createInvitation }) => {
        const refusal = createInvitation.userErrors[0]?.message;
        if (refusal || !createInvitation.token) {
          setProblem(refusal ?? 'The server made no link.');
          return;
        }
        const path = router.buildLocation({
          to: '/signup',
          search: { invitation: createInvitation.token },
        }).href;
        setLink(new URL(path, window.location.origin).href);
      },
      onError: (error) => setProblem(describeError(error).summary),
    });
  };
  return (
    <section aria-labelledby={`${selectId}-heading`}>
      <h2 id={`${selectId}-heading`}>Invite staff</h2>
      <form
        className="account-form"
        onSubmit={(event) => {
          event.preventDefault();
          create();
        }}
      >
        <label htmlFor={selectId}>Role</label>
        <select
          id={selectId}
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
        >
          {roles.map((value) => (
            <option key={value} value={value}>
              {roleName(value)}
            </option>
          ))}
        </select>
        <div className="form-actions">
          <Button type="submit" busy={creating} busyLabel="Creating…">
            Create invitation link
          </Button>
        </div>
        <FormAlert message={problem} />
      </form>
      {link ? (
        <p role="status">
          Send this link to the person you invite; it works once, for 7 days:{' '}
          <output className="invitation-link">{link}</output>
        </p>
      ) : null}
    </section>
  );
}
