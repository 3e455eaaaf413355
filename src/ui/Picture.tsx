import { useLayoutEffect, useRef } from 'react';
import type { JSX } from 'react';

/** An image as the server describes it (the schema's `Image`; see the README's images section). */
export interface PictureImage {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
  /** A CSS colour painted while the image loads. */
  readonly placeholder: string;
  readonly variants: ReadonlyArray<{
    readonly url: string;
    readonly width: number;
    readonly format: string;
  }>;
}

const SOURCES = [
  { format: 'AVIF', type: 'image/avif' },
  { format: 'WEBP', type: 'image/webp' },
] as const;

// The placeholder is a colour the server computed; anything else is not painted.
const COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * A Folio image (a cover, an avatar) as `<picture>`: AVIF and WebP sources, a `srcset` of the
 * fallback, `sizes` for the slot it fills, `width`/`height` so nothing shifts when it loads,
 * and its placeholder colour meanwhile. `priority` is for the one image a page opens on (an
 * article's cover: its largest paint); every other image loads lazily, when it nears the
 * viewport.
 */
export function Picture(props: {
  image: PictureImage;
  /** The slot's width, as `sizes` says it: e.g. "(max-width: 48rem) 100vw, 48rem". */
  sizes: string;
  /** Overrides the image's own alt text (an avatar beside its owner's name is decorative). */
  alt?: string;
  priority?: boolean;
  className?: string;
}): JSX.Element {
  const { image, sizes, priority = false } = props;
  const srcset = (format: string) =>
    image.variants
      .filter((variant) => variant.format === format)
      .map((variant) => `${variant.url} ${variant.width}w`)
      .join(', ');
  const fallback = image.url.endsWith('.png') ? 'PNG' : 'JPEG';
  const img = useRef<HTMLImageElement>(null);
  // Painted through the CSSOM, after render: a `style` attribute in server-rendered markup is
  // inline style, which the CSP (`style-src 'self'`) refuses; a property set from script is not.
  // Neither render carries it, so hydration compares equal markup.
  const placeholder = COLOUR.test(image.placeholder) ? image.placeholder : '';
  useLayoutEffect(() => {
    img.current?.style.setProperty('background-color', placeholder);
  }, [placeholder]);
  return (
    <picture className={props.className}>
      {SOURCES.map(({ format, type }) => {
        const set = srcset(format);
        return set ? <source key={format} type={type} srcSet={set} sizes={sizes} /> : null;
      })}
      <img
        src={image.url}
        srcSet={srcset(fallback) || undefined}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={props.alt ?? image.alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
        ref={img}
      />
    </picture>
  );
}
