import path from 'node:path';
import type { GraphQLObjectType } from 'graphql';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { PageRenderer } from '../../render/pageRenderer';
import { createSchema } from '../../graphql/schema';
import { storeDatedArticle, storeUser, userId } from './publicDocumentsFixtures';

// Server-rendered pages over a real server and store (SQLite or PostgreSQL), read as a crawler reads them: the
// raw HTML of each reader route, its status and caching headers. Needs the built client and
// renderer (`npm run build`; npm test builds first).

const root = path.resolve(__dirname, '..', '..', '..');
const clientDir = path.join(root, 'dist');
const bundle = path.join(root, 'dist-server', 'entry-server.js');

let server: TestServer;

beforeAll(async () => {
  if (!PageRenderer.available(bundle, path.join(clientDir, 'index.html'))) {
    throw new Error('Build first (npm run build): dist/ and dist-server/ are needed.');
  }
  server = await startTestServer({ seed: 'demo', clientDir });
  const ada = await userId(server, 'ada');
  await storeDatedArticle(server, {
    slug: 'rendered-on-the-server',
    title: 'Rendered </script><!-- on the server \u2028',
    body: '# Heading one\n\nA paragraph with **bold** text and a `</script>` in code.\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    status: 'PUBLISHED',
    authorId: ada,
    publishedAt: '2030-01-01T00:00:00.000Z',
    tags: ['servers'],
  });
  const drafter = await storeUser(server, 'drafter', 'Only Drafts');
  await storeDatedArticle(server, {
    slug: 'secret-draft',
    title: 'A secret draft title',
    body: 'Secret draft body',
    status: 'DRAFT',
    authorId: drafter,
    publishedAt: '2030-01-02T00:00:00.000Z',
  });
  // The server's Markdown thread starts with the first article rendered (tsx, jsdom, marked).
  await get('/articles/rendered-on-the-server');
}, 60_000);

