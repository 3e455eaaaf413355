import { redirect } from '@tanstack/react-router';
import type { PreloadedQuery } from 'react-relay/hooks';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import type { ConcreteRequest, IEnvironment, OperationType, VariablesOf } from 'relay-runtime';
import { whenMarkdownReady } from '../markdown/useMarkdownPipeline';
import { loadRouteQuery } from './loadRouteQuery';
import { signedInDestination } from './redirectPath';

/** A route query: it selects the root `viewer`, for the header and for the access check. */
type ViewerQuery = OperationType & { response: { readonly viewer?: unknown } };

/** What `routeQuery` reads of the loader's argument (TanStack's loader context). */
export interface RouteLoaderMatch {
  context: { relayEnvironment: IEnvironment };
  location: { href: string };
  abortController: AbortController;
}

/** How a route loads its one query. */
export interface RouteQueryOptions<TQuery extends ViewerQuery> {
  /**
   * The compiled query, or a function importing it: a small chunk of its own, fetched before the
   * request (see src/router/ for which routes keep theirs in the first-load bundle).
   */
  query: ConcreteRequest | (() => Promise<{ default: ConcreteRequest }>);
  variables: VariablesOf<TQuery>;
  /**
   * Who the route is for. 'signed-in': a signed-out visitor goes to `/signin?redirect=<this URL>`,
   * and comes back after signing in. 'signed-out' (`/signin`, `/signup`): a viewer already signed
   * in goes on to `redirect` instead (see `signedInDestination`). Decided from the route's own
   * query, so the server stays the authority and it costs no request of its own; checking the
   * viewer first also keeps a signed-out visit to a draft's editor from reading "not found".
   */
  access?: 'anyone' | 'signed-in' | 'signed-out';
  /** With `access: 'signed-out'`: the validated `?redirect=` path. */
  redirect?: string | undefined;
  /** Also wait for the Markdown pipeline's chunk, which the screen's first render needs. */
  markdown?: boolean;
}

/**
 * The loader of a route: starts the route's one query (`loadRouteQuery`: store-or-network,
 * resolved once Relay can render without suspending) and, as the options ask, waits for the
 * Markdown pipeline and enforces who may see the route. Returns the reference the screen adopts.
 *
 * ```ts
 * loader: (match) =>
 *   routeQuery<DraftsScreenQuery>(match, { query: ..., variables: {}, access: 'signed-in' }),
 * ```
 */
export async function routeQuery<TQuery extends ViewerQuery>(
  match: RouteLoaderMatch,
  options: RouteQueryOptions<TQuery>,
): Promise<PreloadedQuery<TQuery>> {
  const environment = match.context.relayEnvironment;
  const query =
    typeof options.query === 'function' ? (await options.query()).default : options.query;
  const { variables, access = 'anyone' } = options;
  const loading = loadRouteQuery<TQuery>(
    environment,
    query,
    variables,
    match.abortController.signal,
  );
  // The access check does not wait for the Markdown chunk: a redirect goes at once.
  const checked = Promise.resolve(loading).then((reference) => {
    if (access === 'anyone') return reference;
    const signedIn = readsViewer(environment, query, variables);
    if (access === 'signed-in' && !signedIn) {
      reference.dispose();
      throw redirect({ to: '/signin', search: { redirect: match.location.href }, replace: true });
    }
    if (access === 'signed-out' && signedIn) {
      reference.dispose();
      throw redirect({ href: signedInDestination(options.redirect), replace: true });
    }
    return reference;
  });
  return options.markdown ? whenMarkdownReady(checked) : checked;
}

function readsViewer(
  environment: IEnvironment,
  query: ConcreteRequest,
  variables: OperationType['variables'],
): boolean {
  const operation = createOperationDescriptor(getRequest(query), variables);
  const data = environment.lookup(operation.fragment).data as { viewer?: unknown } | null;
  return data?.viewer != null;
}
