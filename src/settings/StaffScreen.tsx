import type { JSX } from 'react';
import { graphql } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { StaffScreenQuery as StaffScreenQueryType } from '../../__generated__/StaffScreenQuery.graphql';
import { DocumentHead } from '../app/DocumentHead';
import { useRouteQuery } from '../app/useRouteQuery';
import { PageHeading } from '../ui/PageHeading';
import { ChangeRoleForm } from './ChangeRoleForm';
import { DemoPasswordWarning } from './DemoPasswordWarning';
import { InviteStaff } from './InviteStaff';
import { PendingInvitations } from './PendingInvitations';
import { StaffList } from './StaffList';
import '../accounts/accounts.css';
import './settings.css';

/** The route query of `/settings/staff`: who the viewer may invite, the pending links, the staff. */
export const StaffScreenQuery = graphql`
  query StaffScreenQuery {
    viewer {
      capabilities {
        invitableRoles
        canManageSite
      }
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...ViewerMenu_viewer
    }
    site {
      ...DemoPasswordWarning_site
    }
    ...InviteStaff_query
    ...PendingInvitations_query
    ...StaffList_query
  }
`;

/** `/settings/staff`: staff invitations (editors and owners), the staff and roles (owners). */
export function StaffScreen(props: {
  queryRef: PreloadedQuery<StaffScreenQueryType>;
}): JSX.Element {
  const data = useRouteQuery<StaffScreenQueryType>(StaffScreenQuery, props.queryRef);
  const capabilities = data.viewer?.capabilities;
  return (
    <section className="page settings-page">
      <DocumentHead title="Staff" noindex />
      <PageHeading>Staff</PageHeading>
      {capabilities?.canManageSite ? <DemoPasswordWarning site={data.site} /> : null}
      {capabilities?.invitableRoles.length ? (
        <>
          <InviteStaff query={data} />
          <PendingInvitations query={data} />
        </>
      ) : (
        <p role="alert">Only editors and owners invite staff.</p>
      )}
      {capabilities?.canManageSite ? (
        <>
          <StaffList query={data} />
          <ChangeRoleForm />
        </>
      ) : null}
    </section>
  );
}
