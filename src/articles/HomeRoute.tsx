import { getRouteApi } from '@tanstack/react-router';
import type { JSX } from 'react';
import { HomeScreen } from './HomeScreen';

const route = getRouteApi('/');

/** The lazy route component of `/`: the route's loader data to the screen's props. */
export function HomeRoute(): JSX.Element {
  return <HomeScreen queryRef={route.useLoaderData()} />;
}
