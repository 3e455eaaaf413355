import { createRoute } from '@tanstack/react-router';
import type { DraftsScreenQuery } from '../../__generated__/DraftsScreenQuery.graphql';
import type { EditorScreenQuery } from '../../__generated__/EditorScreenQuery.graphql';
import type { ImportScreenQuery } from '../../__generated__/ImportScreenQuery.graphql';
import type { ModerationScreenQuery } from '../../__generated__/ModerationScreenQuery.graphql';
import type { ProfileSettingsScreenQuery } from '../../__generated__/ProfileSettingsScreenQuery.graphql';
import type { ReviewScreenQuery } from '../../__generated__/ReviewScreenQuery.graphql';
import type { SiteSettingsScreenQuery } from '../../__generated__/SiteSettingsScreenQuery.graphql';
import type { StaffScreenQuery } from '../../__generated__/StaffScreenQuery.graphql';
import type { SubscribersScreenQuery } from '../../__generated__/SubscribersScreenQuery.graphql';
import { lazyScreen } from '../app/routeScreen';
import { loadDrafts } from '../drafts/loadDrafts';
import { loadEditor } from '../editor/loadEditor';
import { loadImport } from '../imports/loadImport';
import { loadModeration } from '../moderation/loadModeration';
import { loadReview } from '../review/loadReview';
import { loadProfileSettings } from '../settings/loadProfileSettings';
import { loadSubscribers } from '../subscribers/loadSubscribers';
import { loadSiteSettings, loadStaff } from '../settings/loadSiteSettings';
import { pageSearch, rootRoute } from './rootRoute';

// The routes of writers, editors and the owner: the client renders these after signing in.

// The editor's screen serves both of its routes.
const editorScreen = lazyScreen<EditorScreenQuery>(() =>
  import('../editor/EditorScreen').then((module) => module.EditorScreen),
);

export const writeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/write',
  loader: (match) => loadEditor(match, null),
  component: editorScreen,
});

export const articleEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/articles/$slug/edit',
  loader: (match) => loadEditor(match, match.params.slug),
  component: editorScreen,
});

export const draftsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/drafts',
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ after: search.after }),
  loader: loadDrafts,
  component: lazyScreen<DraftsScreenQuery>(() =>
    import('../drafts/DraftsScreen').then((module) => module.DraftsScreen),
  ),
});

export const profileSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings/profile',
  loader: loadProfileSettings,
  component: lazyScreen<ProfileSettingsScreenQuery>(() =>
    import('../settings/ProfileSettingsScreen').then((module) => module.ProfileSettingsScreen),
  ),
});

export const reviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/review',
  loader: loadReview,
  component: lazyScreen<ReviewScreenQuery>(() =>
    import('../review/ReviewScreen').then((module) => module.ReviewScreen),
  ),
});

export const moderationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/moderation',
  loader: loadModeration,
  component: lazyScreen<ModerationScreenQuery>(() =>
    import('../moderation/ModerationScreen').then((module) => module.ModerationScreen),
  ),
});

export const siteSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings/site',
  loader: loadSiteSettings,
  component: lazyScreen<SiteSettingsScreenQuery>(() =>
    import('../settings/SiteSettingsScreen').then((module) => module.SiteSettingsScreen),
  ),
});

export const staffRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings/staff',
  loader: loadStaff,
  component: lazyScreen<StaffScreenQuery>(() =>
    import('../settings/StaffScreen').then((module) => module.StaffScreen),
  ),
});

export const importRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/import',
  loader: loadImport,
  component: lazyScreen<ImportScreenQuery>(() =>
    import('../imports/ImportScreen').then((module) => module.ImportScreen),
  ),
});

export const subscribersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/subscribers',
  loader: loadSubscribers,
  component: lazyScreen<SubscribersScreenQuery>(() =>
    import('../subscribers/SubscribersScreen').then((module) => module.SubscribersScreen),
  ),
});
