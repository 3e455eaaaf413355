import { graphql, useMutation } from 'react-relay/hooks';
import type {
  Role,
  useChangeRoleMutation,
} from '../../__generated__/useChangeRoleMutation.graphql';
import { describeError } from '../app/describeError';
import { roleName } from './roleName';

/**
 * An owner changes an account's role (the form by handle and each staff row share it). Calls
 * `onMessage` with what to tell the owner: the new role, or why it did not change. The payload's
 * user updates its record, so every list showing the account shows the new role.
 */
export function useChangeRole(
  onMessage: (message: string) => void,
): [(handle: string, role: Role) => void, boolean] {
  const [commit, saving] = useMutation<useChangeRoleMutation>(graphql`
    mutation useChangeRoleMutation($input: ChangeRoleInput!) {
      changeRole(input: $input) {
        user {
          id
          handle
          role
        }
        userErrors {
          message
        }
      }
    }
  `);
  const change = (handle: string, role: Role) => {
    commit({
      variables: { input: { handle, role } },
      onCompleted: ({ changeRole }) => {
        const refusal = changeRole.userErrors[0]?.message;
        const user = changeRole.user;
        onMessage(
          refusal ??
            (user ? `@${user.handle} is now ${roleName(user.role)}.` : 'The role did not change.'),
        );
      },
      onError: (error) => onMessage(describeError(error).summary),
    });
  };
  return [change, saving];
}
