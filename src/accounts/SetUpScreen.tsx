import type { JSX } from 'react';
import { graphql } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { SetUpScreenQuery as SetUpScreenQueryType } from '../../__generated__/SetUpScreenQuery.graphql';
import { DocumentHead } from '../app/DocumentHead';
import { useRouteQuery } from '../app/useRouteQuery';
import { PageHeading } from '../ui/PageHeading';
import { SetUpForm } from './SetUpForm';
import './accounts.css';

/** The route query of `/setup`: whether the site still needs its owner. */
export const SetUpScreenQuery = graphql`
  query SetUpScreenQuery {
    viewer {
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...ViewerMenu_viewer
    }
    site {
      needsSetup
    }
  }
`;

/**
 * `/setup?token=`: the one-time setup of a new site. The server prints the link in its log when
 * it starts with no owner; the token works once, and the server checks it.
 */
export function SetUpScreen(props: {
  queryRef: PreloadedQuery<SetUpScreenQueryType>;
  token: string | undefined;
}): JSX.Element {
  const data = useRouteQuery<SetUpScreenQueryType>(SetUpScreenQuery, props.queryRef);
  return (
    <section className="page account-page">
      <DocumentHead title="Set up this site" noindex />
      <PageHeading>Set up this site</PageHeading>
      {!data.site.needsSetup ? (
        <p role="alert">This site already has an owner: its setup is done.</p>
      ) : props.token === undefined ? (
        <p role="alert">
          Open the setup link the server printed in its log when it started: it carries the one-time
          token.
        </p>
      ) : (
        <>
          <p>Create the owner’s account: it manages the site’s settings, its staff and roles.</p>
          <SetUpForm token={props.token} />
        </>
      )}
    </section>
  );
}
