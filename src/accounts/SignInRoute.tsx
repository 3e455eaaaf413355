import { getRouteApi } from '@tanstack/react-router';
import type { JSX } from 'react';
import { SignInScreen } from './SignInScreen';

const route = getRouteApi('/signin');

/** The lazy route component of `/signin`: the route's loader data and search to the screen's props. */
export function SignInRoute(): JSX.Element {
  const { redirect } = route.useSearch();
  return <SignInScreen queryRef={route.useLoaderData()} redirect={redirect} />;
}
