import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Store } from '../../db/store';
import { type CachedPage, PageCache } from '../../render/pageCache';
import { type DocumentType, etagOf, sendPublicDocument } from '../../render/publicDocument';
import { storeGeneration } from '../../render/storeGeneration';

/**
 * A document as built: its text, and whether it is provisional (it shows a body unformatted for
 * missing its time budget, so it is kept a minute, as such a page is, not until the next change).
 */
export interface BuiltDocument {
  body: string;
  provisional: boolean;
}

/** Sends the document kept under `path` for `origin`, or what `build` makes (null: 404). */
export type SendKept = (
  request: FastifyRequest,
  reply: FastifyReply,
  type: DocumentType,
  at: { path: string; origin: string },
  build: () => Promise<BuiltDocument | null>,
) => Promise<FastifyReply | void>;

/**
 * Public documents (sitemaps, feeds) built once per store change and origin, as pages are, in
 * at most `bytes`: a feed of twenty long articles is megabytes of XML to build, and a handful
 * of clients asking for one in a loop held up every page. Requests that come while a document
 * is built wait for that build.
 */
export function keptDocuments(store: Store, bytes: number): SendKept {
  const cache = new PageCache({
    generation: storeGeneration(store),
    pageBytes: bytes,
    longTailBytes: 0,
  });
  return async (request, reply, type, { path, origin }, build) => {
    const found = await cache.lookup(path, origin);
    let kept: CachedPage | null;
    if (found.kind === 'hit') kept = found.page;
    else if (found.kind === 'pending') kept = await found.page;
    else {
      const built = build().then((document) => document && keptDocument(document));
      found.miss.settle(built);
      kept = await built;
    }
    if (!kept) return reply.callNotFound();
    return sendPublicDocument(request, reply, type, kept.html, kept.etag);
  };
}

function keptDocument({ body, provisional }: BuiltDocument): CachedPage {
  const html = Buffer.from(body);
  return { status: 200, html, etag: etagOf(html), provisional, encoded: new Map() };
}
