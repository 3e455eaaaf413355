import { getRouteApi } from '@tanstack/react-router';
import type { JSX } from 'react';
import { SetUpScreen } from './SetUpScreen';

const route = getRouteApi('/setup');

/** The lazy route component of `/setup`: the route's loader data and token to the screen. */
export function SetUpRoute(): JSX.Element {
  const { token } = route.useSearch();
  return <SetUpScreen queryRef={route.useLoaderData()} token={token} />;
}
