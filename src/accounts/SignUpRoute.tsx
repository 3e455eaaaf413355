import { getRouteApi } from '@tanstack/react-router';
import type { JSX } from 'react';
import { SignUpScreen } from './SignUpScreen';

const route = getRouteApi('/signup');

/** The lazy route component of `/signup`: the route's loader data and search to the screen's props. */
export function SignUpRoute(): JSX.Element {
  const { redirect, invitation } = route.useSearch();
  return (
    <SignUpScreen queryRef={route.useLoaderData()} redirect={redirect} invitation={invitation} />
  );
}
