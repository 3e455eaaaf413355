import type { Role } from '../../__generated__/InviteStaffMutation.graphql';

const NAMES: Record<Role, string> = {
  READER: 'Reader',
  CONTRIBUTOR: 'Contributor',
  AUTHOR: 'Author',
  EDITOR: 'Editor',
  OWNER: 'Owner',
  '%future added value': 'Another role',
};

/** A role as the staff screens name it. */
export function roleName(role: Role): string {
  return NAMES[role];
}
