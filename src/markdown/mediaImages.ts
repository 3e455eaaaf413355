// Folio's own images (uploaded with POST /media, see the README) have deterministic URLs: `/media/<hash>-<W>x<H>.<jpg|png>` names the fallback at its largest stored width, and
// every rendition's URL follows from it. So the one Markdown pipeline, on the page and on the
// server alike, turns such an image into a responsive `<picture>` from its URL alone, without a
// lookup, and the sanitizer can tell our renditions from anything else by their shape. The demo's
// SVGs (`/media/<name>-<W>x<H>.svg`) carry their size the same way, so they too take their place
// before they load.

/** The widths the server stores, below the image's own (which is always stored too). */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;
/** The widest rendition the server keeps. */
export const MEDIA_MAX_WIDTH = 1600;

/**
 * The slot a Markdown image takes: the article's column (75ch, ~48rem at most), the whole
 * viewport on a phone. A card or a cover passes its own.
 */
export const MARKDOWN_IMAGE_SIZES = '(max-width: 48rem) 100vw, 48rem';

export type MediaFormat = 'avif' | 'webp' | 'jpg' | 'png';

const MIME: Record<MediaFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** What a media URL says about its image. */
export interface MediaImage {
  hash: string;
  width: number;
  height: number;
  fallback: 'jpg' | 'png';
}

export interface MediaRendition {
  url: string;
  width: number;
  height: number;
}

// Anchored, no nested or overlapping quantifiers, bounded lengths: linear on any input. The width
// cannot exceed MEDIA_MAX_WIDTH (checked after), the height has at most five digits.
const IMAGE_URL = /^\/media\/([0-9a-f]{32})-([1-9][0-9]{0,3})x([1-9][0-9]{0,4})\.(jpg|png)$/;
const RENDITION_URL = /^\/media\/([0-9a-f]{32})-([1-9][0-9]{0,3})\.(avif|webp|jpg|png)$/;
const SVG_NAME = /^[a-z][a-z0-9-]{0,60}$/;
const SVG_SIDE = /^[1-9][0-9]{0,3}$/;

/**
 * The image a URL names, or null when it is not exactly the shape of a Folio image's URL
 * (another host, a query, a fragment, upper case, a width over MEDIA_MAX_WIDTH…).
 */
export function parseMediaUrl(url: string): MediaImage | null {
  if (url.length > 64) return null;
  const match = IMAGE_URL.exec(url);
  if (!match) return null;
  const width = Number(match[2]);
  if (width > MEDIA_MAX_WIDTH) return null;
  return {
    hash: match[1]!,
    width,
    height: Number(match[3]),
    fallback: match[4] as 'jpg' | 'png',
  };
}

/** The size a demo SVG's URL names (`/media/<name>-<W>x<H>.svg`), or null. */
export function parseSizedSvgUrl(url: string): { width: number; height: number } | null {
  if (url.length > 100 || !url.startsWith('/media/') || !url.endsWith('.svg')) return null;
  const stem = url.slice('/media/'.length, -'.svg'.length);
  const dash = stem.lastIndexOf('-');
  const [width = '', height = '', ...rest] = stem.slice(dash + 1).split('x');
  const sized = rest.length === 0 && SVG_SIDE.test(width) && SVG_SIDE.test(height);
  return dash > 0 && sized && SVG_NAME.test(stem.slice(0, dash))
    ? { width: Number(width), height: Number(height) }
    : null;
}

/** The URL of an image's fallback at its largest width: what a writer's Markdown holds. */
export function mediaUrl(image: MediaImage): string {
  return `/media/${image.hash}-${image.width}x${image.height}.${image.fallback}`;
}

/** Every rendition of `image` in `format`, narrowest first (never wider than the image). */
export function mediaRenditions(image: MediaImage, format: MediaFormat): MediaRendition[] {
  const widths: number[] = MEDIA_WIDTHS.filter((w) => w < image.width);
  widths.push(image.width);
  return widths.map((width) => ({
    url: `/media/${image.hash}-${width}.${format}`,
    width,
    height: Math.round((image.height * width) / image.width),
  }));
}

/** A `srcset` of every rendition of `image` in `format`. */
export function mediaSrcset(image: MediaImage, format: MediaFormat): string {
  return mediaRenditions(image, format)
    .map((rendition) => `${rendition.url} ${rendition.width}w`)
    .join(', ');
}

/** The `<source>`s of a `<picture>` for `image`: AVIF, then WebP; the `<img>` holds the fallback. */
export function mediaSources(image: MediaImage): { type: string; srcset: string }[] {
  return (['avif', 'webp'] as const).map((format) => ({
    type: MIME[format],
    srcset: mediaSrcset(image, format),
  }));
}

/**
 * Whether a `srcset` lists only renditions of Folio images, each with its own width as its
 * descriptor (`/media/<hash>-<w>.<format> <w>w`): no other host, scheme or shape gets through.
 */
export function isMediaSrcset(value: string): boolean {
  if (value.length === 0 || value.length > 1000) return false;
  return value.split(',').every((candidate) => {
    const parts = candidate.trim().split(' ');
    if (parts.length !== 2) return false;
    const match = RENDITION_URL.exec(parts[0]!);
    return match !== null && Number(match[2]) <= MEDIA_MAX_WIDTH && parts[1] === `${match[2]}w`;
  });
}

/** The `type`s a `<source>` of ours may carry. */
export function isMediaType(value: string): boolean {
  return Object.values(MIME).includes(value);
}

// A `sizes` holds no URL; still, only what a media query list needs, and short.
const SIZES = /^[a-z0-9 (),:.%-]{1,200}$/;

/** Whether a `sizes` value looks like a source size list (no URL, nothing else). */
export function isSizes(value: string): boolean {
  return SIZES.test(value);
}

/**
 * Turns every `<img>` under `root` whose `src` is a Folio image into a `<picture>` with AVIF
 * and WebP sources, a `srcset` of fallbacks, `sizes`, and the image's `width`/`height` (so the
 * page does not shift when it loads); a demo SVG gets its `width`/`height` only, unless its
 * writer gave a size. Runs after the
 * sanitizer: everything it writes is built from a URL that parsed, never copied from the input.
 * An `<img>` already in a `<picture>` (raw HTML) is left as its writer made it.
 */
export function pictureMediaImages(root: Element, sizes: string = MARKDOWN_IMAGE_SIZES): void {
  const doc = root.ownerDocument;
  for (const img of root.querySelectorAll('img')) {
    if (img.parentElement?.localName === 'picture') continue;
    const src = img.getAttribute('src') ?? '';
    const svg = parseSizedSvgUrl(src);
    if (svg) {
      // A size the writer gave in raw HTML is theirs to give.
      if (!img.hasAttribute('width') && !img.hasAttribute('height')) {
        img.setAttribute('width', String(svg.width));
        img.setAttribute('height', String(svg.height));
      }
      continue;
    }
    const image = parseMediaUrl(src);
    if (!image) continue;
    const picture = doc.createElement('picture');
    for (const source of mediaSources(image)) {
      const element = doc.createElement('source');
      element.setAttribute('type', source.type);
      element.setAttribute('srcset', source.srcset);
      element.setAttribute('sizes', sizes);
      picture.appendChild(element);
    }
    img.setAttribute('srcset', mediaSrcset(image, image.fallback));
    img.setAttribute('sizes', sizes);
    img.setAttribute('width', String(image.width));
    img.setAttribute('height', String(image.height));
    img.replaceWith(picture);
    picture.appendChild(img);
  }
}
