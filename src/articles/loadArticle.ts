import { redirect } from '@tanstack/react-router';
import type { PreloadedQuery } from 'react-relay/hooks';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import type { IEnvironment } from 'relay-runtime';
import type {
  ArticleScreenQuery as ArticleScreenQueryType,
  ArticleScreenQuery$data,
  ArticleScreenQuery$variables,
} from '../../__generated__/ArticleScreenQuery.graphql';
import { loadRouteQuery } from '../app/loadRouteQuery';
import { loadMarkdownPipeline } from '../markdown/useMarkdownPipeline';
import { ArticleScreenQuery } from './ArticleScreen';

/**
 * The loader of `/articles/$slug`: the route query (see app/loadRouteQuery.ts) and the Markdown
 * pipeline, side by side; then the article's body is rendered ahead, a slice per task
 * (prepareMarkdown), so that the screen's first render finds it memoized. Rendered inside that
 * first render instead, a long article made it one task of 200 ms on a CPU slowed 4×.
 * A slug the article held before redirects to its current one.
 */
export async function loadArticle(
  environment: IEnvironment,
  variables: ArticleScreenQuery$variables,
  signal: AbortSignal,
): Promise<PreloadedQuery<ArticleScreenQueryType>> {
  const [reference, { prepareMarkdown }] = await Promise.all([
    loadRouteQuery<ArticleScreenQueryType>(environment, ArticleScreenQuery, variables, signal),
    loadMarkdownPipeline(),
  ]);
  const operation = createOperationDescriptor(getRequest(ArticleScreenQuery), variables);
  const data = environment.lookup(operation.fragment).data as ArticleScreenQuery$data | null;
  const current = data?.article?.slug;
  if (current !== undefined && current !== variables.slug) {
    // A slug the article held before (a draft's, before its first publish): its URL moved for
    // good, so the server answers 301 and the browser replaces the old URL.
    reference.dispose();
    throw redirect({
      to: '/articles/$slug',
      params: { slug: current },
      search: variables.after ? { after: variables.after } : {},
      replace: true,
      statusCode: 301,
    });
  }
  if (data?.article) await prepareMarkdown(data.article.body, { signal });
  return reference;
}
