import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { builtClient } from '../builtClient';
import { sharedBrowser, startBrowserServer } from './support/shared';
import type { TestServer } from '../../server/testing/testServer';
import { watchPage, whenHydrated } from './support/pageWatch';

// The production build as `npm start` serves it: precompressed beside every text asset,
// source maps kept on disk and never served (server/http/static.ts, webpack.config.js).

/** Every file of the build, relative to its folder. */
function buildFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** A GET as node:http sees it, the body as sent (fetch would decompress it). */
function get(
  url: string,
  acceptEncoding: string,
): Promise<{ status: number; coding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            coding: res.headers['content-encoding'],
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

describe('the production build, as served', () => {
  let dist: string;
  let files: string[];
  let server: TestServer;
  let browser: Browser | undefined;
  beforeAll(async () => {
    dist = builtClient();
    files = buildFiles(dist);
    server = await startBrowserServer({ seed: 'demo', clientDir: dist });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('holds a brotli and a gzip copy of every script and stylesheet over 1 KiB', () => {
    const text = files.filter(
      (file) => /\.(js|css)$/.test(file) && fs.statSync(path.join(dist, file)).size > 1024,
    );
    expect(text.length).toBeGreaterThan(5);
    for (const file of text) {
      const original = fs.readFileSync(path.join(dist, file));
      const br = fs.readFileSync(path.join(dist, `${file}.br`));
      const gz = fs.readFileSync(path.join(dist, `${file}.gz`));
      expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true);
      expect(zlib.gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(gz.length);
    }
  });

  it('serves chunks that open with the compile hint and name no map; the maps answer 404', async () => {
    const chunks = files.filter((file) => file.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(5);
    for (const file of chunks) {
      // The maps stay in the build for local debugging (the xss suite and bench/ read them).
      expect(fs.existsSync(path.join(dist, `${file}.map`))).toBe(true);
      const res = await get(`${server.origin}/${file}`, 'br');
      expect(res.status).toBe(200);
      const hasSibling = fs.existsSync(path.join(dist, `${file}.br`));
      expect(res.coding).toBe(hasSibling ? 'br' : undefined);
      const source = (hasSibling ? zlib.brotliDecompressSync(res.body) : res.body).toString();
      expect(source.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
      expect(source).not.toContain('sourceMappingURL');
      for (const accept of ['br', 'gzip', '']) {
        expect((await get(`${server.origin}/${file}.map`, accept)).status).toBe(404);
      }
    }
  });

  it('runs in Chromium from the precompressed scripts', async () => {
    browser = await sharedBrowser();
    const page = await browser.newPage();
    const watch = watchPage(page);
    const codings = new Map<string, string | undefined>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith('.js')) codings.set(pathname, response.headers()['content-encoding']);
    });
    await page.goto(`${server.origin}/`);
    await page
      .getByRole('heading', { level: 1, name: 'Latest articles' })
      .waitFor({ timeout: 30_000 });
    // The app's chunks follow the first frame.
    await whenHydrated(page);
    const precompressed = [...codings].filter(([pathname]) =>
      fs.existsSync(path.join(dist, `${pathname}.br`)),
    );
    expect(precompressed.length).toBeGreaterThan(1);
    for (const [, coding] of precompressed) expect(['br', 'gzip']).toContain(coding);
    expect(watch.errors).toEqual([]);
    await page.close();
  });
});
