import type { JSX } from 'react';
import { graphql } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { ProfileSettingsScreenQuery as ProfileSettingsScreenQueryType } from '../../__generated__/ProfileSettingsScreenQuery.graphql';
import { DocumentHead } from '../app/DocumentHead';
import { useRouteQuery } from '../app/useRouteQuery';
import { PageHeading } from '../ui/PageHeading';
import { ProfileForm } from './ProfileForm';
import '../accounts/accounts.css';
import './settings.css';

/**
 * The route query of `/settings/profile`: the viewer's name and bio. A null
 * viewer never reaches this screen: the route's guard sends it to sign in.
 */
export const ProfileSettingsScreenQuery = graphql`
  query ProfileSettingsScreenQuery {
    viewer {
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...ViewerMenu_viewer
      ...ProfileForm_user
    }
  }
`;

/** `/settings/profile`: edit the signed-in user's name and bio. */
export function ProfileSettingsScreen(props: {
  queryRef: PreloadedQuery<ProfileSettingsScreenQueryType>;
}): JSX.Element {
  const data = useRouteQuery<ProfileSettingsScreenQueryType>(
    ProfileSettingsScreenQuery,
    props.queryRef,
  );
  return (
    <section className="page settings-page">
      <DocumentHead title="Profile settings" noindex />
      <PageHeading>Profile settings</PageHeading>
      {/* Signing out on this page empties the viewer before the way home. */}
      {data.viewer ? <ProfileForm user={data.viewer} /> : <p>You are signed out.</p>}
    </section>
  );
}
