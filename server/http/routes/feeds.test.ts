import http from 'node:http';
import Parser from 'rss-parser';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { FEED_ITEMS } from './feeds';
import { storeDatedArticle, storeUser, userId } from './publicDocumentsFixtures';

// Each feed renders up to 20 bodies through the server's Markdown thread: seconds on a busy machine.
jest.setTimeout(60_000);

// The feeds over a real server and store (SQLite or PostgreSQL), read back by an independent parser (rss-parser).

const parser = new Parser();
/** Category names as rss-parser gives them (a string, or `_` beside a domain). */
const categories = (item: Parser.Item) =>
  (item.categories ?? []).map((c) => (typeof c === 'string' ? c : (c as { _: string })._));
/** An item's HTML: RSS's content:encoded, Atom's content. */
const html = (item: Parser.Item) =>
  ((item as Record<string, unknown>)['content:encoded'] as string | undefined) ??
  item.content ??
  '';
let server: TestServer;
let published: { slug: string; title: string }[];
let adaName: string;

const NEWEST = '2030-01-01T00:00:00.000Z';
/** An upload's id: its image is shown with renditions (`<picture>`, `srcset`). */
const STORED_IMAGE = '0123456789abcdef0123456789abcdef';

beforeAll(async () => {
  server = await startTestServer({ seed: 'demo' });
  const ada = await userId(server, 'ada');
  adaName = (await server.sql<{ name: string }>('SELECT name FROM users WHERE id = ?', ada))[0]!
    .name;
  // Newer than every demo article: the first item of each feed it belongs in.
  await storeDatedArticle(server, {
    slug: 'hostile-html',
    title: 'Tom & Jerry <script>alert(1)</script>',
    body: `## Top\n\n<script>alert(1)</script>\n\n<img src="pic.png" onerror="alert(2)">\n\n[next](/articles/x) [top](#h-top)\n\n![A stored image](/media/${STORED_IMAGE}-800x600.png)`,
    status: 'PUBLISHED',
    authorId: ada,
    publishedAt: NEWEST,
    tags: ['security'],
  });
  // Hidden: newer still, yet in no feed, and nothing of theirs anywhere.
  const drafter = await storeUser(server, 'drafter', 'Only Drafts');
  await storeDatedArticle(server, {
    slug: 'secret-draft--abcd',
    title: 'Secret draft',
    body: 'draft',
    status: 'DRAFT',
    authorId: drafter,
    publishedAt: '2031-01-01T00:00:00.000Z',
    tags: ['unreleased'],
  });
  await storeDatedArticle(server, {
    slug: 'archived-piece',
    title: 'Archived piece',
    body: 'old',
    status: 'ARCHIVED',
    authorId: ada,
    publishedAt: '2031-01-02T00:00:00.000Z',
    tags: ['security'],
  });
  published = await server.sql<{ slug: string; title: string }>(
    `SELECT slug, title FROM articles WHERE status = 'PUBLISHED' ORDER BY published_at DESC, id DESC`,
  );
});
afterAll(() => server.close());

async function feed(path: string) {
  const response = await fetch(server.origin + path);
  const text = await response.text();
  return { response, text, feed: await parser.parseString(text) };
}

it.each(['/feed.xml', '/atom.xml'])(
  '%s lists the latest published articles, newest first',
  async (path) => {
    const { response, feed: parsed } = await feed(path);
    expect(response.status).toBe(200);
    expect(parsed.items.map((item) => item.link)).toEqual(
      published.slice(0, FEED_ITEMS).map((a) => `${server.origin}/articles/${a.slug}`),
    );
    expect(parsed.items[0]!.creator ?? parsed.items[0]!.author).toBe('Ada Lovelace');
  },
);

