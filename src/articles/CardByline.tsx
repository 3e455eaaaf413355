import { Link } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CardByline_article$key } from '../../__generated__/CardByline_article.graphql';
import { Time } from '../ui/Time';

/** A card's or the featured story's byline: author, date, reading time. */
export function CardByline(props: { article: CardByline_article$key }): JSX.Element {
  const article = useFragment(
    graphql`
      fragment CardByline_article on Article {
        publishedAt
        readingMinutes
        author {
          handle
          name
        }
      }
    `,
    props.article,
  );
  return (
    <p className="meta">
      <Link to="/authors/$handle" params={{ handle: article.author.handle }}>
        {article.author.name}
      </Link>
      {article.publishedAt ? (
        <>
          {' · '}
          <Time dateTime={article.publishedAt} />
        </>
      ) : null}
      {' · '}
      {article.readingMinutes} min read
    </p>
  );
}
