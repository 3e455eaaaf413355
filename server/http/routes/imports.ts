import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from '../../auth/clientAddress';
import { isEditor } from '../../auth/permissions';
import { durationInWords } from '../../auth/refusals';
import { requestSession } from '../../auth/sessionCookie';
import { resolveViewer } from '../../auth/sessions';
import { WRITE_LIMITS, writeWait } from '../../auth/writeLimits';
import type { Store } from '../../db/store';
import { ARCHIVE_LIMITS, ArchiveRefusal } from '../../import/archiveLimits';
import { IMPORT_FORMATS, isImportFormat } from '../../import/importFormats';
import { REMOTE_IMAGE_LIMITS } from '../../import/remoteImages';
import type { MediaStore } from '../../media/store';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from '../../media/uploadLimits';
import { discardRest, isCrossSiteWrite, spoolCapped } from './requestBodies';

// POST /import?format=ghost|wordpress|medium|substack|markdown[&dryRun=1][&fetchImages=1] (the
// Import screen, issue 30): the export file as the raw body, spooled to a temp file under the
// archive's bound, then read by the same importer as the command line's, as the signed-in
// editor. Refused before a byte is read for anyone but an editor, from another site, past the
// write budget, or while another import runs on this server (one at a time: an import holds a
// write transaction and reads a whole archive).

export interface ImportRouteOptions {
  store: Store;
  mediaStore?: MediaStore | null;
  uploadLimits?: Partial<UploadLimits>;
  secureCookies?: boolean;
  trustProxy?: TrustProxy;
  publicUrl?: string | null;
  writeLimitFactor?: number;
  /** The largest file an editor may send (the archive's own bound by default). */
  importBytes?: number;
  /** FOLIO_IMPORT_FETCH_PRIVATE: remote images from private addresses (tests only). */
  importFetchPrivate?: boolean;
}

export async function importRoutes(app: FastifyInstance, options: ImportRouteOptions) {
  const maxBytes = options.importBytes ?? ARCHIVE_LIMITS.maxTotalBytes;
  const quotaBytes = { ...DEFAULT_UPLOAD_LIMITS, ...options.uploadLimits }.quotaBytes;
  let running = false;

  // The body stays unread until the handler has checked who is asking.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  app.post('/import', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const refuse = (status: number, code: string, message: string) => {
      if (!request.raw.readableEnded) discardRest(request.raw, reply);
      return reply.code(status).send({ error: { code, message } });
    };
    if (isCrossSiteWrite(request, options)) {
      return refuse(403, 'FORBIDDEN', 'Files can be imported only from Folio itself.');
    }
    const session = requestSession(request.raw, request.cookies, options);
    const viewer = await resolveViewer(options.store, session, Date.now());
    if (session.setCookies.length > 0) reply.header('set-cookie', [...session.setCookies]);
    if (!viewer) return refuse(401, 'UNAUTHENTICATED', 'Sign in to import.');
    if (!isEditor(viewer)) return refuse(403, 'FORBIDDEN', 'Only editors import.');
    const query = request.query as Record<string, string | undefined>;
    const format = query.format ?? '';
    if (!isImportFormat(format)) {
      const names = Object.keys(IMPORT_FORMATS).join(', ');
      return refuse(400, 'BAD_REQUEST', `Say which format the file is: one of ${names}.`);
    }
    const tooLarge = `This file is larger than ${maxBytes / 2 ** 20} MB, the most an import may be.`;
    if (Number(request.headers['content-length'] ?? 0) > maxBytes) {
      return refuse(413, 'PAYLOAD_TOO_LARGE', tooLarge);
    }
    if (running) {
      reply.header('retry-after', '10');
      return refuse(429, 'TOO_MANY_REQUESTS', 'Another import is running. Try again shortly.');
    }
    const wait = await writeWait(
      options.store,
      'import',
      { userId: viewer.id, ip: session.ip },
      Date.now(),
      { factor: options.writeLimitFactor },
    );
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      return refuse(
        429,
        'TOO_MANY_REQUESTS',
        `${WRITE_LIMITS.import.reason} Try again in ${durationInWords(wait)}.`,
      );
    }
    running = true;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-upload-'));
    try {
      const file = path.join(dir, `export${IMPORT_FORMATS[format].extension}`);
      if (!(await spoolCapped(request.raw, file, maxBytes))) {
        return refuse(413, 'PAYLOAD_TOO_LARGE', tooLarge);
      }
      const dryRun = query.dryRun === '1';
      const report = await IMPORT_FORMATS[format].importer(options.store, file, {
        importerId: viewer.id,
        dryRun,
        now: new Date().toISOString(),
        media: options.mediaStore ? { media: options.mediaStore, quotaBytes } : undefined,
        fetchImages:
          query.fetchImages === '1'
            ? { ...REMOTE_IMAGE_LIMITS, allowPrivate: options.importFetchPrivate === true }
            : undefined,
      });
      return reply.send({ dryRun, report });
    } catch (error) {
      if (error instanceof ArchiveRefusal) return refuse(422, 'REFUSED', error.message);
      throw error;
    } finally {
      running = false;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}
