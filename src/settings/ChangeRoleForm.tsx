import { useId, useState } from 'react';
import type { JSX } from 'react';
import type { Role } from '../../__generated__/useChangeRoleMutation.graphql';
import { FormAlert } from '../accounts/FormAlert';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { ROLES, roleName } from './roleName';
import { useChangeRole } from './useChangeRole';

/** An owner changes another account's role, by handle. */
export function ChangeRoleForm(): JSX.Element {
  const [handle, setHandle] = useState('');
  const [role, setRole] = useState<Role>('AUTHOR');
  const [message, setMessage] = useState<string | null>(null);
  const selectId = useId();
  const [change, saving] = useChangeRole(setMessage);
  const save = () => {
    setMessage(null);
    change(handle.trim(), role);
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
