import { act, screen, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { nextOperation, operationName, renderRoute, resolveNext } from '../../test/renderRoute';
import type { MockEnvironment } from '../../test/renderRoute';

const OWNER_CAPABILITIES = {
  canWrite: true,
  canPublish: true,
  canReview: true,
  invitableRoles: ['CONTRIBUTOR', 'AUTHOR', 'EDITOR', 'OWNER'],
  canManageSite: true,
};

let invitationNumber = 0;
let userNumber = 0;
const ROLES = ['AUTHOR', 'EDITOR', 'CONTRIBUTOR'];
const resolvers: MockResolvers = {
  ViewerCapabilities: () => OWNER_CAPABILITIES,
  // A list of scalars: the generator would make it one string.
  Site: () => ({ demoAccountsExposed: [] }),
  Invitation: () => {
    invitationNumber += 1;
    return {
      id: `invitation-${invitationNumber}`,
      role: ROLES[invitationNumber - 1] ?? 'CONTRIBUTOR',
      createdAt: `2026-11-2${invitationNumber}T09:30:00.000Z`,
      expiresAt: `2026-12-0${invitationNumber}T09:30:00.000Z`,
    };
  },
  User: () => {
    userNumber += 1;
    return {
      id: `user-${userNumber}`,
      handle: `member${userNumber}`,
      name: `Member ${userNumber}`,
    };
  },
};

beforeEach(() => {
  invitationNumber = 0;
  userNumber = 0;
});

async function openStaff(pages: { invitations: number; staff: number; more: boolean }) {
  const view = renderRoute('/settings/staff');
  const operation = await resolveNext(view.environment, {
    ...resolvers,
    InvitationConnection: () => ({
      edges: Array.from({ length: pages.invitations }, () => ({})),
      pageInfo: { hasNextPage: pages.more },
    }),
    UserConnection: () => ({
      edges: Array.from({ length: pages.staff }, () => ({})),
      pageInfo: { hasNextPage: pages.more },
    }),
  });
  expect(operationName(operation)).toBe('StaffScreenQuery');
  await screen.findByRole('heading', { level: 1, name: 'Staff' });
  return view;
}

async function answer(environment: MockEnvironment, name: string, data: MockResolvers) {
  const operation = await nextOperation(environment);
  expect(operationName(operation)).toBe(name);
  await act(async () => {
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, data));
  });
  return operation;
}

test('an owner revokes a pending invitation after confirming, and it leaves the list', async () => {
  const { environment, user } = await openStaff({ invitations: 2, staff: 1, more: false });
  const pending = screen.getByRole('list', { name: 'Pending invitations' });
  expect(within(pending).getAllByRole('listitem')).toHaveLength(2);

  await user.click(
    within(pending).getByRole('button', {
      name: 'Revoke invitation for Editor created Nov 22, 2026',
    }),
  );
  // Nothing is sent before the owner confirms; Keep it takes the question back.
  expect(environment.mock.getAllOperations()).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Yes, revoke the Editor invitation' }));
  const revoke = await answer(environment, 'PendingInvitationRevokeMutation', {
    RevokeInvitationPayload: () => ({ revokedInvitationId: 'invitation-2', userErrors: [] }),
  });
  expect(revoke.request.variables).toMatchObject({ input: { id: 'invitation-2' } });

  const left = within(screen.getByRole('list', { name: 'Pending invitations' }));
  expect(left.getAllByRole('listitem')).toHaveLength(1);
  expect(left.getByText(/^Author, by/)).toBeVisible();
  expect(left.queryByText(/^Editor, by/)).not.toBeInTheDocument();
  expect(
    screen
      .getAllByRole('status')
      .some((status) =>
        status.textContent?.includes('The Editor invitation created Nov 22, 2026 is revoked.'),
      ),
  ).toBe(true);
});

test('a refused revoke keeps the invitation and says why', async () => {
  const { environment, user } = await openStaff({ invitations: 1, staff: 0, more: false });
  await user.click(screen.getByRole('button', { name: /^Revoke invitation for Author/ }));
  await user.click(screen.getByRole('button', { name: 'Yes, revoke the Author invitation' }));
  await answer(environment, 'PendingInvitationRevokeMutation', {
    RevokeInvitationPayload: () => ({
      revokedInvitationId: null,
      userErrors: [{ message: 'Only its maker or an owner revokes an invitation.' }],
    }),
  });
  expect(screen.getByText('Only its maker or an owner revokes an invitation.')).toHaveAttribute(
    'role',
    'alert',
  );
  expect(screen.getAllByText(/^Author, by/)).toHaveLength(1);
});

test('Load more fetches the next page of invitations and of staff', async () => {
  const { environment, user } = await openStaff({ invitations: 1, staff: 2, more: true });
  const staff = within(screen.getByRole('list', { name: 'Staff members' }));
  expect(staff.getAllByRole('listitem')).toHaveLength(2);
  // The viewer is member1; the list's two are the next users the generator makes.
  const [first] = staff.getAllByRole('listitem');
  const handle = within(first!).getByText(/^@member/).textContent!;
  expect(within(first!).getByLabelText(`Role of ${handle}`)).toBeVisible();
  expect(within(first!).getByRole('button', { name: `Change role of ${handle}` })).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Load more invitations' }));
  const moreInvitations = await answer(environment, 'PendingInvitationsPaginationQuery', {
    ...resolvers,
    InvitationConnection: () => ({ edges: [{}], pageInfo: { hasNextPage: false } }),
  });
  expect(moreInvitations.request.variables).toMatchObject({ count: 10 });
  expect(moreInvitations.request.variables.cursor).toEqual(expect.any(String));
  const pending = within(screen.getByRole('list', { name: 'Pending invitations' }));
  expect(pending.getAllByRole('listitem')).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Load more invitations' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Load more staff' }));
  const moreStaff = await answer(environment, 'StaffListPaginationQuery', {
    ...resolvers,
    UserConnection: () => ({ edges: [{}], pageInfo: { hasNextPage: false } }),
  });
  expect(moreStaff.request.variables).toMatchObject({ count: 10 });
  expect(staff.getAllByRole('listitem')).toHaveLength(3);
  expect(screen.queryByRole('button', { name: 'Load more staff' })).not.toBeInTheDocument();
});
