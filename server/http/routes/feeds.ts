import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Feed } from 'feed';
import { normalizeHandle } from '../../../schema/rules';
import type { TrustProxy } from '../../auth/clientAddress';
import type { Store } from '../../db/store';
import type { FeedArticle } from '../../db/readingStores';
import { publicOrigin } from '../../render/publicOrigin';
import { FEED_RENDER_WAIT_MS, ServerMarkdown } from '../../render/serverMarkdown';
import { keptDocuments } from './keptDocuments';

/** Items in each feed: the latest published articles. */
export const FEED_ITEMS = 20;

export interface PublicDocumentsOptions {
  store: Store;
  trustProxy?: TrustProxy;
  /** FOLIO_PUBLIC_URL's origin; null: each request's own (server/render/publicOrigin.ts). */
  publicUrl?: string | null;
  /** The Markdown renderer to share; by default one of the feeds' own, ended with the app. */
  markdown?: ServerMarkdown;
}

/** What one feed covers: the site, a tag or an author. */
interface FeedScope {
  of: { tagId: number } | { authorId: number } | null;
  title: string;
  description: string;
  /** Its page's path (`/`, `/tags/x`, `/authors/y`); its feeds are `feed.xml`, `atom.xml` beside it. */
  page: string;
}

const SITE_NAME = 'Folio';

/**
 * Bytes of feeds kept (keptDocuments.ts): twenty 100 KB articles make a feed of a few MB, and
 * the site, each tag and each author has two.
 */
const FEED_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * RSS 2.0 and Atom 1.0 feeds of the latest published articles, for the site (`/feed.xml`,
 * `/atom.xml`; `/rss.xml` moved to `/feed.xml`), a tag and an author (the same under
 * `/tags/$name/` and `/authors/$handle/`; 404 for a tag or author with nothing published).
 * Each item carries the article's whole HTML, rendered by the reader's own pipeline
 * (server/render/) with its links and images made absolute.
 */
export async function feedRoutes(app: FastifyInstance, options: PublicDocumentsOptions) {
  const { feeds } = options.store;
  const markdown = options.markdown ?? new ServerMarkdown();
  const kept = keptDocuments(options.store, FEED_CACHE_BYTES);
  // Ended with the server, whether it closes through Fastify or as a node:http server (tests).
  if (!options.markdown) app.server.once('close', () => void markdown.close());

  const answer =
    (scopeOf: (request: FastifyRequest) => Promise<FeedScope | null>, format: 'rss' | 'atom') =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const scope = await scopeOf(request);
      if (!scope) return reply.callNotFound();
      const origin = publicOrigin(request, options.publicUrl ?? null, options.trustProxy);
      const path = `${scope.page === '/' ? '' : scope.page}/${format === 'rss' ? 'feed' : 'atom'}.xml`;
      return kept(request, reply, format, { path, origin }, async () => {
        const items = await feeds.latestPublished(scope.of, FEED_ITEMS);
        const { feed, provisional } = await buildFeed(markdown, origin, scope, items);
        return { body: format === 'rss' ? feed.rss2() : feed.atom1(), provisional };
      });
    };

  const site = async (): Promise<FeedScope> => ({
    of: null,
    title: SITE_NAME,
    description: `The latest articles on ${SITE_NAME}`,
    page: '/',
  });
  const tag = async (request: FastifyRequest): Promise<FeedScope | null> => {
    const found = await feeds.publishedTag((request.params as { name: string }).name);
    return found
      ? {
          of: { tagId: found.id },
          title: `${SITE_NAME}: #${found.name}`,
          description: `The latest articles tagged #${found.name} on ${SITE_NAME}`,
          page: tagPath(found.name),
        }
      : null;
  };
  const author = async (request: FastifyRequest): Promise<FeedScope | null> => {
    const handle = normalizeHandle((request.params as { handle: string }).handle);
    const found = await feeds.publishedAuthor(handle);
    return found
      ? {
          of: { authorId: found.id },
          title: `${SITE_NAME}: ${found.name}`,
          description: `The latest articles by ${found.name} on ${SITE_NAME}`,
          page: authorPath(found.handle),
        }
      : null;
  };

  app.get('/feed.xml', answer(site, 'rss'));
  app.get('/atom.xml', answer(site, 'atom'));
  app.get('/rss.xml', (_request, reply) => reply.redirect('/feed.xml', 301));
  app.get('/tags/:name/feed.xml', answer(tag, 'rss'));
  app.get('/tags/:name/atom.xml', answer(tag, 'atom'));
  app.get('/authors/:handle/feed.xml', answer(author, 'rss'));
  app.get('/authors/:handle/atom.xml', answer(author, 'atom'));
}

export function articlePath(slug: string): string {
  return `/articles/${encodeURIComponent(slug)}`;
}

export function tagPath(name: string): string {
  return `/tags/${encodeURIComponent(name)}`;
}

export function authorPath(handle: string): string {
  return `/authors/${encodeURIComponent(handle)}`;
}

async function buildFeed(
  markdown: ServerMarkdown,
  origin: string,
  scope: FeedScope,
  articles: FeedArticle[],
): Promise<{ feed: Feed; provisional: boolean }> {
  const page = origin + scope.page;
  const feedBase = scope.page === '/' ? origin : page;
  const contents = await Promise.all(
    articles.map((article) =>
      markdown.render(article.body, {
        origin,
        base: origin + articlePath(article.slug),
        cacheKey: `article:${article.id}:${article.revision}`,
        maxWaitMs: FEED_RENDER_WAIT_MS,
      }),
    ),
  );
  const feed = new Feed({
    // The feed marks titles as HTML (Atom's type="html"): plain text is escaped for it.
    title: escapeText(scope.title),
    description: escapeText(scope.description),
    id: page,
    link: page,
    language: 'en',
    generator: SITE_NAME,
    copyright: '',
    // The newest change to anything listed; a feed with nothing in it has not changed since 1970.
    updated: new Date(
      articles.reduce(
        (latest, a) => (a.updatedAt > latest ? a.updatedAt : latest),
        '1970-01-01T00:00:00.000Z',
      ),
    ),
    feedLinks: { rss: `${feedBase}/feed.xml`, atom: `${feedBase}/atom.xml` },
  });
  articles.forEach((article, i) => {
    const link = origin + articlePath(article.slug);
    feed.addItem({
      title: escapeText(article.title),
      id: link,
      link,
      description: article.summary ? escapeText(article.summary) : undefined,
      content: contents[i]!.html,
      author: [
        { name: escapeText(article.authorName), link: origin + authorPath(article.authorHandle) },
      ],
      date: new Date(article.updatedAt),
      published: new Date(article.publishedAt),
      category: article.tags.map((name) => ({ name, term: name, domain: origin + tagPath(name) })),
    });
  });
  // 'busy' (no thread could take it) is as passing as a missed budget: both are tried again.
  return { feed, provisional: contents.some((content) => content.unformatted !== null) };
}

/** Plain text as HTML text: what a field read as HTML must hold to show the text as it is. */
function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}
