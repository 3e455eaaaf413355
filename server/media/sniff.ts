/**
 * What an upload really is, from its bytes alone (never its name or Content-Type), and whether
 * anything rides along after the image: a file that is also HTML, a zip (GIFAR) or a script is
 * refused even though it would be re-encoded anyway, because it can only be an attack. Every walk
 * here is linear in the bytes and steps forward on each iteration.
 */

export type RasterFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

export type Sniffed =
  { kind: 'raster'; format: RasterFormat } | { kind: 'svg' } | { kind: 'unknown' };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniff(bytes: Buffer): Sniffed {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { kind: 'raster', format: 'jpeg' };
  }
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return { kind: 'raster', format: 'png' };
  const head = bytes.subarray(0, 12).toString('latin1');
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) {
    return { kind: 'raster', format: 'gif' };
  }
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') {
    return { kind: 'raster', format: 'webp' };
  }
  if (head.slice(4, 8) === 'ftyp' && /^(avif|avis)$/.test(head.slice(8, 12))) {
    return { kind: 'raster', format: 'avif' };
  }
  // A BOM and whitespace may come first; an SVG says so within its first kilobyte.
  const text = bytes.subarray(0, 1024).toString('latin1').toLowerCase();
  if (text.includes('<svg') || /^(\xef\xbb\xbf)?\s*<\?xml/.test(text)) return { kind: 'svg' };
  return { kind: 'unknown' };
}

/** Markup a browser or an interpreter would act on; never found in honest image data. */
const FOREIGN_MARKERS = ['<script', '<html', '<!doctype', '<iframe', '<?php', '<svg', '<body'];
/** A zip's end-of-central-directory record, which must sit in the file's last 64 KiB + 22 bytes. */
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/**
 * Why these bytes are more than one image (a polyglot), or null. `format` is the sniffed one.
 */
export function foreignContent(bytes: Buffer, format: RasterFormat): string | null {
  const end = imageEnd(bytes, format, 0);
  if (end === null) return 'truncated';
  if (!isPadding(bytes, end)) return 'data after the image';
  if (bytes.subarray(Math.max(0, bytes.length - 65_557)).includes(ZIP_END)) return 'a zip archive';
  const text = bytes.toString('latin1').toLowerCase();
  if (FOREIGN_MARKERS.some((marker) => text.includes(marker))) return 'markup';
  return null;
}

/** Trailing zero bytes are what some encoders pad with; anything else is not. */
function isPadding(bytes: Buffer, from: number): boolean {
  for (let i = from; i < bytes.length; i++) if (bytes[i] !== 0) return false;
  return true;
}

/** The offset just past the image's last structure, or null when it ends early. */
function imageEnd(bytes: Buffer, format: RasterFormat, depth: number): number | null {
  switch (format) {
    case 'jpeg':
      return jpegEnd(bytes, depth);
    case 'png':
      return pngEnd(bytes);
    case 'gif':
      return gifEnd(bytes);
    case 'webp':
      return bytes.length >= 8 ? Math.min(8 + bytes.readUInt32LE(4), 2 ** 32) : null;
    case 'avif':
      return boxesEnd(bytes);
  }
}

/**
 * Walks JPEG markers to EOI. Pictures cameras append after it (MPF: another JPEG) are walked too,
 * a few deep; anything else after EOI is the caller's to judge.
 */
function jpegEnd(bytes: Buffer, depth: number, start = 0): number | null {
  let i = start + 2;
  while (i + 1 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    while (i < bytes.length && bytes[i] === 0xff) i++;
    const marker = bytes[i++];
    if (marker === undefined) return null;
    if (marker === 0xd9) {
      const next = i;
      const another =
        depth < 3 && bytes[next] === 0xff && bytes[next + 1] === 0xd8 && bytes[next + 2] === 0xff;
      return another ? jpegEnd(bytes, depth + 1, next) : next;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    if (i + 2 > bytes.length) return null;
    i += bytes.readUInt16BE(i);
    if (marker === 0xda) {
      // Entropy-coded data: FF is followed by 00 (a stuffed byte) or a restart marker inside it.
      while (i + 1 < bytes.length) {
        const next = bytes[i + 1]!;
        if (bytes[i] === 0xff && next !== 0 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) {
          break;
        }
        i++;
      }
    }
  }
  return null;
}

function pngEnd(bytes: Buffer): number | null {
  let i = 8;
  while (i + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(i);
    const type = bytes.toString('latin1', i + 4, i + 8);
    i += 12 + length;
    if (type === 'IEND') return i <= bytes.length ? i : null;
  }
  return null;
}

function gifEnd(bytes: Buffer): number | null {
  let i = 13;
  if (bytes.length < i) return null;
  if (bytes[10]! & 0x80) i += 3 * 2 ** ((bytes[10]! & 7) + 1);
  const subBlocks = (from: number): number | null => {
    let j = from;
    while (j < bytes.length) {
      const size = bytes[j]!;
      j += 1 + size;
      if (size === 0) return j;
    }
    return null;
  };
  while (i < bytes.length) {
    const block = bytes[i];
    if (block === 0x3b) return i + 1;
    let next: number | null;
    if (block === 0x21) next = subBlocks(i + 2);
    else if (block === 0x2c) {
      const flags = bytes[i + 9] ?? 0;
      const table = flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0;
      next = subBlocks(i + 10 + table + 1);
    } else return null;
    if (next === null) return null;
    i = next;
  }
  return null;
}

/** ISO base media boxes (AVIF), top level only. */
function boxesEnd(bytes: Buffer): number | null {
  let i = 0;
  while (i + 8 <= bytes.length) {
    let size = bytes.readUInt32BE(i);
    if (size === 0) return bytes.length;
    if (size === 1) {
      if (i + 16 > bytes.length) return null;
      size = Number(bytes.readBigUInt64BE(i + 8));
    }
    if (size < 8) return null;
    i += size;
  }
  return i === bytes.length ? i : null;
}
