import type { AuthorScreenQuery } from '../../__generated__/AuthorScreenQuery.graphql';
import { routeQuery, type RouteLoaderMatch } from '../app/routeQuery';

/** The loader of `/authors/$handle`: the profile (its bio is Markdown) and articles after a cursor. */
export function loadAuthor(
  match: RouteLoaderMatch & { params: { handle: string }; deps: { after?: string } },
) {
  return routeQuery<AuthorScreenQuery>(match, {
    query: () => import('../../__generated__/AuthorScreenQuery.graphql'),
    variables: { handle: match.params.handle, after: match.deps.after ?? null },
    markdown: true,
  });
}
