import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createFolioServer } from '../http';
import { PageCache } from '../../render/pageCache';
import { PageRenderer } from '../../render/pageRenderer';
import { storeGeneration } from '../../render/storeGeneration';
import { createSchema } from '../../graphql/schema';
import { tempStore, type TestStore } from '../../testing/testStore';

// Pages are streamed: over a real server, with a renderer bundle whose page holds its end back
// until the test lets it go (a slow page), what a reader gets before the render has ended: the
// status, the caching headers with the ETag, and the head with the stylesheet and the title.
// Needs the built client (`npm run build`), whose index.html the pages are written into.

const root = path.resolve(__dirname, '..', '..', '..');
const clientDir = path.join(root, 'dist');

/** A renderer bundle (src/entry-server.tsx's interface) whose pages end when the test says. */
const SLOW_BUNDLE = `
const HEAD_END = '<template data-folio-head-end=""></template>';
exports.renderPage = async (request) => {
  const missing = request.url.startsWith('/missing');
  return {
    kind: 'page',
    status: missing ? 404 : 200,
    pipe(destination) {
      destination.write('<title>Slow page</title>' + HEAD_END + '<main><p>First part</p>');
      globalThis.folioSlowPageGate.then(() => {
        destination.write('<p>Last part</p></main>');
        destination.end();
      });
    },
    data: () => JSON.stringify({ records: {}, markdown: [], siteOrigin: request.siteOrigin }),
  };
};
`;

let dir: string;
let t: TestStore;
let server: ReturnType<typeof createFolioServer>;
let origin: string;
let now = 0;
let openGate: () => void = () => {};

function closeGate(): void {
  (globalThis as { folioSlowPageGate?: Promise<void> }).folioSlowPageGate = new Promise(
    (resolve) => (openGate = resolve),
  );
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) {
    throw new Error('Build first (npm run build): dist/ is needed.');
  }
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-pagestream-'));
  const bundle = path.join(dir, 'slow-renderer.js');
  fs.writeFileSync(bundle, SLOW_BUNDLE);
  expect(PageRenderer.available(bundle, path.join(clientDir, 'index.html'))).toBe(true);
  t = await tempStore();
  const store = t.store;
  const pageCache = new PageCache({ generation: storeGeneration(store), now: () => now });
  server = createFolioServer({
    store,
    schema: createSchema(),
    clientDir,
    rendererBundle: bundle,
    pageCache,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

beforeEach(() => {
  closeGate();
  // Past every cached page's lifetime: each test's first request renders.
  now += 60 * 60 * 1000;
});

afterAll(async () => {
  openGate();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Streamed {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Resolves with the (decoded) text received so far once it contains `text`. */
  until(text: string): Promise<string>;
  /** The whole (decoded) body. */
  end: Promise<string>;
}

/** GETs `url`, decoding the body as it comes (Node's client: fetch hides the chunks). */
function stream(url: string, headers: Record<string, string> = {}): Promise<Streamed> {
  return new Promise((resolve, reject) => {
    http
      .get(origin + url, { headers }, (response) => {
        const coding = response.headers['content-encoding'];
        const decoded =
          coding === 'br'
            ? response.pipe(zlib.createBrotliDecompress())
            : coding === 'gzip'
              ? response.pipe(zlib.createGunzip())
              : response;
        let text = '';
        const waiting: { text: string; resolve(value: string): void }[] = [];
        decoded.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          for (const wait of waiting.splice(0)) {
            if (text.includes(wait.text)) wait.resolve(text);
            else waiting.push(wait);
          }
        });
        const end = new Promise<string>((done) => decoded.on('end', () => done(text)));
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          until: (wanted) =>
            text.includes(wanted)
              ? Promise.resolve(text)
              : new Promise((done) => waiting.push({ text: wanted, resolve: done })),
          end,
        });
      })
      .on('error', reject);
  });
}

describe('streamed pages', () => {
  for (const coding of ['identity', 'br', 'gzip']) {
    test(`the headers and the head arrive before a slow page has ended (${coding})`, async () => {
      const response = await stream('/slow', { 'accept-encoding': coding });
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toMatch(/^public, /);
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(response.headers['content-length']).toBeUndefined();
      const start = await response.until('First part');
      expect(start).toContain('<title>Slow page</title>');
      expect(start).toMatch(/<link href="?\/assets\/styles\.[\w.]+\.css"? rel="?stylesheet"?>/);
      // The template's own title is replaced by the page's.
      expect(start).not.toContain('<title>Folio</title>');
      expect(start).not.toContain('Last part');

      openGate();
      const html = await response.end;
      expect(html).toContain('<p>Last part</p></main></div>');
      expect(html).toMatch(/<script type="application\/json" id="folio-data">\{.*\}<\/script>/);
      expect(html.endsWith('</body></html>')).toBe(true);
    });
  }

  test('the ETag is known before the body: a reader who has the page gets a 304 at once', async () => {
    const first = await stream('/slow-validated');
    openGate();
    const html = await first.end;
    const etag = String(first.headers.etag);

    // Kept: the next reader gets the same bytes and validator, whole.
    const cached = await stream('/slow-validated');
    expect(cached.headers.etag).toBe(etag);
    expect(cached.headers['content-length']).toBe(String(Buffer.byteLength(html)));
    expect(await cached.end).toBe(html);

    // Rendered again (the cached page expired) with the end held back: still a 304.
    now += 60 * 60 * 1000;
    closeGate();
    const revalidated = await stream('/slow-validated', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.end).toBe('');
    openGate();
  });

  test('a page for a session cookie streams too, private and without an ETag', async () => {
    const response = await stream('/slow-private', { cookie: 'folio_session=no-such-session' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.etag).toBeUndefined();
    expect(await response.until('First part')).toContain('<title>Slow page</title>');
    openGate();
    expect(await response.end).toContain('Last part');
  });

  test('a not-found page is a 404 from its first byte', async () => {
    const response = await stream('/missing/page');
    expect(response.status).toBe(404);
    expect(await response.until('First part')).toContain('<title>Slow page</title>');
    openGate();
    await response.end;
  });
});
