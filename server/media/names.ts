/**
 * The names of an image's stored renditions, derived from its hash and size alone (the contract in
 * the README's "Images"), so that the client's Markdown pipeline can build `<picture>` from a URL and
 * the /media route can tell a well-formed name from anything else without touching the disk.
 */

/** Lowercase hex, 32 characters. */
export const HASH_LENGTH = 32;
/** The widths a rendition may have below the image's own; never upscaled. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
/** The widest rendition stored. */
export const MAX_STORED_WIDTH = 1600;

export type Fallback = 'jpg' | 'png';
export type VariantExtension = 'avif' | 'webp' | Fallback;
export type ImageFormat = 'AVIF' | 'WEBP' | 'JPEG' | 'PNG';

/** What the database keeps of an image: enough to name every rendition. */
export interface StoredImage {
  /** The content hash; also the GraphQL id. */
  id: string;
  /** The largest stored width (W) and its height (H). */
  width: number;
  height: number;
  fallback: Fallback;
  /** `#rrggbb`. */
  placeholder: string;
}

/** An image as GraphQL resolves it: the stored image and the alt text of where it is shown. */
export interface ImageValue extends StoredImage {
  alt: string;
}

export interface ImageVariant {
  url: string;
  width: number;
  height: number;
  format: ImageFormat;
}

const FORMAT_OF: Record<VariantExtension, ImageFormat> = {
  avif: 'AVIF',
  webp: 'WEBP',
  jpg: 'JPEG',
  png: 'PNG',
};

export const CONTENT_TYPE_OF: Record<VariantExtension, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** W and H for an image of this size: at most MAX_STORED_WIDTH wide, proportions kept. */
export function storedSize(width: number, height: number): { width: number; height: number } {
  const w = Math.min(width, MAX_STORED_WIDTH);
  return { width: w, height: Math.max(1, Math.round((height * w) / width)) };
}

/** The widths stored for an image W wide, narrowest first. */
export function variantWidths(width: number): number[] {
  return [...VARIANT_WIDTHS.filter((w) => w < width), width];
}

/** Height of the rendition `w` wide of an image W×H. */
export function variantHeight(image: { width: number; height: number }, w: number): number {
  return Math.max(1, Math.round((image.height * w) / image.width));
}

/** The file name of one rendition (also its path under /media/). */
export function variantName(id: string, width: number, extension: VariantExtension): string {
  return `${id}-${width}.${extension}`;
}

/** The image's `url`: its fallback at W×H. */
export function imageUrl(image: StoredImage): string {
  return `/media/${image.id}-${image.width}x${image.height}.${image.fallback}`;
}

/** Every stored rendition, narrowest first (AVIF, WebP, then the fallback at each width). */
export function imageVariants(image: StoredImage): ImageVariant[] {
  return variantWidths(image.width).flatMap((w) =>
    (['avif', 'webp', image.fallback] as const).map((extension) => ({
      url: `/media/${variantName(image.id, w, extension)}`,
      width: w,
      height: variantHeight(image, w),
      format: FORMAT_OF[extension],
    })),
  );
}

/** A /media/ file name split into its parts, or null when it is not one an image could have. */
export type ParsedName =
  | { kind: 'variant'; id: string; width: number; extension: VariantExtension }
  | { kind: 'url'; id: string; width: number; height: number; extension: Fallback };

const NAME = /^([0-9a-f]{32})-([1-9][0-9]{0,3})(?:x([1-9][0-9]{0,4}))?\.(avif|webp|jpg|png)$/;

export function parseMediaName(name: string): ParsedName | null {
  // Anchored, no nested quantifiers, and the name is short: bounded however long the URL.
  if (name.length > 64) return null;
  const match = NAME.exec(name);
  if (!match) return null;
  const [, id = '', width, height, extension] = match;
  if (height === undefined) {
    return { kind: 'variant', id, width: Number(width), extension: extension as VariantExtension };
  }
  if (extension !== 'jpg' && extension !== 'png') return null;
  return { kind: 'url', id, width: Number(width), height: Number(height), extension };
}
