import { getRouteApi } from '@tanstack/react-router';
import type { JSX } from 'react';
import { DraftsScreen } from './DraftsScreen';

const route = getRouteApi('/drafts');

/** The lazy route component of `/drafts`: the route's loader data to the screen's props. */
export function DraftsRoute(): JSX.Element {
  return <DraftsScreen queryRef={route.useLoaderData()} />;
}
