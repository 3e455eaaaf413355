import { Link } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { SignUpScreenQuery as SignUpScreenQueryType } from '../../__generated__/SignUpScreenQuery.graphql';
import { DocumentHead } from '../app/DocumentHead';
import { useRouteQuery } from '../app/useRouteQuery';
import { MESSAGES } from '../../schema/rules';
import { PageHeading } from '../ui/PageHeading';
import { SignUpForm } from './SignUpForm';
import './accounts.css';

/**
 * The route query of `/signup`: only the viewer, so that the loader can send
 * someone already signed in straight on (app/routeQuery.ts).
 */
export const SignUpScreenQuery = graphql`
  query SignUpScreenQuery {
    viewer {
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...ViewerMenu_viewer
    }
    site {
      signUpPolicy
    }
  }
`;

/**
 * `/signup?redirect=&invitation=`: create an account (signed in at once), then go on to
 * `redirect`. Without an invitation link, the site's sign-up policy decides whether there is a
 * form at all; the server decides again when it is sent.
 */
export function SignUpScreen(props: {
  queryRef: PreloadedQuery<SignUpScreenQueryType>;
  redirect: string | undefined;
  invitation: string | undefined;
}): JSX.Element {
  const data = useRouteQuery<SignUpScreenQueryType>(SignUpScreenQuery, props.queryRef);
  const policy = data.site.signUpPolicy;
  const refusal =
    props.invitation !== undefined || policy === 'OPEN'
      ? null
      : policy === 'CLOSED'
        ? MESSAGES.signUpClosed
        : `${MESSAGES.signUpInviteOnly} Ask one of its editors for one.`;
  return (
    <section className="page account-page">
      <DocumentHead title="Create an account" noindex />
      <PageHeading>Create an account</PageHeading>
      {props.invitation !== undefined ? (
        <p>You were invited to join this site’s staff: your account gets the invitation’s role.</p>
      ) : null}
      {refusal ? (
        <p role="alert">{refusal}</p>
      ) : (
        <SignUpForm redirect={props.redirect} invitation={props.invitation} />
      )}
      <p>
        Already have an account?{' '}
        <Link to="/signin" search={{ redirect: props.redirect }}>
          Sign in
        </Link>
      </p>
    </section>
  );
}
