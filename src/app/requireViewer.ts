import { redirect } from '@tanstack/react-router';
import type { PreloadedQuery } from 'react-relay/hooks';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import type { GraphQLTaggedNode, IEnvironment, OperationType, VariablesOf } from 'relay-runtime';
import { loadRouteQuery } from './loadRouteQuery';
import { readRedirectPath } from './redirectPath';

/** A route query that selects the root `viewer` (every route query does, for the header). */
type ViewerQuery = OperationType & { response: { readonly viewer?: unknown } };

/**
 * The route guard of the signed-in screens (`/write`, `/articles/$slug/edit`,
 * `/drafts`, `/settings/profile`). Use it as the route's loader in place of
 * `loadRouteQuery`:
 *
 * ```ts
 * loader: ({ context, params, location, abortController }) =>
 *   loadSignedInRouteQuery<EditorScreenQueryType>(
 *     context.relayEnvironment, EditorScreenQuery, { slug: params.slug },
 *     { returnTo: location.href, signal: abortController.signal },
 *   ),
 * ```
 *
 * It loads the route's one query exactly as `loadRouteQuery` does, then reads
 * the loaded `viewer` (the query must select the root `viewer`): when the
 * server says nobody is signed in, it releases the query and redirects to
 * `/signin?redirect=<returnTo>`, which comes back to `returnTo` after signing
 * in. The server stays the authority: no cookie or client flag is consulted,
 * and it costs no request beyond the route's own. Checking `viewer` first
 * also matters on `/articles/$slug/edit`, where a signed-out visitor would
 * otherwise see a draft as "not found".
 */
export async function loadSignedInRouteQuery<TQuery extends ViewerQuery>(
  environment: IEnvironment,
  query: GraphQLTaggedNode,
  variables: VariablesOf<TQuery>,
  options: { returnTo: string; signal?: AbortSignal },
): Promise<PreloadedQuery<TQuery>> {
  const reference = await loadRouteQuery<TQuery>(environment, query, variables, options.signal);
  if (readsViewer(environment, query, variables)) return reference;
  reference.dispose();
  throw redirect({ to: '/signin', search: { redirect: options.returnTo }, replace: true });
}

/**
 * The loader of `/signin` and `/signup`: loads the route's query (which must
 * select the root `viewer`) and, when someone is already signed in, sends
 * them on to `redirectTo` (see {@link signedInDestination}) instead.
 */
export async function loadSignedOutRouteQuery<TQuery extends ViewerQuery>(
  environment: IEnvironment,
  query: GraphQLTaggedNode,
  variables: VariablesOf<TQuery>,
  options: { redirectTo: string | undefined; signal?: AbortSignal },
): Promise<PreloadedQuery<TQuery>> {
  const reference = await loadRouteQuery<TQuery>(environment, query, variables, options.signal);
  if (!readsViewer(environment, query, variables)) return reference;
  reference.dispose();
  throw redirect({ href: signedInDestination(options.redirectTo), replace: true });
}

/**
 * Where to go once signed in: the validated `redirect` path, unless it is
 * missing or leads back to a sign-in or sign-up page (a loop), then home.
 */
export function signedInDestination(redirectPath: string | undefined): string {
  const path = readRedirectPath(redirectPath);
  if (path === undefined || /^\/sign(in|up)(?=$|[/?#])/.test(path)) return '/';
  return path;
}

function readsViewer(
  environment: IEnvironment,
  query: GraphQLTaggedNode,
  variables: OperationType['variables'],
): boolean {
  const operation = createOperationDescriptor(getRequest(query), variables);
  const data = environment.lookup(operation.fragment).data as { viewer?: unknown } | null;
  return data?.viewer != null;
}
