import type { JSX } from 'react';
import { graphql } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { TagScreenQuery as TagScreenQueryType } from '../../__generated__/TagScreenQuery.graphql';
import { NotFound } from '../app/NotFound';
import { usePageTitle } from '../app/usePageTitle';
import { useRouteQuery } from '../app/useRouteQuery';
import { PageHeading } from '../ui/PageHeading';
import { TagArticles } from './TagArticles';

/** The route query of `/tags/$name`: the tag, its first articles, the header's viewer. */
export const TagScreenQuery = graphql`
  query TagScreenQuery($name: String!) {
    viewer {
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...ViewerMenu_viewer
    }
    tag(name: $name) {
      name
      articleCount
      ...TagArticles_tag
    }
  }
`;

/** `/tags/$name`: the articles of one tag. */
export function TagScreen(props: { queryRef: PreloadedQuery<TagScreenQueryType> }): JSX.Element {
  const data = useRouteQuery<TagScreenQueryType>(TagScreenQuery, props.queryRef);
  const tag = data.tag;
  usePageTitle(tag ? `#${tag.name}` : 'Page not found');
  if (!tag) return <NotFound />;
  return (
    <div className="page">
      <div className="page-header">
        <PageHeading>#{tag.name}</PageHeading>
        <p className="muted">
          {tag.articleCount === 1 ? '1 article' : `${tag.articleCount} articles`}
        </p>
      </div>
      <TagArticles tag={tag} />
    </div>
  );
}
