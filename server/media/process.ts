import crypto from 'node:crypto';
import os from 'node:os';
import sharp from 'sharp';
import {
  HASH_LENGTH,
  storedSize,
  variantName,
  variantWidths,
  type Fallback,
  type StoredImage,
} from './names';
import { foreignContent, sniff, type RasterFormat } from './sniff';

/** The contract's pixel limit: larger images (decompression bombs among them) are refused. */
export const MAX_PIXELS = 40_000_000;
/**
 * A GIF is held to less, from its header before decoding: libvips shrinks a JPEG or a WebP as it
 * reads it and reads a PNG a few lines at a time, but decodes a GIF's frame whole before scaling
 * it, and a wide one costs more again. A 27 KB GIF of 65,535 × 600 (39 megapixels) took 402 MB and
 * 2.3 s; 65,535 × 150 still 176 MB; 16,384 × 600 took 105 MB and 3,162 × 3,162 115 MB, as much as
 * a 36-megapixel JPEG (93 MB). Only the first frame is decoded (sharp's default `pages: 1`), so
 * an animation's other frames cost no decoding.
 */
export const MAX_GIF_PIXELS = 10_000_000;
export const MAX_GIF_SIDE = 16_384;

// libvips' own cache would keep decoded images after the request; one core is left to the
// server's event loop and the other requests (bench/README.md has the upload figures).
sharp.cache(false);
sharp.concurrency(Math.max(1, os.availableParallelism() - 1));

/** A refused upload: the HTTP status, the contract's code and a sentence for the writer. */
export class MediaRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'MediaRefusal';
  }
}

const UNSUPPORTED = 'UNSUPPORTED_MEDIA_TYPE';
const ACCEPTED = 'Upload a JPEG, PNG, WebP, GIF or AVIF image.';

/** sharp's name for each format we sniff. */
const SHARP_FORMAT: Record<RasterFormat, string> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  avif: 'heif',
};

export interface ProcessedImage extends StoredImage {
  /** Every rendition, empty when `isStored` said the image was already there. */
  files: { name: string; bytes: Buffer }[];
}

/**
 * Decodes an upload (format by content, at most MAX_PIXELS, oriented, every metadata dropped)
 * and re-encodes it as the contract's renditions. Its id hashes the decoded pixels, so the same
 * picture uploaded twice, even with other metadata, is one image; `isStored` lets the caller
 * skip encoding one it already has.
 */
export async function processImage(
  bytes: Buffer,
  isStored: (id: string) => boolean | Promise<boolean> = () => false,
): Promise<ProcessedImage> {
  const format = checkBytes(bytes);
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new MediaRefusal(415, UNSUPPORTED, `This image cannot be read. ${ACCEPTED}`);
    });
  if (meta.format !== SHARP_FORMAT[format] || !meta.width || !meta.height) {
    throw new MediaRefusal(415, UNSUPPORTED, `This image cannot be read. ${ACCEPTED}`);
  }
  if (meta.width * meta.height > MAX_PIXELS) {
    throw new MediaRefusal(
      413,
      'PAYLOAD_TOO_LARGE',
      `This image is ${meta.width} × ${meta.height} pixels; at most 40 megapixels are accepted.`,
    );
  }
  if (
    format === 'gif' &&
    (meta.width * meta.height > MAX_GIF_PIXELS || Math.max(meta.width, meta.height) > MAX_GIF_SIDE)
  ) {
    throw new MediaRefusal(
      413,
      'PAYLOAD_TOO_LARGE',
      `This GIF is ${meta.width} × ${meta.height} pixels; a GIF may be at most 10 megapixels and ` +
        '16,384 pixels on a side. Save it as a PNG or JPEG to upload it larger.',
    );
  }

  const oriented = meta.autoOrient ?? { width: meta.width, height: meta.height };
  const size = storedSize(oriented.width, oriented.height);
  const decoded = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize({ width: size.width, height: size.height, fit: 'fill' })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new MediaRefusal(415, UNSUPPORTED, `This image is damaged or incomplete. ${ACCEPTED}`);
    });
  let { data, info } = decoded;
  const stats = await sharp(data, { raw: info }).stats();
  if (info.channels === 4 && stats.isOpaque) {
    ({ data, info } = await sharp(data, { raw: info })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true }));
  }
  const fallback: Fallback = info.channels === 4 ? 'png' : 'jpg';
  const id = crypto
    .createHash('sha256')
    .update(`${info.width}x${info.height}x${info.channels}\n`)
    .update(data)
    .digest('hex')
    .slice(0, HASH_LENGTH);
  const { r, g, b } = stats.dominant;
  const placeholder = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  const image: StoredImage = { id, width: info.width, height: info.height, fallback, placeholder };
  if (await isStored(id)) return { ...image, files: [] };

  const files: ProcessedImage['files'] = [];
  // One encode at a time: each holds a thread of libuv's small pool, which the rest of the
  // server (zlib, password hashing) shares.
  for (const w of variantWidths(info.width)) {
    const at = () => {
      const source = sharp(data, { raw: info });
      return w < info.width ? source.resize({ width: w }) : source;
    };
    files.push({
      name: variantName(id, w, 'avif'),
      // Effort 0: measured on a 1600 × 1200 image, 4.7× faster than effort 2 for 7% more bytes
      // (still 38% fewer than WebP), and AVIF was 63% of an upload's time at effort 2.
      bytes: await at().avif({ quality: 50, effort: 0 }).toBuffer(),
    });
    files.push({
      name: variantName(id, w, 'webp'),
      bytes: await at().webp({ quality: 75 }).toBuffer(),
    });
    files.push({
      name: variantName(id, w, fallback),
      bytes: await (
        fallback === 'png'
          ? at().png({ compressionLevel: 9, palette: false })
          : at().jpeg({ quality: 80, mozjpeg: true })
      ).toBuffer(),
    });
  }
  return { ...image, files };
}

/** The sniffed format, or the refusal for what no upload may be. */
function checkBytes(bytes: Buffer): RasterFormat {
  const sniffed = sniff(bytes);
  if (sniffed.kind === 'svg') {
    throw new MediaRefusal(
      415,
      UNSUPPORTED,
      'SVG images are not accepted, since they can carry scripts. Export it as a PNG and upload that.',
    );
  }
  if (sniffed.kind === 'unknown') {
    throw new MediaRefusal(
      415,
      UNSUPPORTED,
      `This file is not an image Folio can read. ${ACCEPTED}`,
    );
  }
  const foreign = foreignContent(bytes, sniffed.format);
  if (foreign === 'truncated') {
    throw new MediaRefusal(
      415,
      UNSUPPORTED,
      'This image file is incomplete (it ends early). Upload the whole file again.',
    );
  }
  if (foreign) {
    throw new MediaRefusal(
      415,
      UNSUPPORTED,
      `This file holds more than an image (${foreign}), so it is refused. Save it again from an image editor.`,
    );
  }
  return sniffed.format;
}
