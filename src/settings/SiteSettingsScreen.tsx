import { Link } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { SiteSettingsScreenQuery as SiteSettingsScreenQueryType } from '../../__generated__/SiteSettingsScreenQuery.graphql';
import { DocumentHead } from '../app/DocumentHead';
import { useRouteQuery } from '../app/useRouteQuery';
import { PageHeading } from '../ui/PageHeading';
import { DemoPasswordWarning } from './DemoPasswordWarning';
import { HeldCommentsForm } from './HeldCommentsForm';
import { SignUpPolicyForm } from './SignUpPolicyForm';
import '../accounts/accounts.css';
import './settings.css';

/** The route query of `/settings/site`: whether the viewer manages the site, and its settings. */
export const SiteSettingsScreenQuery = graphql`
  query SiteSettingsScreenQuery {
    viewer {
      capabilities {
        canManageSite
      }
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...ViewerMenu_viewer
    }
    site {
      ...DemoPasswordWarning_site
      ...SignUpPolicyForm_site
      ...HeldCommentsForm_site
    }
  }
`;

/** `/settings/site`: the owner's site settings (the sign-up policy, comment approval). */
export function SiteSettingsScreen(props: {
  queryRef: PreloadedQuery<SiteSettingsScreenQueryType>;
}): JSX.Element {
  const data = useRouteQuery<SiteSettingsScreenQueryType>(SiteSettingsScreenQuery, props.queryRef);
  return (
    <section className="page settings-page">
      <DocumentHead title="Site settings" noindex />
      <PageHeading>Site settings</PageHeading>
      {data.viewer?.capabilities?.canManageSite ? (
        <>
          <DemoPasswordWarning site={data.site} />
          <SignUpPolicyForm site={data.site} />
          <HeldCommentsForm site={data.site} />
          <p>
            <Link to="/settings/staff">Staff and invitations</Link>
          </p>
        </>
      ) : (
        <p role="alert">Only the site’s owners change its settings.</p>
      )}
    </section>
  );
}
