import type { JSX } from 'react';
import { graphql } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { TagScreenQuery as TagScreenQueryType } from '../../__generated__/TagScreenQuery.graphql';
import { NotFound } from '../app/NotFound';
import { FollowButton } from '../follows/FollowButton';
import { useRouteQuery } from '../app/useRouteQuery';
import { PageHeading } from '../ui/PageHeading';
import { TagArticles } from './TagArticles';
import { TagHead } from './TagHead';

/** The route query of `/tags/$name`: the tag, its first articles, the header's viewer. */
export const TagScreenQuery = graphql`
  query TagScreenQuery($name: String!, $after: String) {
    viewer {
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...ViewerMenu_viewer
    }
    tag(name: $name) {
      ...FollowButton_target
      name
      articleCount
      ...TagArticles_tag @arguments(cursor: $after, start: $after)
      ...TagHead_tag
    }
  }
`;

/** `/tags/$name`: the articles of one tag. */
export function TagScreen(props: { queryRef: PreloadedQuery<TagScreenQueryType> }): JSX.Element {
  const data = useRouteQuery<TagScreenQueryType>(TagScreenQuery, props.queryRef);
  const tag = data.tag;
  if (!tag) return <NotFound />;
  return (
    <div className="page">
      <TagHead tag={tag} after={props.queryRef.variables.after ?? undefined} />
      <div className="page-header">
        <PageHeading>#{tag.name}</PageHeading>
        <p className="muted">
          {tag.articleCount === 1 ? '1 article' : `${tag.articleCount} articles`}
        </p>
        <FollowButton target={tag} signedIn={data.viewer != null} />
      </div>
      <TagArticles tag={tag} />
    </div>
  );
}
