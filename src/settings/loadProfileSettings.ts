import type { ProfileSettingsScreenQuery } from '../../__generated__/ProfileSettingsScreenQuery.graphql';
import { routeQuery, type RouteLoaderMatch } from '../app/routeQuery';

/** The loader of `/settings/profile`: signed-in only; the bio's preview needs the Markdown pipeline. */
export function loadProfileSettings(match: RouteLoaderMatch) {
  return routeQuery<ProfileSettingsScreenQuery>(match, {
    query: () => import('../../__generated__/ProfileSettingsScreenQuery.graphql'),
    variables: {},
    access: 'signed-in',
    markdown: true,
  });
}
