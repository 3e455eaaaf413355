import { useId, useState } from 'react';
import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { Role } from '../../__generated__/useChangeRoleMutation.graphql';
import type { StaffMember_user$key } from '../../__generated__/StaffMember_user.graphql';
import { Button } from '../ui/Button';
import { ROLES, roleName } from './roleName';
import { useChangeRole } from './useChangeRole';

/** One staff account (the list is an owner's only) and the control that changes its role. */
export function StaffMember(props: {
  user: StaffMember_user$key;
  onMessage: (message: string) => void;
}): JSX.Element {
  const user = useFragment(
    graphql`
      fragment StaffMember_user on User {
        handle
        name
        role
      }
    `,
    props.user,
  );
  const [role, setRole] = useState<Role>(user.role);
  const [change, saving] = useChangeRole(props.onMessage);
  const selectId = useId();
  return (
    <li className="staff-row">
      <span>
        <strong>@{user.handle}</strong> {user.name}, {roleName(user.role)}
      </span>
      <form
        className="form-actions"
        onSubmit={(event) => {
          event.preventDefault();
          if (!saving) change(user.handle, role);
        }}
      >
        <label htmlFor={selectId}>Role of @{user.handle}</label>
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
        <Button type="submit" variant="quiet" busy={saving} busyLabel="Saving…">
          Change role<span className="visually-hidden"> of @{user.handle}</span>
        </Button>
      </form>
    </li>
  );
}
