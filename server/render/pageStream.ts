// A rendered page on its way out: React's HTML put into the client's index.html as React writes
// it, compressed as it goes (zlib's streams work on libuv's thread pool, never the event loop),
// and kept whole on the side for the page cache. The reader's socket never holds the render
// up: what React writes is collected whatever the reader does (the page is held in memory
// either way, to be cached), so a reader who goes away, or reads slowly, neither stalls the
// render nor leaves readers waiting on the same render without their page.
import { PassThrough, type Readable, Transform, Writable } from 'node:stream';
import zlib from 'node:zlib';
import { HEAD_END } from '../../src/app/pageData';
import { type PageCoding, brotliParams } from './pageEncoding';

/** The client's index.html cut where a page's parts go. */
export interface DocumentTemplate {
  /** Up to `</head>`, and the same without its default `<title>` / description. */
  head: string;
  headWithoutTitle: string;
  headWithoutDescription: string;
  headWithoutEither: string;
  /** From `</head>` to the root's opening tag, included. */
  bodyStart: string;
  /** After the root's closing tag (the data block goes between them). */
  end: string;
}

/** A page being written: the bytes as they come, and the whole page once written. */
export interface PageStream {
  /** The document as it is produced, in the coding asked for. */
  body: Readable;
  /** The whole document, uncompressed, once React has finished (whatever the reader did). */
  html: Promise<Buffer>;
  /** The whole document in the coding asked for; null when the reader left before its end. */
  encoded: Promise<Buffer | null>;
}

/**
 * Writes `pipe`'s HTML (React's, from HEAD_END's producer) into `template`: the head as soon as
 * React's hoisted elements have come (the browser starts on the stylesheet and scripts then),
 * the root's HTML as it is written, then the data block and the rest of the template.
 */
export function streamPage(
  template: DocumentTemplate,
  pipe: (destination: NodeJS.WritableStream) => void,
  data: () => string,
  coding: PageCoding | null,
): PageStream {
  const out = new PassThrough();
  const encoder = coding ? encodingStream(coding) : null;
  let resolveEncoded: (encoded: Buffer | null) => void = () => {};
  const encodedWhole = new Promise<Buffer | null>((resolve) => (resolveEncoded = resolve));
  const encodedParts: Buffer[] = [];
  // Kept as the reader takes it (a `data` listener would start the flow before the reader).
  const recorder = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      encodedParts.push(chunk);
      done(null, chunk);
    },
    flush(done) {
      resolveEncoded(Buffer.concat(encodedParts));
      done();
    },
  });
  const body: Readable = encoder ? out.pipe(encoder).pipe(recorder) : out;
  // A reader who left: what is still to come of this page goes nowhere but the cache.
  body.once('close', () => {
    out.destroy();
    encoder?.destroy();
    resolveEncoded(null);
  });
  const chunks: Buffer[] = [];
  let head: string | null = '';
  let resolveHtml!: (html: Buffer) => void;
  let rejectHtml!: (error: unknown) => void;
  const html = new Promise<Buffer>((resolve, reject) => {
    resolveHtml = resolve;
    rejectHtml = reject;
  });

  let flushing = false;
  const emit = (text: string) => {
    if (text.length === 0) return;
    const chunk = Buffer.from(text);
    chunks.push(chunk);
    // Never waits on the reader (see above); what the socket has not taken waits here.
    if (out.destroyed) return;
    out.write(chunk);
    // What React wrote in one go leaves the compressor once it pauses, not when the
    // compressor's window fills (or the page ends).
    if (encoder && !flushing) {
      flushing = true;
      setImmediate(() => {
        flushing = false;
        if (!encoder.destroyed) encoder.flush();
      });
    }
  };
  const sink = new Writable({
    decodeStrings: false,
    write(chunk: Buffer | string, _encoding, done) {
      const text = typeof chunk === 'string' ? chunk : chunk.toString();
      if (head === null) {
        emit(text);
        return done();
      }
      head += text;
      const split = head.indexOf(HEAD_END);
      if (split !== -1) {
        const hoisted = head.slice(0, split);
        const rest = head.slice(split + HEAD_END.length);
        head = null;
        emit(documentStart(template, hoisted));
        // Out at once, not when the compressor's window fills: the browser fetches the
        // stylesheet and scripts while the rest is written.
        encoder?.flush();
        emit(rest);
      }
      done();
    },
    final(done) {
      // No marker (a render without the app's tree): everything is the root's.
      if (head !== null) emit(documentStart(template, '') + head);
      emit(
        `</div><script type="application/json" id="folio-data">${data()}</script>${template.end}`,
      );
      out.end();
      resolveHtml(Buffer.concat(chunks));
      done();
    },
  });
  sink.on('error', rejectHtml);
  pipe(sink);

  return { body, html, encoded: encoder ? encodedWhole : html };
}

/** The template up to the root, with the page's hoisted elements at the end of its head. */
function documentStart(template: DocumentTemplate, hoisted: string): string {
  const title = hoisted.includes('<title');
  const description = hoisted.includes('name="description"');
  const head =
    title && description
      ? template.headWithoutEither
      : title
        ? template.headWithoutTitle
        : description
          ? template.headWithoutDescription
          : template.head;
  return head + hoisted + template.bodyStart;
}

/** A compressing stream for a page: the same parameters as a whole page's (pageEncoding.ts). */
function encodingStream(coding: PageCoding): zlib.BrotliCompress | zlib.Gzip {
  return coding === 'br'
    ? zlib.createBrotliCompress({ params: brotliParams(null) })
    : zlib.createGzip({ level: 6 });
}