it('serves RSS and Atom with their types and public caching', async () => {
  const rss = await fetch(`${server.origin}/feed.xml`);
  expect(rss.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
  expect(rss.headers.get('cache-control')).toBe(
    'public, max-age=0, s-maxage=300, stale-while-revalidate=600',
  );
  const atom = await fetch(`${server.origin}/atom.xml`);
  expect(atom.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
  const again = await fetch(`${server.origin}/feed.xml`, {
    headers: { 'if-none-match': rss.headers.get('etag')! },
  });
  expect(again.status).toBe(304);
  expect(await again.text()).toBe('');
});

it('carries each article as sanitized HTML with absolute links and images', async () => {
  for (const path of ['/feed.xml', '/atom.xml']) {
    const { text, feed: parsed } = await feed(path);
    expect(text).not.toContain('<script');
    expect(text).not.toMatch(/onerror/i);
    const hostile = parsed.items[0]!;
    expect(html(hostile)).toContain(`<img src="${server.origin}/articles/pic.png"`);
    expect(html(hostile)).toContain(`href="${server.origin}/articles/x"`);
    // Every rendition of the stored image, on the <img> and each <source>, at its full URL.
    const srcsets = [...html(hostile).matchAll(/srcset="([^"]*)"/g)].map((m) => m[1]!);
    expect(srcsets).toHaveLength(3);
    for (const srcset of srcsets) {
      for (const candidate of srcset.split(', ')) {
        expect(candidate).toMatch(new RegExp(`^${server.origin}/media/${STORED_IMAGE}-\\d+\\.`));
      }
    }
    // The heading's "#" link is the article page's, not the feed reader's.
    expect(html(hostile)).toMatch(/<h2 id="h-top">Top<\/h2>/);
    for (const item of parsed.items) {
      expect(html(item)).not.toMatch(/(?:href|src|srcset)="\//);
      expect(html(item)).not.toContain('heading-anchor');
    }
  }
});

/** GET `path` with the Host header a client chose (fetch sends the origin's own). */
function getWithHost(path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, server.origin), { headers: { host } }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve(text));
      })
      .on('error', reject);
  });
}

it('believes a Host header naming this machine, and no other (each would be a feed to render)', async () => {
  const { port } = new URL(server.origin);
  const links = async (host: string) =>
    new Set(
      [...(await getWithHost('/feed.xml', host)).matchAll(/<link>(https?:\/\/[^/<]+)/g)].map(
        (m) => m[1],
      ),
    );
  expect(await links(`localhost:${port}`)).toEqual(new Set([`http://localhost:${port}`]));
  for (const invented of ['blog.attacker.example', `evil.example:${port}`, '10.0.0.1']) {
    expect(await links(invented)).toEqual(new Set([server.origin]));
  }
});

it('is built once per change of what it lists: kept between requests, built again after a publish', async () => {
  const before = await fetch(`${server.origin}/tags/security/feed.xml`);
  const kept = await fetch(`${server.origin}/tags/security/feed.xml`);
  expect(kept.headers.get('etag')).toBe(before.headers.get('etag'));
  await storeDatedArticle(server, {
    slug: 'fresh-security-note',
    title: 'A fresh security note',
    body: 'New.',
    status: 'PUBLISHED',
    authorId: await userId(server, 'ada'),
    publishedAt: '2032-01-01T00:00:00.000Z',
    tags: ['security'],
  });
  const after = await feed('/tags/security/feed.xml');
  expect(after.response.headers.get('etag')).not.toBe(before.headers.get('etag'));
  expect(after.feed.items[0]!.title).toBe('A fresh security note');
  published = await server.sql<{ slug: string; title: string }>(
    `SELECT slug, title FROM articles WHERE status = 'PUBLISHED' ORDER BY published_at DESC, id DESC`,
  );
});

it('keeps drafts and archived articles out of every feed', async () => {
  for (const path of [
    '/feed.xml',
    '/atom.xml',
    '/tags/security/feed.xml',
    '/authors/ada/atom.xml',
  ]) {
    const { text } = await feed(path);
    expect(text).not.toContain('Secret draft');
    expect(text).not.toContain('Archived piece');
  }
  expect((await fetch(`${server.origin}/authors/drafter/feed.xml`)).status).toBe(404);
  expect((await fetch(`${server.origin}/tags/unreleased/atom.xml`)).status).toBe(404);
});

it('has a feed per tag and per author', async () => {
  const tagged = (await feed('/tags/security/feed.xml')).feed;
  expect(tagged.items.length).toBeGreaterThan(1);
  expect(categories(tagged.items[0]!)).toEqual(['security']);
  for (const item of tagged.items) expect(categories(item)).toContain('security');
  expect((await feed('/tags/security/atom.xml')).text).toMatch(/<category [^>]*term="security"/);
  expect(tagged.link).toBe(`${server.origin}/tags/security`);

  const byAda = (await feed('/authors/ada/feed.xml')).feed;
  expect(byAda.items.length).toBeGreaterThan(0);
  for (const item of byAda.items) expect(item.creator).toBe(adaName);
});

it('answers 404 for an unknown tag or author, and moves /rss.xml to /feed.xml', async () => {
  for (const path of ['/tags/no-such-tag/feed.xml', '/authors/nobody/atom.xml']) {
    expect((await fetch(server.origin + path)).status).toBe(404);
  }
  const moved = await fetch(`${server.origin}/rss.xml`, { redirect: 'manual' });
  expect(moved.status).toBe(301);
  expect(moved.headers.get('location')).toBe('/feed.xml');
});
