import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadSetUp, loadSignIn, loadSignUp } from '../accounts/accountLoaders';
import { readLinkToken } from '../accounts/linkToken';
import { readRedirectPath } from '../app/redirectPath';
import { rootRoute } from './rootRoute';

/** The search of `/signin` and `/signup`: where to go once signed in, if it is a path of this app. */
function redirectSearch(search: Record<string, unknown>): { redirect?: string } {
  return { redirect: readRedirectPath(search.redirect) };
}

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signin',
  validateSearch: redirectSearch,
  loaderDeps: ({ search }) => ({ redirect: search.redirect }),
  loader: loadSignIn,
  component: lazyRouteComponent(() => import('../accounts/SignInRoute'), 'SignInRoute'),
});

export const signUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signup',
  // ?invitation=: a staff invitation link's token.
  validateSearch: (
    search: Record<string, unknown>,
  ): { redirect?: string; invitation?: string } => ({
    ...redirectSearch(search),
    invitation: readLinkToken(search.invitation),
  }),
  loaderDeps: ({ search }) => ({ redirect: search.redirect }),
  loader: loadSignUp,
  component: lazyRouteComponent(() => import('../accounts/SignUpRoute'), 'SignUpRoute'),
});

export const setUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/setup',
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: readLinkToken(search.token),
  }),
  loader: loadSetUp,
  component: lazyRouteComponent(() => import('../accounts/SetUpRoute'), 'SetUpRoute'),
});
