import type { EditorScreenQuery } from '../../__generated__/EditorScreenQuery.graphql';
import { routeQuery, type RouteLoaderMatch } from '../app/routeQuery';

/**
 * The loader of the editor's two routes: `/write` (slug null, a new article) and
 * `/articles/$slug/edit`. Signed-in only; the preview needs the Markdown pipeline.
 */
export function loadEditor(match: RouteLoaderMatch, slug: string | null) {
  return routeQuery<EditorScreenQuery>(match, {
    query: () => import('../../__generated__/EditorScreenQuery.graphql'),
    variables: { slug: slug ?? '', isNew: slug === null },
    access: 'signed-in',
    markdown: true,
  });
}
