import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendPublicDocument } from '../../render/publicDocument';
import { publicOrigin } from '../../render/publicOrigin';
import { articlePath, authorPath, tagPath, type PublicDocumentsOptions } from './feeds';
import { keptDocuments } from './keptDocuments';

export interface SitemapOptions extends PublicDocumentsOptions {
  /** URLs per sitemap file (sitemaps.org allows 50,000); past it, /sitemap.xml is an index. */
  sitemapUrlsPerFile?: number;
}

/**
 * Bytes of sitemap files kept: a 50,000-URL file is about 5 MB, and the origin (taken from the
 * Host header without FOLIO_PUBLIC_URL) is part of each one's key.
 */
const SITEMAP_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * `/sitemap.xml`: the home page, every published article (lastmod: its last update), every tag
 * and author with a published article; past `sitemapUrlsPerFile` URLs, an index of
 * `/sitemap-N.xml` files. `/robots.txt` names it.
 */
export async function sitemapRoutes(app: FastifyInstance, options: SitemapOptions) {
  const perFile = options.sitemapUrlsPerFile ?? 50_000;
  const originOf = (request: FastifyRequest) =>
    publicOrigin(request, options.publicUrl ?? null, options.trustProxy);
  // A 5,700-URL sitemap took ~50 ms a request before it was kept.
  const kept = keptDocuments(options.store, SITEMAP_CACHE_BYTES);
  /** The document at `path` (its route's, whatever the query), built by `build` when not kept. */
  const sendKept = (
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    build: (origin: string) => Promise<string | null>,
  ) => {
    const origin = originOf(request);
    return kept(request, reply, 'xml', { path, origin }, async () => {
      const body = await build(origin);
      return body === null ? null : { body, provisional: false };
    });
  };

  const urls = async (origin: string): Promise<{ loc: string; lastmod?: string }[]> => {
    const pages = await options.store.feeds.sitemapPages();
    return [
      { loc: `${origin}/` },
      ...pages.articles.map((a) => ({ loc: origin + articlePath(a.slug), lastmod: a.updatedAt })),
      ...pages.tags.map((t) => ({ loc: origin + tagPath(t.name), lastmod: t.updatedAt })),
      ...pages.authors.map((a) => ({ loc: origin + authorPath(a.handle), lastmod: a.updatedAt })),
    ];
  };

  app.get('/sitemap.xml', (request, reply) =>
    sendKept(request, reply, '/sitemap.xml', async (origin) => {
      const all = await urls(origin);
      if (all.length <= perFile) return urlset(all);
      const files = Math.ceil(all.length / perFile);
      const entries = Array.from(
        { length: files },
        (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
      );
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
    }),
  );

  app.get('/sitemap-:page', async (request, reply) => {
    const match = /^([1-9][0-9]{0,6})\.xml$/.exec((request.params as { page: string }).page);
    if (!match) return reply.callNotFound();
    const page = Number(match[1]);
    return sendKept(request, reply, `/sitemap-${page}.xml`, async (origin) => {
      const all = await urls(origin);
      // Only an index has parts: a site that fits one file has no /sitemap-1.xml.
      if (all.length <= perFile || (page - 1) * perFile >= all.length) return null;
      return urlset(all.slice((page - 1) * perFile, page * perFile));
    });
  });

  app.get('/robots.txt', (request, reply) =>
    sendPublicDocument(
      request,
      reply,
      'text',
      `User-agent: *\nAllow: /\n\nSitemap: ${originOf(request)}/sitemap.xml\n`,
    ),
  );
}

function urlset(urls: { loc: string; lastmod?: string }[]): string {
  const entries = urls.map(
    ({ loc, lastmod }) =>
      `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
