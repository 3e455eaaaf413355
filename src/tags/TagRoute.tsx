import { getRouteApi } from '@tanstack/react-router';
import type { JSX } from 'react';
import { TagScreen } from './TagScreen';

const route = getRouteApi('/tags/$name');

/** The lazy route component of `/tags/$name`: the route's loader data to the screen's props. */
export function TagRoute(): JSX.Element {
  return <TagScreen queryRef={route.useLoaderData()} />;
}
