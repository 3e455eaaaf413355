import type { Role } from '../../__generated__/InviteStaffMutation.graphql';

/** Every role an owner may give, weakest first. */
export const ROLES: Role[] = ['READER', 'CONTRIBUTOR', 'AUTHOR', 'EDITOR', 'OWNER'];

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
