import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ArticleByline_article$key } from '../../__generated__/ArticleByline_article.graphql';
import { AuthorCard } from '../authors/AuthorCard';
import { ArticleStatusBadge } from './ArticleStatusBadge';
import { TagList } from '../tags/TagList';
import { Time } from '../ui/Time';

/**
 * Under an article's title: its author, published date (or, to its author
 * and editors, the state that keeps it from readers), reading time and tags.
 */
export function ArticleByline(props: {
  article: ArticleByline_article$key;
  /** The body has no text: no reading time to tell. */
  empty: boolean;
}): JSX.Element {
  const article = useFragment(
    graphql`
      fragment ArticleByline_article on Article {
        status
        publishedAt
        readingMinutes
        author {
          ...AuthorCard_author
        }
        tags {
          ...TagList_tags
        }
      }
    `,
    props.article,
  );
  return (
    <div className="byline">
      <AuthorCard author={article.author} />
      <p className="meta">
        {article.status === 'DRAFT' || article.status === 'ARCHIVED' ? (
          // Only its author and editors get here (ARTICLE_STATUSES in schema/rules.ts): say it is not public.
          <>
            <ArticleStatusBadge status={article.status} /> Visible only to its author and editors
            {' · '}
          </>
        ) : article.publishedAt ? (
          <>
            Published <Time dateTime={article.publishedAt} />
            {' · '}
          </>
        ) : null}
        {props.empty ? 'No text yet' : `${article.readingMinutes} min read`}
      </p>
      <TagList tags={article.tags} />
    </div>
  );
}
