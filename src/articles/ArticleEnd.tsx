import { Link } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ArticleEnd_article$key } from '../../__generated__/ArticleEnd_article.graphql';
import { AuthorCard } from '../authors/AuthorCard';
import { Markdown } from '../markdown/Markdown';
import { TagList } from '../tags/TagList';
import { Time } from '../ui/Time';
import { ArticleNeighbours } from './ArticleNeighbours';
import { wasEditedAfterPublishing } from './articleDates';
import './articleEnd.css';

/**
 * After an article's last paragraph: when it was last updated (if it changed after publishing),
 * its tags, who wrote it, and where to read on (the same author's previous and next articles).
 */
export function ArticleEnd(props: { article: ArticleEnd_article$key }): JSX.Element {
  const article = useFragment(
    graphql`
      fragment ArticleEnd_article on Article {
        status
        publishedAt
        editedAt
        tags {
          ...TagList_tags
        }
        author {
          handle
          name
          bio
          ...AuthorCard_author
        }
        ...ArticleNeighbours_article
      }
    `,
    props.article,
  );
  const { author } = article;
  return (
    <footer className="article-end">
      {article.editedAt &&
      wasEditedAfterPublishing({
        status: article.status,
        publishedAt: article.publishedAt,
        editedAt: article.editedAt,
      }) ? (
        <p className="meta">
          Updated <Time dateTime={article.editedAt} />
        </p>
      ) : null}
      <TagList tags={article.tags} />
      <section className="article-author" aria-labelledby="article-author-heading">
        <h2 id="article-author-heading" className="article-end-heading">
          About the author
        </h2>
        <AuthorCard author={author} />
        {author.bio ? <Markdown source={author.bio} className="bio" /> : null}
        <p>
          <Link to="/authors/$handle" params={{ handle: author.handle }}>
            All articles by {author.name}
          </Link>
        </p>
      </section>
      <ArticleNeighbours article={article} authorName={author.name} />
    </footer>
  );
}
