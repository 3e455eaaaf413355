import fs from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TrustProxy } from '../../auth/clientAddress';
import { requestSession } from '../../auth/sessionCookie';
import { resolveViewer } from '../../auth/sessions';
import { WRITE_LIMITS, writeWait } from '../../auth/writeLimits';
import type { Store } from '../../db/store';
import {
  CONTENT_TYPE_OF,
  imageUrl,
  imageVariants,
  parseMediaName,
  variantName,
} from '../../media/names';
import { MediaRefusal, processImage } from '../../media/process';
import type { MediaStore } from '../../media/store';
import {
  DEFAULT_UPLOAD_LIMITS,
  uploadWorkLimiter,
  type UploadLimits,
} from '../../media/uploadLimits';
import { StaticSite } from '../static';
import { durationInWords } from '../../auth/refusals';
import { parseSizedSvgUrl } from '../../../src/markdown/mediaImages';
import { discardRest, isCrossSiteWrite, readCapped } from './requestBodies';
import { serveStatic } from './static';

export interface MediaRouteOptions {
  store: Store;
  /** Where uploads are kept; without one, POST /media answers 503. */
  mediaStore?: MediaStore | null;
  /** The demo articles' SVGs, served at /media/<file>.svg beside the uploads. */
  mediaDir?: string | null;
  uploadLimits?: Partial<UploadLimits>;
  secureCookies?: boolean;
  trustProxy?: TrustProxy;
  publicUrl?: string | null;
  /** What every write budget is multiplied by (auth/writeLimits.ts); 1 by default. */
  writeLimitFactor?: number;
}

/** Image responses: nothing in one may run, even opened on its own. */
const IMAGE_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
};

/**
 * POST /media (an upload: the raw image bytes, re-encoded by server/media/process.ts) and
 * GET /media/<name> (its renditions, and the demo SVGs). An encapsulated plugin: the body of an
 * upload is read here, capped, not by the GraphQL route's parser. The README's "Images" has the shapes.
 */
