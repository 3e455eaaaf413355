import { useId, useState } from 'react';
import type { JSX } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  ChangeRoleFormMutation,
  Role,
} from '../../__generated__/ChangeRoleFormMutation.graphql';
import { describeError } from '../app/describeError';
import { FormAlert } from '../accounts/FormAlert';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { roleName } from './roleName';

const ROLES: Role[] = ['READER', 'CONTRIBUTOR', 'AUTHOR', 'EDITOR', 'OWNER'];

/** An owner changes another account's role, by handle. */
export function ChangeRoleForm(): JSX.Element {
  const [handle, setHandle] = useState('');
  const [role, setRole] = useState<Role>('AUTHOR');
  const [message, setMessage] = useState<string | null>(null);
  const selectId = useId();
  const [commit, saving] = useMutation<ChangeRoleFormMutation>(graphql`
    mutation ChangeRoleFormMutation($input: ChangeRoleInput!) {
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
  const save = () => {
    setMessage(null);
    commit({
      variables: { input: { handle: handle.trim(), role } },
      onCompleted: ({ changeRole }) => {
        const refusal = changeRole.userErrors[0]?.message;
        const user = changeRole.user;
        setMessage(refusal ?? (user ? `@${user.handle} is now ${roleName(user.role)}.` : null));
      },
      onError: (error) => setMessage(describeError(error).summary),
    });
  };
  return (
    <section>
      <h2>Change a role</h2>
      <form
        className="account-form"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Field
          label="Handle"
          name="handle"
          value={handle}
          onChange={setHandle}
          spellCheck={false}
        />
        <label htmlFor={selectId}>New role</label>
        <select
          id={selectId}
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
        >
          {ROLES.map((value) => (
            <option key={value} value={value}>
              {roleName(value)}
            </option>
          ))}
        </select>
        <div className="form-actions">
          <Button type="submit" busy={saving} busyLabel="Saving…">
            Change role
          </Button>
        </div>
        <FormAlert message={message} />
      </form>
    </section>
  );
}
