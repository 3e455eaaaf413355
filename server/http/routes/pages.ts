import type { FastifyReply, FastifyRequest } from 'fastify';
import { TRUST_NO_PROXY, type TrustProxy } from '../../auth/clientAddress';
import { ReadRates, ReadsRefused } from '../../auth/readRates';
import { requestSession } from '../../auth/sessionCookie';
import { createContext } from '../../graphql/context';
import { isStoreUnavailable } from '../../db/storeUnavailable';
import type { Store } from '../../db/store';
import { negotiateEncoding } from '../negotiateEncoding';
import { type CachedPage, PageCache, pageValidator } from '../../render/pageCache';
import { PAGE_CODINGS, type PageCoding, encodePage, encodedEtag } from '../../render/pageEncoding';
import type { PageRenderer, RenderedDocument } from '../../render/pageRenderer';
import { PUBLIC_CACHE_CONTROL, matchesEtag } from '../../render/publicDocument';
import { publicOrigin } from '../../render/publicOrigin';
import { storeGeneration } from '../../render/storeGeneration';
import { redirectLocation } from '../../domain/redirects';
import { canonicalPagePath } from './pagePath';

export interface PagesOptions {
  store: Store;
  renderer: PageRenderer;
  secureCookies?: boolean;
  trustProxy?: TrustProxy;
  publicUrl?: string | null;
  /** Where anonymous readers' pages are kept (a test may pass a small one to watch it). */
  pageCache?: PageCache;
  /** Renders per client address (auth/readRates.ts): a page held in the cache is not counted. */
  readRates?: ReadRates;
  /**
   * False: a page is sent once wholly rendered and compressed, as before pages were streamed
   * (for the benchmark's side-by-side figures). Streamed by default.
   */
  streaming?: boolean;
}

/**
 * Answers an app URL with its server-rendered page (src/entry-server.tsx): status 404 when the
 * page is the not-found page, 200 otherwise, compressed when the client takes it, and streamed:
 * the headers and the head go out once the page's data is loaded and React has rendered it,
 * the rest as it is written (render/pageStream.ts). What an anonymous reader gets is the same
 * for all of them: it is rendered once per store change (render/pageCache.ts; a cached page is
 * sent whole) and a CDN may keep it a few minutes (with an ETag of what it shows, for 304s).
 * Anything rendered with a session cookie is rendered for that reader alone, never kept, and
 * sent `private, no-store`; `Vary: Cookie` keeps a cache from handing one to the other.
 * A path spelled otherwise than its page's (`/Articles/x`, `//articles/x`) is redirected to
 * it before anything is rendered or kept; a route's redirect is answered as one, never kept.
 * An old link (domain/redirects.ts: an imported post's old path, an editor's redirect) answers
 * 301 to its article where the page would be a 404, or, carrying a query (`/?p=123`), before
 * the page its path names is rendered; it is never kept as a page.
 * Resolves true once it has answered; false for a URL the SPA shell answers (editor, drafts,
 * settings, sign-in). Rejects when the render failed (errorPages.ts answers it: 503 while the
 * store is unavailable, 500 for a bug), except that an anonymous reader then gets the page
 * last rendered for the URL, if one is held (stale-if-error). A page whose Markdown no render
 * thread could start in time is not held for seconds: an anonymous reader gets the page held
 * for the URL the same way, if there is one; anyone else, the shell (its browser formats it).
 */
