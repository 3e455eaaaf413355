import { getRouteApi } from '@tanstack/react-router';
import type { JSX } from 'react';
import { TagsScreen } from './TagsScreen';

const route = getRouteApi('/tags');

/** The lazy route component of `/tags`: the route's loader data to the screen's props. */
export function TagsRoute(): JSX.Element {
  return <TagsScreen queryRef={route.useLoaderData()} />;
}
