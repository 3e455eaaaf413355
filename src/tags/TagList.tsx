import { Link } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TagList_tags$key } from '../../__generated__/TagList_tags.graphql';

/** An article's tags, each linking to the tag's page. */
export function TagList(props: { tags: TagList_tags$key }): JSX.Element | null {
  const tags = useFragment(
    graphql`
      fragment TagList_tags on Tag @relay(plural: true) {
        id
        name
      }
    `,
    props.tags,
  );
  if (tags.length === 0) return null;
  return (
    <ul className="tag-list" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.id}>
          <Link to="/tags/$name" params={{ name: tag.name }} className="tag">
            #{tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