export async function mediaRoutes(app: FastifyInstance, options: MediaRouteOptions) {
  const { images } = options.store;
  const store = options.mediaStore;
  const limits = { ...DEFAULT_UPLOAD_LIMITS, ...options.uploadLimits };
  const work = uploadWorkLimiter();
  const demo = options.mediaDir
    ? new StaticSite({
        root: options.mediaDir,
        mount: '/media/',
        cacheControl: () => 'public, max-age=86400',
      })
    : null;
  const renamed = options.mediaDir ? sizedSvgNames(options.mediaDir) : new Map<string, string>();

  // The body stays unread until the handler has checked who is asking.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  app.post('/media', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const refuse = (status: number, code: string, message: string) => {
      if (!request.raw.readableEnded) discardRest(request.raw, reply);
      return reply.code(status).send({ error: { code, message } });
    };
    if (isCrossSiteWrite(request, options)) {
      return refuse(403, 'FORBIDDEN', 'Images can be uploaded only from Folio itself.');
    }
    const session = requestSession(request.raw, request.cookies, options);
    const viewer = await resolveViewer(options.store, session, Date.now());
    if (session.setCookies.length > 0) reply.header('set-cookie', [...session.setCookies]);
    if (!viewer) return refuse(401, 'UNAUTHENTICATED', 'Sign in to upload images.');
    const type = String(request.headers['content-type'] ?? '').toLowerCase();
    if (!type.startsWith('image/')) {
      return refuse(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Send the image itself, with an image/* content type.',
      );
    }
    const tooLarge = `This file is larger than ${limits.bodyBytes / 2 ** 20} MB, the most an image may be.`;
    if (Number(request.headers['content-length'] ?? 0) > limits.bodyBytes) {
      return refuse(413, 'PAYLOAD_TOO_LARGE', tooLarge);
    }
    if (!store) return refuse(503, 'UNAVAILABLE', 'Image uploads are not set up on this server.');
    // A place in the processing queue comes first: a flood of parallel uploads is refused with
    // its bodies unread (each was read whole, up to 10 MB, before the queue was asked).
    const place = work.reserve(String(viewer.id));
    if (!place) return busy(reply, refuse, work.retryAfterSeconds());
    try {
      // In the store, so the rate holds however many processes serve uploads.
      const wait = await writeWait(
        options.store,
        'upload',
        { userId: viewer.id, ip: session.ip },
        Date.now(),
        {
          factor: options.writeLimitFactor,
          rule: { account: limits.perWindow, windowMs: limits.windowMs },
        },
      );
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        return refuse(
          429,
          'TOO_MANY_REQUESTS',
          `${WRITE_LIMITS.upload.reason} Try again in ${durationInWords(wait)}.`,
        );
      }
      const bytes = await readCapped(request.raw, limits.bodyBytes);
      if (bytes === null) return refuse(413, 'PAYLOAD_TOO_LARGE', tooLarge);
      const image = await place.run(() =>
        processImage(bytes, async (id) => (await images.imageById(id)) !== undefined),
      );
      const alreadyMine = (await images.imageUploadedBy(viewer.id, image.id)) !== undefined;
      const size =
        (await images.imageBytes(image.id)) ??
        image.files.reduce((sum, file) => sum + file.bytes.length, 0);
      if (!alreadyMine && (await images.mediaBytesOfUser(viewer.id)) + size > limits.quotaBytes) {
        return refuse(
          403,
          'QUOTA_EXCEEDED',
          `Your images take all the space you have (${Math.round(limits.quotaBytes / 2 ** 20)} MB). ` +
            'Remove images you no longer use from your articles, or ask an editor for more.',
        );
      }
      for (const file of image.files) await store.put(file.name, file.bytes);
      await images.recordUpload(viewer.id, { ...image, bytes: size }, new Date().toISOString());
      return reply.code(201).send({
        image: {
          id: image.id,
          url: imageUrl(image),
          width: image.width,
          height: image.height,
          placeholder: image.placeholder,
          variants: imageVariants(image),
        },
      });
    } catch (error) {
      if (error instanceof MediaRefusal) return refuse(error.status, error.code, error.message);
      throw error;
    } finally {
      // Given back unless its work ran (a refusal, or a body that never came whole).
      place.cancel();
    }
  });

  app.get('/media/*', async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    const parsed = parseMediaName(name);
    const moved = renamed.get(name);
    if (moved) return reply.header('cache-control', 'public, max-age=86400').redirect(moved, 301);
    if (!parsed) return demo ? serveStatic(demo, request, reply) : notFound(reply);
    let file: string = name;
    if (parsed.kind === 'url') {
      const image = await images.imageById(parsed.id);
      const matches =
        image?.width === parsed.width &&
        image.height === parsed.height &&
        image.fallback === parsed.extension;
      if (!matches) return notFound(reply);
      file = variantName(parsed.id, parsed.width, parsed.extension);
    }
    const found = store ? await store.open(file) : null;
    if (!found) return notFound(reply);
    return reply
      .headers(IMAGE_HEADERS)
      .header('content-type', CONTENT_TYPE_OF[parsed.extension])
      .header('content-length', String(found.size))
      .send(found.stream);
  });
}

/**
 * The demo SVGs' names before they carried their size (`wal-mode.svg` → `/media/wal-mode-660x280.svg`):
 * a database seeded by an older Folio still links to them.
 */
function sizedSvgNames(dir: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    // The pipeline's own reading of such a name (src/markdown/mediaImages.ts).
    if (parseSizedSvgUrl(`/media/${file}`)) {
      names.set(`${file.slice(0, file.lastIndexOf('-'))}.svg`, `/media/${file}`);
    }
  }
  return names;
}

function busy(
  reply: FastifyReply,
  refuse: (status: number, code: string, message: string) => FastifyReply,
  seconds: number,
): FastifyReply {
  reply.header('retry-after', String(seconds));
  return refuse(
    429,
    'TOO_MANY_REQUESTS',
    `The server is busy with other images. Try again in ${durationInWords(seconds)}.`,
  );
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .type('text/plain; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send('Not found\n');
}
