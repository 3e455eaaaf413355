import { Link } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { HomeScreenQuery as HomeScreenQueryType } from '../../__generated__/HomeScreenQuery.graphql';
import { usePageTitle } from '../app/usePageTitle';
import { useRouteQuery } from '../app/useRouteQuery';
import { PageHeading } from '../ui/PageHeading';
import { LatestArticles } from './LatestArticles';

/** The route query of `/`: the first page of articles (of `?tag=`) and the header's viewer. */
export const HomeScreenQuery = graphql`
  query HomeScreenQuery($tag: String) {
    viewer {
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...ViewerMenu_viewer
    }
    ...LatestArticles_query @arguments(tag: $tag)
  }
`;

/** `/`: the latest published articles, newest first. */
export function HomeScreen(props: { queryRef: PreloadedQuery<HomeScreenQueryType> }): JSX.Element {
  const data = useRouteQuery<HomeScreenQueryType>(HomeScreenQuery, props.queryRef);
  const tag = props.queryRef.variables.tag ?? null;
  usePageTitle(tag ? `Articles tagged #${tag}` : 'Latest articles');
  return (
    <div className="page">
      <div className="page-header">
        <PageHeading>{tag ? `Articles tagged #${tag}` : 'Latest articles'}</PageHeading>
        {tag ? (
          <p>
            <Link to="/">Show all articles</Link>
          </p>
        ) : null}
      </div>
      <LatestArticles query={data} tag={tag} />
    </div>
  );
}
