import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TrustProxy } from '../../auth/clientAddress';
import { publicOrigin } from '../../render/publicOrigin';

// What the routes that take a raw body (POST /media, POST /import) share: the same-origin check
// that keeps another site from making a signed-in browser send one, the body read or spooled
// under a cap, and a refused body's rest read and dropped so that the refusal arrives.

/**
 * Whether the request comes from another site (Sec-Fetch-Site, else Origin, against this
 * server's own origin): such a write is refused, as the GraphQL route refuses one.
 */
export function isCrossSiteWrite(
  request: FastifyRequest,
  options: { publicUrl?: string | null; trustProxy?: TrustProxy },
): boolean {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  const ownOrigin = publicOrigin(request, options.publicUrl ?? null, options.trustProxy);
  return (
    (site !== undefined && site !== 'same-origin' && site !== 'none') ||
    (origin !== undefined && origin !== ownOrigin)
  );
}

/** How much of a refused body is read and thrown away so that its answer arrives intact. */
const DISCARD_BUDGET_BYTES = 32 * 1024 * 1024;

/**
 * The unread rest of a refused upload, as routes/graphql.ts does it: a socket closed with unread
 * data answers with a TCP reset that can destroy the refusal before the client reads it, so the
 * rest is read and dropped, up to a budget past which the client is cut off.
 */
export function discardRest(req: IncomingMessage, reply: FastifyReply): void {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > DISCARD_BUDGET_BYTES) reply.header('connection', 'close');
  let discarded = 0;
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_BUDGET_BYTES) req.socket.destroy();
  });
  req.resume();
}

/** The whole body, or null as soon as it passes `max` bytes (nothing more is kept). */
export function readCapped(req: IncomingMessage, max: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > max) {
        // Nothing more is kept; the refusal discards the rest (discardRest).
        req.off('data', onData);
        req.pause();
        chunks.length = 0;
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(total > max ? null : Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/**
 * The body written to `file` as it arrives; false (and the file removed) as soon as it passes
 * `max` bytes, the rest left for discardRest.
 */
export function spoolCapped(req: IncomingMessage, file: string, max: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const out = fs.createWriteStream(file, { flags: 'wx' });
    let total = 0;
    let done = false;
    const finish = (kept: boolean) => {
      if (done) return;
      done = true;
      req.off('data', onData);
      out.end(() => {
        if (!kept) fs.rmSync(file, { force: true });
        resolve(kept);
      });
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > max) {
        req.pause();
        finish(false);
        return;
      }
      // The socket waits while the disk catches up.
      if (!out.write(chunk)) {
        req.pause();
        out.once('drain', () => req.resume());
      }
    };
    req.on('data', onData);
    req.once('end', () => finish(true));
    req.once('error', (error) => {
      done = true;
      out.destroy();
      fs.rmSync(file, { force: true });
      reject(error);
    });
    out.once('error', reject);
  });
}
