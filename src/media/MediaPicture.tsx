import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MediaPicture_image$key } from '../../__generated__/MediaPicture_image.graphql';
import { Picture } from '../ui/Picture';
import './media.css';

/**
 * An `Image` from the server (a cover, an avatar) as a responsive `<picture>` (ui/Picture):
 * the one fragment every image on a card, a byline or a page spreads.
 */
export function MediaPicture(props: {
  image: MediaPicture_image$key;
  sizes: string;
  alt?: string;
  priority?: boolean;
  className?: string;
}): JSX.Element {
  const image = useFragment(
    graphql`
      fragment MediaPicture_image on Image {
        url
        width
        height
        alt
        placeholder
        variants {
          url
          width
          format
        }
      }
    `,
    props.image,
  );
  return (
    <Picture
      image={{
        url: image.url,
        width: image.width,
        height: image.height,
        alt: image.alt,
        placeholder: image.placeholder,
        variants: image.variants.map(({ url, width, format }) => ({ url, width, format })),
      }}
      sizes={props.sizes}
      alt={props.alt}
      priority={props.priority}
      className={props.className}
    />
  );
}
