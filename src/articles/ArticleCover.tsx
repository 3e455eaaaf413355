import type { JSX } from 'react';
import { preload } from 'react-dom';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ArticleCover_article$key } from '../../__generated__/ArticleCover_article.graphql';
import type { LeadImage } from '../markdown/leadImage';
import { MediaPicture } from '../media/MediaPicture';

/** The slot of a cover on a card, and on the article page (the page's width, 72rem at most). */
const SIZES = {
  card: '(max-width: 40rem) 100vw, 20rem',
  page: '(max-width: 72rem) 100vw, 72rem',
} as const;

/**
 * An article's cover, or nothing. On the article page it is the largest paint, so it loads
 * first (fetchpriority high, never lazy); on a card it loads as it nears the viewport. A page
 * without a cover preloads `leadImage` instead (the body's image near its top, then the
 * largest paint): lazy, as every body image is, its download waited for the first layout; the
 * server render writes the hint into the head, so it starts beside the stylesheet.
 */
export function ArticleCover(props: {
  article: ArticleCover_article$key;
  place: 'card' | 'page';
  leadImage?: LeadImage | null;
}): JSX.Element | null {
  const article = useFragment(
    graphql`
      fragment ArticleCover_article on Article {
        cover {
          ...MediaPicture_image
        }
      }
    `,
    props.article,
  );
  if (!article.cover) {
    const lead = props.place === 'page' ? props.leadImage : null;
    if (lead) {
      preload(lead.src, {
        as: 'image',
        fetchPriority: 'high',
        ...(lead.srcSet ? { imageSrcSet: lead.srcSet } : {}),
        ...(lead.sizes ? { imageSizes: lead.sizes } : {}),
      });
    }
    return null;
  }
  return (
    <MediaPicture
      image={article.cover}
      sizes={SIZES[props.place]}
      priority={props.place === 'page'}
      className={`cover cover-${props.place}`}
    />
  );
}
