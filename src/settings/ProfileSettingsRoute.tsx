import { getRouteApi } from '@tanstack/react-router';
import type { JSX } from 'react';
import { ProfileSettingsScreen } from './ProfileSettingsScreen';

const route = getRouteApi('/settings/profile');

/** The lazy route component of `/settings/profile`: the route's loader data to the screen's props. */
export function ProfileSettingsRoute(): JSX.Element {
  return <ProfileSettingsScreen queryRef={route.useLoaderData()} />;
}