export function pageHandler(options: PagesOptions) {
  const cache = options.pageCache ?? new PageCache({ generation: storeGeneration(options.store) });
  const readRates = options.readRates ?? new ReadRates();
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const canonical = canonicalPagePath(request.url);
    if (canonical !== null) {
      return sent(reply.header('cache-control', PUBLIC_CACHE_CONTROL).redirect(canonical, 301));
    }
    if (request.url.includes('?')) {
      const location = await oldLinkTarget(false);
      if (location) return sendRedirect({ status: 301, location }, PUBLIC_CACHE_CONTROL);
    }
    const session = requestSession(request.raw, request.cookies, options);
    const origin = publicOrigin(request, options.publicUrl ?? null, options.trustProxy);
    const render = () => {
      const wait = readRates.take(request.raw, options.trustProxy ?? TRUST_NO_PROXY);
      if (wait > 0) throw new ReadsRefused(wait);
      return options.renderer.render({
        url: request.url,
        origin,
        context: createContext(options.store, session),
        onError: (error) =>
          request.log.error(
            `server rendering ${request.url.split('?')[0]}: ${(error as Error)?.stack ?? String(error)}`,
          ),
      });
    };
    reply.type('text/html; charset=utf-8').header('vary', 'cookie, accept-encoding');
    const coding = negotiateEncoding(request.headers['accept-encoding'], PAGE_CODINGS);
    const streaming = options.streaming !== false;

    if (session.token === null) {
      try {
        return await anonymous();
      } catch (error) {
        // An outage, or a client past its rate: the page as last rendered, if one is held.
        const refused = error instanceof ReadsRefused;
        const answered = isStoreUnavailable(error) || refused ? sendHeld() : null;
        if (!answered) throw error;
        request.log.warn(
          `${refused ? 'a client past its read rate' : 'the store is unavailable'}: ` +
            `${request.url.split('?')[0]} served as last rendered`,
        );
        return answered;
      }
    }

    const rendered = await render();
    if (!rendered || rendered.kind === 'busy') return false;
    if (rendered.kind === 'redirect') return sendRedirect(rendered, 'private, no-store');
    const led = await oldLink(rendered.status, 'private, no-store');
    if (led) return led;
    // Set before the first byte: a session renewed while the page's queries ran.
    if (session.setCookies.length > 0) reply.header('set-cookie', [...session.setCookies]);
    reply.code(rendered.status).header('cache-control', 'private, no-store');
    return sendPrivate(reply, rendered, coding, streaming);

    async function anonymous(): Promise<boolean> {
      const found = await cache.lookup(request.url, origin);
      if (found.kind !== 'miss') {
        const page = found.kind === 'hit' ? found.page : await found.page;
        // Null: the URL is the shell's, a redirect, or a page no thread could render in time,
        // which this reader renders for itself.
        // A kept 404 had no redirect at this store generation, and a redirect added since
        // moved the generation: a kept page is sent without asking again.
        if (page) return sendWhole(page, PUBLIC_CACHE_CONTROL);
        const again = await render();
        if (again?.kind === 'page' && (await oldLink(again.status))) return true;
        // A page: the render ahead found no thread in time, this one did; the shell, as before.
        return again?.kind === 'page' ? false : unkept(again);
      }
      const { miss } = found;
      let rendered: RenderedDocument;
      try {
        rendered = await render();
      } catch (error) {
        miss.settle(Promise.reject(error));
        throw error;
      }
      if (rendered?.kind !== 'page') {
        miss.settle(Promise.resolve(null));
        return unkept(rendered);
      }
      if (rendered.status === 404) {
        const led = await oldLink(rendered.status);
        if (led) {
          miss.settle(Promise.resolve(null));
          return led;
        }
      }
      const etag = pageValidator(rendered.contentHash, miss.key, rendered.provisional);
      const page = rendered.stream(streaming ? coding : null);
      const whole = page.html.then((html): CachedPage => ({
        status: rendered.status,
        html,
        etag,
        provisional: rendered.provisional,
        encoded: new Map(),
      }));
      miss.settle(whole);
      if (!streaming) return sendWhole(await whole, PUBLIC_CACHE_CONTROL);
      if (coding) {
        void Promise.all([whole, page.encoded]).then(([kept, bytes]) => {
          if (bytes) cache.keepEncoded(request.url, origin, kept, coding, bytes);
        });
      }
      reply
        .code(rendered.status)
        .header('cache-control', PUBLIC_CACHE_CONTROL)
        .header('etag', encodedEtag(etag, coding));
      if (matchesEtag(request.headers['if-none-match'], encodedEtag(etag, coding))) {
        // The render goes on into the cache; this reader has the page already.
        page.body.destroy();
        return sent(reply.code(304).send());
      }
      if (coding) reply.header('content-encoding', coding);
      return sent(reply.send(page.body));
    }

    /** An anonymous reader's answer that is not kept: a redirect, the held page, or the shell. */
    async function unkept(rendered: Exclude<RenderedDocument, { kind: 'page' }>) {
      if (rendered?.kind === 'redirect') return sendRedirect(rendered, PUBLIC_CACHE_CONTROL);
      if (rendered?.kind === 'busy') return (await sendHeld()) ?? false;
      return false;
    }

    /**
     * The page last rendered for the URL, if one is held: sent as it was, not to be kept as
     * fresh by anyone downstream (the next request should ask again); null when none is.
     */
    function sendHeld(): Promise<boolean> | null {
      const held = cache.held(request.url, origin);
      return held && sendWhole(held, 'no-cache');
    }

    /** A page rendered before: sent whole, or 304 when the reader has it. */
    async function sendWhole(page: CachedPage, cacheControl: string): Promise<boolean> {
      const etag = encodedEtag(page.etag, coding);
      reply.code(page.status).header('cache-control', cacheControl).header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return sent(reply.code(304).send());
      if (!coding) return sent(reply.send(page.html));
      const body = await cache.encoded(request.url, origin, page, coding);
      return sent(reply.header('content-encoding', coding).send(body));
    }

    /** An old link's 301 where the page is a 404 (never kept as a page); null otherwise. */
    async function oldLink(status: number, cacheControl = PUBLIC_CACHE_CONTROL) {
      if (status !== 404) return null;
      const location = await oldLinkTarget(true);
      return location ? sendRedirect({ status: 301, location }, cacheControl) : null;
    }

    /** Where an old link leads; nowhere while the store is unavailable (held pages answer). */
    function oldLinkTarget(withPath: boolean): Promise<string | null> {
      return redirectLocation(options.store, request.url, withPath).catch((error: unknown) => {
        if (isStoreUnavailable(error)) return null;
        throw error;
      });
    }

    function sendRedirect(to: { status: number; location: string }, cacheControl: string) {
      return sent(reply.header('cache-control', cacheControl).redirect(to.location, to.status));
    }
  };
}

async function sendPrivate(
  reply: FastifyReply,
  rendered: Extract<RenderedDocument, { kind: 'page' }>,
  coding: PageCoding | null,
  streaming: boolean,
): Promise<boolean> {
  if (streaming) {
    if (coding) reply.header('content-encoding', coding);
    return sent(reply.send(rendered.stream(coding).body));
  }
  const html = await rendered.stream(null).html;
  if (!coding) return sent(reply.send(html));
  return sent(reply.header('content-encoding', coding).send(await encodePage(html, coding)));
}

/**
 * True: the page answered. Never the reply itself: a reply is a thenable that settles (with
 * nothing) once the response has ended, so the caller's `await` read it as "no page" and
 * answered a second time with the shell ("Reply was already sent" in the log).
 */
function sent(_reply: FastifyReply): true {
  return true;
}
