import { Link } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DraftItem_article$key } from '../../__generated__/DraftItem_article.graphql';
import { ArticleStatusBadge } from '../articles/ArticleStatusBadge';
import { formatScheduled } from '../editor/scheduleTime';
import { Time } from '../ui/Time';

/** One of the viewer's unpublished articles: title, status, last update, schedule, Edit and View. */
export function DraftItem(props: { article: DraftItem_article$key }): JSX.Element {
  const article = useFragment(
    graphql`
      fragment DraftItem_article on Article {
        slug
        title
        status
        updatedAt
        scheduledAt
      }
    `,
    props.article,
  );
  return (
    <article className="card draft-item">
      <h2 className="card-title">{article.title}</h2>
      <p className="meta">
        <ArticleStatusBadge status={article.status} />· Updated{' '}
        <Time dateTime={article.updatedAt} />
        {article.scheduledAt ? (
          <>
            {' '}
            · Scheduled for{' '}
            <time dateTime={article.scheduledAt}>{formatScheduled(article.scheduledAt)}</time>
          </>
        ) : null}
      </p>
      <p className="draft-actions">
        <Link
          to="/articles/$slug/edit"
          params={{ slug: article.slug }}
          className="button"
          aria-label={`Edit “${article.title}”`}
        >
          Edit
        </Link>
        <Link
          to="/articles/$slug"
          params={{ slug: article.slug }}
          className="button button-quiet"
          aria-label={`View “${article.title}”`}
        >
          View
        </Link>
      </p>
    </article>
  );
}
