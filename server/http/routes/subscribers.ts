// The publication's subscribers as files, for editors and owners (issue 28 item 7):
// GET /subscribers/export.csv (every subscription, streamed from the store a page at a time) and
// POST /subscribers/import (a CSV body parsed as it streams in, within a byte cap; `?dryRun=1`
// reports without writing) and POST /subscribers/test-email (`{ to, article }`: an article's
// newsletter, by slug, or the template when null, sent to `to` through the newsletters' mailer).
// Counts and erasure are in the graph (Query.subscribers, Mutation.eraseSubscriber). Anyone else
// is refused before a byte of the body is read.
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
import { normalizeEmail } from '../../mail/emailAddress';
import type { Mailer } from '../../mail/mailer';
import { subscriberCsvLines } from '../../mail/subscriberExport';
import { importSubscriberCsv, ImportRefusal } from '../../mail/subscriberImport';
import { sendTestEmail } from '../../mail/testEmail';
import { publicOrigin } from '../../render/publicOrigin';
import { FEED_RENDER_WAIT_MS, type ServerMarkdown } from '../../render/serverMarkdown';

/** The largest file an import reads (10,000 rows of ordinary length fit many times over). */
export const IMPORT_MAX_BYTES = 5 * 2 ** 20;

export interface SubscriberRouteOptions {
  store: Store;
  secureCookies?: boolean;
  trustProxy?: TrustProxy;
  publicUrl?: string | null;
  writeLimitFactor?: number;
  /** How mail leaves (server/mail/mailer.ts); without one, test emails are refused. */
  mailer?: Mailer | null;
  markdown?: ServerMarkdown;
}

/** The largest test-email request: an address and a slug. */
const TEST_EMAIL_MAX_BYTES = 4096;

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

/** A small JSON body, or null when it is longer than `max` bytes or not JSON. */
async function readJson(req: IncomingMessage, max: number): Promise<unknown> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > max) return null;
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return null;
  }
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

  /** Whether a POST comes from Folio's own pages: a cookie-carrying one from another site must not act here. */
  function fromFolio(request: FastifyRequest): boolean {
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const ownOrigin = publicOrigin(request, options.publicUrl ?? null, options.trustProxy);
    return (
      (site === undefined || site === 'same-origin' || site === 'none') &&
      (origin === undefined || origin === ownOrigin)
    );
  }

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
    if (!fromFolio(request)) {
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

  app.post('/subscribers/test-email', async (request, reply) => {
    const req = request.raw;
    if (!fromFolio(request)) {
      drain(req);
      return refuse(reply, 403, 'FORBIDDEN', 'Test emails can be sent only from Folio itself.');
    }
    const who = await editor(request, reply);
    if (!who) {
      drain(req);
      return reply;
    }
    const { mailer, markdown } = options;
    if (!mailer || !markdown) {
      drain(req);
      return refuse(reply, 503, 'UNAVAILABLE', 'Email is not set up on this server.');
    }
    const body = (await readJson(req, TEST_EMAIL_MAX_BYTES)) as {
      to?: unknown;
      article?: unknown;
    } | null;
    const to = typeof body?.to === 'string' ? normalizeEmail(body.to) : null;
    if (!to) return refuse(reply, 400, 'BAD_REQUEST', 'Type the email address to send it to.');
    const slug = typeof body?.article === 'string' ? body.article.trim() : '';
    const article = slug ? await store.articles.articleBySlug(slug) : null;
    if (slug && !article) return refuse(reply, 404, 'NOT_FOUND', 'No article has this address.');
    const wait = await writeWait(
      store,
      'testEmail',
      { userId: who.viewer.id, ip: who.ip },
      Date.now(),
      { factor: options.writeLimitFactor },
    );
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      const reason = `${WRITE_LIMITS.testEmail.reason} Try again in ${durationInWords(wait)}.`;
      return refuse(reply, 429, 'TOO_MANY_REQUESTS', reason);
    }
    const origin = publicOrigin(request, options.publicUrl ?? null, options.trustProxy);
    try {
      await sendTestEmail({
        store,
        mailer,
        origin,
        to,
        articleId: article?.id ?? null,
        // As newsletters are read: away from the site, so the render waits for a thread.
        render: async (source, renderOptions) => {
          const rendered = await markdown.render(source, {
            ...renderOptions,
            maxWaitMs: FEED_RENDER_WAIT_MS,
          });
          if (rendered.unformatted === 'busy') throw new Error('the Markdown renderer is busy');
          return rendered;
        },
      });
    } catch (error) {
      request.log.warn(`test email failed: ${(error as Error).message}`);
      return refuse(reply, 502, 'BAD_GATEWAY', 'The mail server did not take the test email.');
    }
    return reply.header('cache-control', 'no-store').send({ sent: to });
  });
}
