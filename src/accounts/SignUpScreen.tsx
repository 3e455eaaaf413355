import { Link } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { SignUpScreenQuery as SignUpScreenQueryType } from '../../__generated__/SignUpScreenQuery.graphql';
import { DocumentHead } from '../app/DocumentHead';
import { useRouteQuery } from '../app/useRouteQuery';
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
  }
`;

/** `/signup?redirect=`: create an account (signed in at once), then go on to `redirect`. */
export function SignUpScreen(props: {
  queryRef: PreloadedQuery<SignUpScreenQueryType>;
  redirect: string | undefined;
}): JSX.Element {
  useRouteQuery<SignUpScreenQueryType>(SignUpScreenQuery, props.queryRef);
  return (
    <section className="page account-page">
      <DocumentHead title="Create an account" noindex />
      <PageHeading>Create an account</PageHeading>
      <SignUpForm redirect={props.redirect} />
      <p>
        Already have an account?{' '}
        <Link to="/signin" search={{ redirect: props.redirect }}>
          Sign in
        </Link>
      </p>
    </section>
  );
}
