import { Link } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SearchResultItem_result$key } from '../../__generated__/SearchResultItem_result.graphql';
import { Time } from '../ui/Time';
import { HighlightedText } from './HighlightedText';

/** One search hit: the article's title and a snippet, both with the matched terms marked. */
export function SearchResultItem(props: { result: SearchResultItem_result$key }): JSX.Element {
  const result = useFragment(
    graphql`
      fragment SearchResultItem_result on SearchResult {
        snippet
        highlights {
          start
          length
        }
        titleHighlights {
          start
          length
        }
        article {
          slug
          title
          publishedAt
          author {
            name
          }
        }
      }
    `,
    props.result,
  );
  return (
    <article className="card">
      <h2 className="card-title">
        <Link to="/articles/$slug" params={{ slug: result.article.slug }}>
          <HighlightedText text={result.article.title} ranges={result.titleHighlights} />
        </Link>
      </h2>
      <p className="snippet">
        <HighlightedText
          text={result.snippet}
          ranges={result.highlights.map((range) => ({ start: range.start, length: range.length }))}
        />
      </p>
      <p className="meta">
        {result.article.author.name}
        {result.article.publishedAt ? (
          <>
            {' · '}
            <Time dateTime={result.article.publishedAt} />
          </>
        ) : null}
      </p>
    </article>
  );
}