afterAll(() => server?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(server.origin + url, { headers, redirect: 'manual' });

/** The text inside `<div id="root">`, tags removed, entities of the kind React writes decoded. */
function rootText(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="folio-data">');
  return html
    .slice(start, end)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

/** The JSON of the page's data block, parsed. */
function pageData(html: string): {
  records: Record<string, Record<string, unknown>>;
  markdown: [unknown, string, unknown][];
  siteOrigin: string;
} {
  const match = /<script type="application\/json" id="folio-data">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('no data block');
  return JSON.parse(match[1]!);
}

describe('server-rendered reader routes', () => {
  test('an article is served with its title, rendered Markdown and table, and its data', async () => {
    const response = await get('/articles/rendered-on-the-server');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    const text = rootText(html);
    expect(text).toContain('Rendered </script><!-- on the server');
    expect(html).toContain('<h1 id="h-heading-one">Heading one');
    expect(html).toMatch(/<table>[\s\S]*<td>1<\/td>/);
    expect(html).toContain('<strong>bold</strong>');
    const data = pageData(html);
    expect(data.siteOrigin).toBe(server.origin);
    expect(JSON.stringify(data.records)).toContain('Rendered </script><!-- on the server \u2028');
  });

  test("the author's bio comes formatted, and the data block holds each source once", async () => {
    const html = await (await get('/articles/rendered-on-the-server')).text();
    // Ada's bio (demo seed): readable without JavaScript, and nothing left for the browser to lex.
    expect(html).toMatch(/class="markdown bio"[^>]*><p>Editor of Folio\.[^<]*<em>means<\/em>/);
    expect(html).not.toContain('markdown-unformatted');
    const data = pageData(html);
    const [id] = Object.entries(data.records).find(
      ([, record]) => record.slug === 'rendered-on-the-server',
    )!;
    const body = data.records[id]!.body as string;
    const entry = data.markdown.find(([, rendered]) => rendered.includes('Heading one'))!;
    // The body is named by its record, not written again beside its HTML.
    expect(entry[0]).toEqual([id, 'body']);
    expect(JSON.stringify(data).split(JSON.stringify(body)).length).toBe(2);
  });

  test('nothing from a title or body can end the data block or open a comment in it', async () => {
    const html = await (await get('/articles/rendered-on-the-server')).text();
    const start = html.indexOf('<script type="application/json" id="folio-data">');
    const block = html.slice(start, html.indexOf('</script>', start) + '</script>'.length);
    // The block ends with its own closing tag, and holds none of the characters that could end it.
    expect(block.slice(block.indexOf('>') + 1, -'</script>'.length)).not.toMatch(
      /[<>&\u2028\u2029]/,
    );
    expect(html.slice(start)).toMatch(
      /^<script type="application\/json" id="folio-data">[^<]*<\/script><\/body>/,
    );
  });

  test.each([
    ['/', 'Rendered </script><!-- on the server'],
    ['/tags', 'servers'],
    ['/tags/servers', 'Rendered </script><!-- on the server'],
    ['/authors/ada', 'Rendered </script><!-- on the server'],
    ['/search?q=paragraph', 'Write for the Reader Who Skims'],
  ])('%s answers 200 with its content in the HTML', async (url, expected) => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(rootText(await response.text())).toContain(expected);
  });

  test.each([
    '/articles/no-such-article',
    '/authors/nobody-here',
    '/tags/no-such-tag',
    '/no/such/path',
  ])('%s answers 404 with the not-found page', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(404);
    expect(rootText(await response.text())).toContain('Page not found');
  });

  // A tag's or an author's page read the refused field's parent as missing: "not found".
  test.each(['/', '/tags/servers', '/authors/ada'])(
    'a link to %s with a malformed cursor answers 400 saying so, not 500 or 404',
    async (url) => {
      const response = await get(`${url}?after=x`);
      expect(response.status).toBe(400);
      expect(rootText(await response.text())).toContain('`after` is not a valid cursor.');
    },
  );

  test('a hidden article is a 404 with nothing of it in the HTML', async () => {
    const response = await get('/articles/secret-draft');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(rootText(html)).toContain('Page not found');
    for (const leak of ['A secret draft title', 'Secret draft body', 'Only Drafts', 'drafter']) {
      expect(html).not.toContain(leak);
    }
  });

  test('an anonymous page is cacheable by a CDN, with an ETag answered by 304', async () => {
    const response = await get('/articles/rendered-on-the-server');
    expect(response.headers.get('cache-control')).toMatch(
      /s-maxage=\d+.*stale-while-revalidate=\d+/,
    );
    expect(response.headers.get('vary')).toMatch(/cookie/i);
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get('/articles/rendered-on-the-server', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  test('a page requested with a session cookie is private and never stored', async () => {
    const response = await get('/articles/rendered-on-the-server', {
      cookie: 'folio_session=not-a-valid-token',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('etag')).toBeNull();
  });

  test('the strict CSP is kept: the page holds no script the browser would run inline', async () => {
    const response = await get('/articles/rendered-on-the-server');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    // Data blocks only (the page's records, its JSON-LD): a browser never runs those.
    expect(inline).toEqual([
      ' type="application/ld+json"',
      ' type="application/json" id="folio-data"',
    ]);
  });

  test('signed-in routes get the SPA shell, with nothing rendered into it', async () => {
    for (const url of ['/write', '/drafts', '/settings/profile', '/signin']) {
      const response = await get(url);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<div id="?root"?><\/div>/);
      expect(html).not.toContain('folio-data');
    }
  });
});

describe('when a field fails', () => {
  let broken: TestServer;
  beforeAll(async () => {
    // A bug in one resolver, as a reader would meet it: every list and article shows titles.
    const schema = createSchema();
    const title = (schema.getType('Article') as GraphQLObjectType).getFields().title!;
    title.resolve = () => {
      throw new Error('title resolver exploded at /srv/folio/secret.ts');
    };
    broken = await startTestServer({ seed: 'none', clientDir, schema });
    await storeDatedArticle(broken, {
      slug: 'a-real-page',
      title: 'A real page',
      body: 'It exists.',
      status: 'PUBLISHED',
      authorId: await storeUser(broken, 'ada', 'Ada'),
      publishedAt: '2030-01-01T00:00:00.000Z',
      tags: ['sqlite'],
    });
  }, 60_000);
  afterAll(() => broken?.close());

  test.each(['/', '/tags/sqlite', '/authors/ada', '/articles/a-real-page'])(
    '%s answers 500 with the error page, logged at error level with its request id',
    async (url) => {
      const response = await fetch(broken.origin + url, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      expect(html).toContain('Something went wrong on the server');
      expect(html).not.toContain('Page not found');
      expect(html).not.toMatch(/exploded|secret\.ts|resolver/);
      // The page's reference is the request id of the line that says what failed, with its stack.
      const reference = /reference: ([0-9a-f-]{36})/.exec(html)![1];
      const logged = broken.logRecords.find(
        (line) => line.reqId === reference && line.msg.includes('exploded'),
      );
      expect(logged?.level).toBe(50);
      expect(logged?.msg).toContain(`GET ${url} failed`);
    },
  );
});

describe('without the renderer', () => {
  let shell: TestServer;
  beforeAll(async () => {
    shell = await startTestServer({ seed: 'demo', clientDir, rendererBundle: null });
  }, 60_000);
  afterAll(() => shell?.close());

  test('every app route gets the SPA shell, as from any static server', async () => {
    const response = await fetch(`${shell.origin}/articles/no-such-article`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<div id="?root"?><\/div>/);
    expect(html).not.toContain('folio-data');
  });
});
