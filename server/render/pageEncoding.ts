import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type PageCoding = 'br' | 'gzip';

/** The codings a page is offered in, the server's preference first. */
export const PAGE_CODINGS: readonly PageCoding[] = ['br', 'gzip'];

// zlib's callback API compresses on libuv's thread pool: a page does not hold the event loop
// (and every other request) while it shrinks.
const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * `html` compressed. Brotli at quality 5 takes an 87 KB article page to about a sixth of it in a
 * few milliseconds; a cached page is compressed once, a signed-in reader's on every request.
 */
export function encodePage(html: Buffer, coding: PageCoding): Promise<Buffer> {
  return coding === 'br'
    ? brotliCompress(html, { params: brotliParams(html.length) })
    : gzip(html, { level: 6 });
}

/**
 * Brotli's parameters for a page, whole or streamed (render/pageStream.ts): quality 5 is about
 * 1.5 ms for a 100 KB article page, so a higher first-byte quality buys nothing worth having.
 */
export function brotliParams(sizeHint: number | null): Record<number, number> {
  return {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    ...(sizeHint === null ? {} : { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint }),
  };
}

/** The ETag of a page's bytes in `coding` (each representation has its own, RFC 9110 §8.8.3). */
export function encodedEtag(etag: string, coding: PageCoding | null): string {
  return coding === null ? etag : `${etag.slice(0, -1)}-${coding === 'br' ? 'br' : 'gz'}"`;
}
