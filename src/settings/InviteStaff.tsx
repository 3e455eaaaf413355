import { useRouter } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { JSX } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { InviteStaff_query$key } from '../../__generated__/InviteStaff_query.graphql';
import type { InviteStaffMutation, Role } from '../../__generated__/InviteStaffMutation.graphql';
import { describeError } from '../app/describeError';
import { FormAlert } from '../accounts/FormAlert';
import { Button } from '../ui/Button';
import { roleName } from './roleName';

/**
 * A new invitation link for one of the roles the server says the viewer may invite to, shown
 * once (the server keeps only its hash), and the pending invitations.
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
        invitations(first: 50) @connection(key: "InviteStaff_invitations") {
          __id
          edges {
            node {
              id
              role
              expiresAt
              createdBy {
                name
              }
            }
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
            role
            expiresAt
            createdBy {
              name
            }
          }
        }
        userErrors {
          message
        }
      }
    }
  `);
  const connection = data.invitations?.__id;
  const create = () => {
    if (!role) return;
    setProblem(null);
    setLink(null);
    commit({
      variables: {
        input: { role },
        connections: connection ? [connection] : [],
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
  const pending = data.invitations?.edges ?? [];
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
      <h3>Pending invitations</h3>
      {pending.length ? (
        <ul aria-label="Pending invitations">
          {pending.map(({ node }) => (
            <li key={node.id}>
              {roleName(node.role)}, by {node.createdBy.name}, until{' '}
              {new Date(node.expiresAt).toLocaleDateString()}
            </li>
          ))}
        </ul>
      ) : (
        <p>No invitation is waiting.</p>
      )}
    </section>
  );
}
