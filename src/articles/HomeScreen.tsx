import { Link } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { HomeScreenQuery as HomeScreenQueryType } from '../../__generated__/HomeScreenQuery.graphql';
import { useRouteQuery } from '../app/useRouteQuery';
import { PageHeading } from '../ui/PageHeading';
import { HomeHead } from './HomeHead';
import { LatestArticles } from './LatestArticles';

/** The route query of `/`: the first page of articles (of `?tag=`) and the header's viewer. */
export const HomeScreenQuery = graphql`
  query HomeScreenQuery($tag: String, $after: String) {
    viewer {
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...ViewerMenu_viewer
    }
    ...LatestArticles_query @arguments(tag: $tag, cursor: $after, start: $after)
  }
`;

/** `/`: the latest published articles, newest first. */
export function HomeScreen(props: { queryRef: PreloadedQuery<HomeScreenQueryType> }): JSX.Element {
  const data = useRouteQuery<HomeScreenQueryType>(HomeScreenQuery, props.queryRef);
  const tag = props.queryRef.variables.tag ?? null;
  return (
    <div className="page">
      <HomeHead tag={tag} after={props.queryRef.variables.after ?? undefined} />
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
