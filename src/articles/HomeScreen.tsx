import { Link } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { HomeScreenQuery as HomeScreenQueryType } from '../../__generated__/HomeScreenQuery.graphql';
import { useRouteQuery } from '../app/useRouteQuery';
import { PageHeading } from '../ui/PageHeading';
import { FeaturedStory } from './FeaturedStory';
import { HomeHead } from './HomeHead';
import { LatestArticles } from './LatestArticles';
import { SiteMasthead } from './SiteMasthead';

/**
 * The route query of `/`: the site's title, description and featured story, the first page of
 * articles (of `?tag=`) and the header's viewer.
 */
export const HomeScreenQuery = graphql`
  query HomeScreenQuery($tag: String, $after: String, $front: Boolean!) {
    viewer {
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...ViewerMenu_viewer
    }
    # Only the front page (no tag, no cursor) shows them: a later page need not ask.
    site @include(if: $front) {
      ...SiteMasthead_site
      featuredArticle {
        id
        ...FeaturedStory_article
      }
    }
    ...LatestArticles_query @arguments(tag: $tag, cursor: $after, start: $after)
  }
`;

/**
 * `/`: the site's masthead and featured story, then the latest published articles, newest first
 * (a tag's, or a later page, without the masthead and the featured story).
 */
export function HomeScreen(props: { queryRef: PreloadedQuery<HomeScreenQueryType> }): JSX.Element {
  const data = useRouteQuery<HomeScreenQueryType>(HomeScreenQuery, props.queryRef);
  const tag = props.queryRef.variables.tag ?? null;
  const after = props.queryRef.variables.after ?? undefined;
  const featured = data.site?.featuredArticle ?? null;
  return (
    <div className="page">
      <HomeHead tag={tag} after={after} />
      {data.site ? <SiteMasthead site={data.site} /> : null}
      <div className="page-header">
        <PageHeading>{tag ? `Articles tagged #${tag}` : 'Latest articles'}</PageHeading>
        {tag ? (
          <p>
            <Link to="/">Show all articles</Link>
          </p>
        ) : null}
      </div>
      {featured ? <FeaturedStory article={featured} /> : null}
      <LatestArticles query={data} tag={tag} exceptId={featured?.id ?? null} />
    </div>
  );
}
