import type { SignInScreenQuery } from '../../__generated__/SignInScreenQuery.graphql';
import type { SetUpScreenQuery } from '../../__generated__/SetUpScreenQuery.graphql';
import type { SignUpScreenQuery } from '../../__generated__/SignUpScreenQuery.graphql';
import { routeQuery, type RouteLoaderMatch } from '../app/routeQuery';

type AccountLoaderMatch = RouteLoaderMatch & { deps: { redirect?: string } };

/** For signed-out visitors only: one already signed in goes on to the validated `?redirect=`. */
function signedOutOnly(match: AccountLoaderMatch) {
  return { variables: {}, access: 'signed-out', redirect: match.deps.redirect } as const;
}

/** The loader of `/signin`. */
export function loadSignIn(match: AccountLoaderMatch) {
  return routeQuery<SignInScreenQuery>(match, {
    query: () => import('../../__generated__/SignInScreenQuery.graphql'),
    ...signedOutOnly(match),
  });
}

/** The loader of `/signup`. */
export function loadSignUp(match: AccountLoaderMatch) {
  return routeQuery<SignUpScreenQuery>(match, {
    query: () => import('../../__generated__/SignUpScreenQuery.graphql'),
    ...signedOutOnly(match),
  });
}

/** The loader of `/setup`: anyone may look; only the printed token makes the owner. */
export function loadSetUp(match: RouteLoaderMatch) {
  return routeQuery<SetUpScreenQuery>(match, {
    query: () => import('../../__generated__/SetUpScreenQuery.graphql'),
    variables: {},
  });
}
