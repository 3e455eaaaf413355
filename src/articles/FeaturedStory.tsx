import { Link } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { FeaturedStory_article$key } from '../../__generated__/FeaturedStory_article.graphql';
import { CardByline } from './CardByline';
import { ArticleCover } from './ArticleCover';
import './home.css';

/**
 * The home page's lead: the story an editor pinned, or the newest, larger than the cards below
 * it, its cover beside the text on a wide screen and above it on a phone.
 */
export function FeaturedStory(props: { article: FeaturedStory_article$key }): JSX.Element {
  const article = useFragment(
    graphql`
      fragment FeaturedStory_article on Article {
        slug
        title
        excerpt
        ...CardByline_article
        cover {
          __typename
        }
        ...ArticleCover_article
      }
    `,
    props.article,
  );
  return (
    <section aria-labelledby="featured-story-title" className="featured">
      <article className={article.cover ? 'featured-story' : 'featured-story featured-text-only'}>
        <ArticleCover article={article} place="featured" />
        <div className="featured-body">
          <p className="featured-label">Featured</p>
          <h2 id="featured-story-title" className="featured-title">
            <Link to="/articles/$slug" params={{ slug: article.slug }}>
              {article.title}
            </Link>
          </h2>
          {article.excerpt ? <p className="featured-summary">{article.excerpt}</p> : null}
          <CardByline article={article} />
        </div>
      </article>
    </section>
  );
}
