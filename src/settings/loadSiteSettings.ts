import type { SiteSettingsScreenQuery } from '../../__generated__/SiteSettingsScreenQuery.graphql';
import type { StaffScreenQuery } from '../../__generated__/StaffScreenQuery.graphql';
import { routeQuery, type RouteLoaderMatch } from '../app/routeQuery';

/** The loader of `/settings/site`: signed-in only (the server lets owners alone change it). */
export function loadSiteSettings(match: RouteLoaderMatch) {
  return routeQuery<SiteSettingsScreenQuery>(match, {
    query: () => import('../../__generated__/SiteSettingsScreenQuery.graphql'),
    variables: {},
    access: 'signed-in',
  });
}

/** The loader of `/settings/staff`: signed-in only (the server lists for those who invite). */
export function loadStaff(match: RouteLoaderMatch) {
  return routeQuery<StaffScreenQuery>(match, {
    query: () => import('../../__generated__/StaffScreenQuery.graphql'),
    variables: {},
    access: 'signed-in',
  });
}
