import { getRouteApi } from '@tanstack/react-router';
import type { JSX } from 'react';
import { AuthorScreen } from './AuthorScreen';

const route = getRouteApi('/authors/$handle');

/** The lazy route component of `/authors/$handle`: the route's loader data to the screen's props. */
export function AuthorRoute(): JSX.Element {
  return <AuthorScreen queryRef={route.useLoaderData()} />;
}
