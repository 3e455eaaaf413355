import { Link } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { SignInScreenQuery as SignInScreenQueryType } from '../../__generated__/SignInScreenQuery.graphql';
import { DocumentHead } from '../app/DocumentHead';
import { useRouteQuery } from '../app/useRouteQuery';
import { PageHeading } from '../ui/PageHeading';
import { SignInForm } from './SignInForm';
import './accounts.css';

/**
 * The route query of `/signin`: only the viewer, so that the loader can send
 * someone already signed in straight on (app/routeQuery.ts).
 */
export const SignInScreenQuery = graphql`
  query SignInScreenQuery {
    viewer {
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...ViewerMenu_viewer
    }
  }
`;

/** `/signin?redirect=`: sign in, then go on to `redirect`. */
export function SignInScreen(props: {
  queryRef: PreloadedQuery<SignInScreenQueryType>;
  redirect: string | undefined;
}): JSX.Element {
  useRouteQuery<SignInScreenQueryType>(SignInScreenQuery, props.queryRef);
  return (
    <section className="page account-page">
      <DocumentHead title="Sign in" noindex />
      <PageHeading>Sign in</PageHeading>
      <SignInForm redirect={props.redirect} />
      <p>
        New to Folio?{' '}
        <Link to="/signup" search={{ redirect: props.redirect }}>
          Create an account
        </Link>
      </p>
    </section>
  );
}
