// The publication's subscribers as files, for editors and owners (issue 28 item 7):
// GET /subscribers/export.csv (every subscription, streamed from the store a page at a time) and
// POST /subscribers/import (a CSV body parsed as it streams in, within a byte cap; `?dryRun=1`
// reports without writing). Counts and erasure are in the graph (Query.subscribers,
// Mutation.eraseSubscriber). Anyone else is refused before a byte of the body is read.
import type { IncomingMessage } from 'node:http';
import { Readable, Transform } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TrustProxy } from '../../auth/clientAddress';
import { isEditor } from '../../auth/permissions';
import { durationInWords } from '../../auth/refusals';
import { requestSession } from '../../auth/sessionCookie';
import { resolveViewer } from '../../auth/sessions';
import { WRITE_LIMITS, writeWait } from '../../auth/writeLimits';
import type { Store } from '../../db/store';
import { subscriberCsvLines } from '../../mail/subscriberExport';
import { importSubscriberCsv, ImportRefusal } from '../../mail/subscriberImport';
import { publicOrigin } from '../../render/publicOrigin';

/** The largest file an import reads (10,000 rows of ordinary length fit many times over). */
export const IMPORT_MAX_BYTES = 5 * 2 ** 20;

export interface SubscriberRouteOptions {
  store: Store;
  secureCookies?: boolean;
  trustProxy?: TrustProxy;
  publicUrl?: string | null;
  writeLimitFactor?: number;
}

/** Passes the body through, failing it once it passes `max` bytes. */
function capped(max: number): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      if (total > max) done(new ImportRefusal(`A file may be at most ${max / 2 ** 20} MB.`));
      else done(null, chunk);
    },
  });
}

/** Reads and drops the rest of a refused body, so the refusal reaches the client. */
function drain(req: IncomingMessage): void {
  if (!req.readableEnded) req.resume();
}

export async function subscriberRoutes(app: FastifyInstance, options: SubscriberRouteOptions) {
  const { store } = options;
  // The import's body stays unread until the handler has checked who is asking.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  const refuse = (reply: FastifyReply, status: number, code: string, message: string) =>
    reply.code(status).header('cache-control', 'no-store').send({ error: { code, message } });

  /** The editor asking, or the refusal already sent (null). */
  async function editor(request: FastifyRequest, reply: FastifyReply) {
    const session = requestSession(request.raw, request.cookies, options);
    const viewer = await resolveViewer(store, session, Date.now());
    if (session.setCookies.length > 0) reply.header('set-cookie', [...session.setCookies]);
    if (!viewer) {
      refuse(reply, 401, 'UNAUTHENTICATED', 'Sign in as an editor to manage subscribers.');
      return null;
    }
    if (!isEditor(viewer)) {
      refuse(reply, 403, 'FORBIDDEN', 'Only editors and owners manage subscribers.');
      return null;
    }
    return { viewer, ip: session.ip };
  }

  app.get('/subscribers/export.csv', async (request, reply) => {
    if (!(await editor(request, reply))) return reply;
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="subscribers.csv"')
      .type('text/csv; charset=utf-8')
      .send(Readable.from(subscriberCsvLines(store)));
  });

  app.post('/subscribers/import', async (request, reply) => {
    const req = request.raw;
    // A cookie-carrying POST from another site must not import into this one.
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const ownOrigin = publicOrigin(request, options.publicUrl ?? null, options.trustProxy);
    if (
      (site !== undefined && site !== 'same-origin' && site !== 'none') ||
      (origin !== undefined && origin !== ownOrigin)
    ) {
      drain(req);
      return refuse(reply, 403, 'FORBIDDEN', 'Subscribers can be imported only from Folio itself.');
    }
    const who = await editor(request, reply);
    if (!who) {
      drain(req);
      return reply;
    }
    const type = String(request.headers['content-type'] ?? '').toLowerCase();
    if (!type.startsWith('text/csv')) {
      drain(req);
      return refuse(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as text/csv.');
    }
    if (Number(request.headers['content-length'] ?? 0) > IMPORT_MAX_BYTES) {
      reply.header('connection', 'close');
      drain(req);
      return refuse(reply, 413, 'PAYLOAD_TOO_LARGE', `A file may be at most 5 MB.`);
    }
    const wait = await writeWait(
      store,
      'subscribers',
      { userId: who.viewer.id, ip: who.ip },
      Date.now(),
      { factor: options.writeLimitFactor },
    );
    if (wait > 0) {
      drain(req);
      reply.header('retry-after', String(wait));
      const reason = `${WRITE_LIMITS.subscribers.reason} Try again in ${durationInWords(wait)}.`;
      return refuse(reply, 429, 'TOO_MANY_REQUESTS', reason);
    }
    const dryRun = (request.query as Record<string, string | undefined>).dryRun === '1';
    const body = req.pipe(capped(IMPORT_MAX_BYTES));
    req.on('error', (error) => body.destroy(error));
    try {
      const report = await importSubscriberCsv(store, body, { dryRun, at: Date.now() });
      return reply.header('cache-control', 'no-store').send({ report });
    } catch (error) {
      if (!(error instanceof ImportRefusal)) throw error;
      drain(req);
      return refuse(reply, 400, 'BAD_REQUEST', error.message);
    }
  });
}
