import type { JSX } from 'react';
import { preload } from 'react-dom';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ArticleCover_article$key } from '../../__generated__/ArticleCover_article.graphql';
import type { LeadImage } from '../markdown/leadImage';
import { MediaPicture } from '../media/MediaPicture';
import { coverRepeatsInBody } from './coverRepeats';

/**
 * The slot of a cover on a card, beside the home page's featured story (half the page from
 * 48rem), and on the article page (the page's width, 72rem at most).
 */
const SIZES = {
  card: '(max-width: 40rem) 100vw, 20rem',
  featured: '(max-width: 48rem) 100vw, 36rem',
  page: '(max-width: 72rem) 100vw, 72rem',
} as const;

/**
 * A cover wider than the 16:9 frame of cards and the featured story (a diagram, a chart) is
 * shown whole rather than cut at its sides, where its labels are; a narrower one (a photograph)
 * fills the frame, cut at top and bottom.
 */
const FRAME_RATIO = 16 / 9;

/**
 * An article's cover, or nothing. On the article page it is the largest paint, so it loads
 * first (fetchpriority high, never lazy); on a card it loads as it nears the viewport. A page
 * without a cover preloads `leadImage` instead (the body's image near its top, then the
 * largest paint): lazy, as every body image is, its download waited for the first layout; the
 * server render writes the hint into the head, so it starts beside the stylesheet.
 */
export function ArticleCover(props: {
  article: ArticleCover_article$key;
  place: keyof typeof SIZES;
  leadImage?: LeadImage | null;
  /** The page's rendered body: when its first image is the cover, the page shows it there only. */
  bodyHtml?: string;
}): JSX.Element | null {
  const article = useFragment(
    graphql`
      fragment ArticleCover_article on Article {
        cover {
          url
          alt
          width
          height
          ...MediaPicture_image
        }
      }
    `,
    props.article,
  );
  const { cover } = article;
  const repeated =
    cover && props.bodyHtml
      ? coverRepeatsInBody(props.bodyHtml, { url: cover.url, alt: cover.alt })
      : false;
  if (!cover || repeated) {
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
  const wide = cover.width > cover.height * FRAME_RATIO * 1.05;
  return (
    <MediaPicture
      image={cover}
      sizes={SIZES[props.place]}
      priority={props.place !== 'card'}
      className={`cover cover-${props.place}${wide ? ' cover-wide' : ''}`}
    />
  );
}
