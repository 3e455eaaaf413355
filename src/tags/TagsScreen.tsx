import { Link } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { TagsScreenQuery as TagsScreenQueryType } from '../../__generated__/TagsScreenQuery.graphql';
import { TagsHead } from './TagsHead';
import { useRouteQuery } from '../app/useRouteQuery';
import { PageHeading } from '../ui/PageHeading';

/** The route query of `/tags`: every tag with its count, and the header's viewer. */
export const TagsScreenQuery = graphql`
  query TagsScreenQuery {
    viewer {
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...ViewerMenu_viewer
    }
    tags {
      id
      name
      articleCount
    }
  }
`;

/** `/tags`: every tag in use, with how many articles carry it. */
export function TagsScreen(props: { queryRef: PreloadedQuery<TagsScreenQueryType> }): JSX.Element {
  const data = useRouteQuery<TagsScreenQueryType>(TagsScreenQuery, props.queryRef);
  return (
    <div className="page">
      <TagsHead />
      <div className="page-header">
        <PageHeading>Tags</PageHeading>
      </div>
      {data.tags.length === 0 ? (
        <p className="empty">No tags yet.</p>
      ) : (
        <ul className="tag-cloud">
          {data.tags.map((tag) => (
            <li key={tag.id}>
              <Link to="/tags/$name" params={{ name: tag.name }} className="tag">
                #{tag.name}
              </Link>{' '}
              <span className="muted">
                {tag.articleCount === 1 ? '1 article' : `${tag.articleCount} articles`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
