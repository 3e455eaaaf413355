import { Link } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ArticleNeighbours_article$key } from '../../__generated__/ArticleNeighbours_article.graphql';

/**
 * The same author's previous and next published articles. By author rather than by tag: an
 * article has up to eight tags and no first one, so "next in #sqlite" would be a guess, while a
 * reader who finished a piece most often wants more from the voice they just read (as on Ghost
 * and Hashnode); the tags, just above, lead to the rest.
 */
export function ArticleNeighbours(props: {
  article: ArticleNeighbours_article$key;
  authorName: string;
}): JSX.Element | null {
  const { previousByAuthor: previous, nextByAuthor: next } = useFragment(
    graphql`
      fragment ArticleNeighbours_article on Article {
        previousByAuthor {
          slug
          title
        }
        nextByAuthor {
          slug
          title
        }
      }
    `,
    props.article,
  );
  if (!previous && !next) return null;
  return (
    <nav className="article-neighbours" aria-label={`More by ${props.authorName}`}>
      <ul>
        {previous ? (
          <li className="neighbour-previous">
            <Link to="/articles/$slug" params={{ slug: previous.slug }} rel="prev">
              <span className="neighbour-direction">Previous article</span>
              <span className="neighbour-title">{previous.title}</span>
            </Link>
          </li>
        ) : null}
        {next ? (
          <li className="neighbour-next">
            <Link to="/articles/$slug" params={{ slug: next.slug }} rel="next">
              <span className="neighbour-direction">Next article</span>
              <span className="neighbour-title">{next.title}</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
