import { Link } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ArticleCard_article$key } from '../../__generated__/ArticleCard_article.graphql';
import { TagList } from '../tags/TagList';
import { CardByline } from './CardByline';
import { ArticleCover } from './ArticleCover';

/**
 * One article in a list: cover, title link, summary (or the body's opening words), author, date,
 * reading time, tags. A card without a cover gives its text the room instead of an empty box.
 */
export function ArticleCard(props: { article: ArticleCard_article$key }): JSX.Element {
  const article = useFragment(
    graphql`
      fragment ArticleCard_article on Article {
        slug
        title
        excerpt
        cover {
          __typename
        }
        ...CardByline_article
        tags {
          ...TagList_tags
        }
        ...ArticleCover_article
      }
    `,
    props.article,
  );
  return (
    <article className={article.cover ? 'card' : 'card card-text-only'}>
      <ArticleCover article={article} place="card" />
      <h2 className="card-title">
        <Link to="/articles/$slug" params={{ slug: article.slug }}>
          {article.title}
        </Link>
      </h2>
      {article.excerpt ? <p className="card-summary">{article.excerpt}</p> : null}
      <CardByline article={article} />
      <TagList tags={article.tags} />
    </article>
  );
}
