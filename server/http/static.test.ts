import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { decodeBody } from '../testing/rawPost';

/** What went over the wire: node:http leaves bodies as they were sent (fetch decompresses). */
interface WireResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject)
      .end();
  });
}

// A build in miniature: a chunk with the siblings webpack.config.js writes, its source map,
// and a large chunk that has no siblings. The siblings use other settings than the server
// ever did (brotli 5, gzip 1), so bytes equal to them can only have come from the files.
const chunk = `//# allFunctionsCalledOnLoad\nconsole.log(${JSON.stringify('folio '.repeat(4000))});\n`;
const brSibling = zlib.brotliCompressSync(chunk, {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
});
const gzSibling = zlib.gzipSync(chunk, { level: 1 });
const map = JSON.stringify({ version: 3, sources: ['webpack://folio/./src/secret.ts'] });
const unsiblinged = `export const words = ${JSON.stringify('lorem ipsum '.repeat(20_000))};\n`;

describe('static files', () => {
  let server: TestServer;
  let clientDir: string;
  const asset = (name: string) => `${server.origin}/assets/${name}`;

  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-static-'));
    const assets = path.join(clientDir, 'assets');
    fs.mkdirSync(assets);
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Folio</title>');
    fs.writeFileSync(path.join(assets, 'main.0123abcd.js'), chunk);
    fs.writeFileSync(path.join(assets, 'main.0123abcd.js.br'), brSibling);
    fs.writeFileSync(path.join(assets, 'main.0123abcd.js.gz'), gzSibling);
    fs.writeFileSync(path.join(assets, 'main.0123abcd.js.map'), map);
    fs.writeFileSync(path.join(assets, 'main.0123abcd.js.map.gz'), zlib.gzipSync(map));
    fs.writeFileSync(path.join(assets, 'words.4567cdef.js'), unsiblinged);
    server = await startTestServer({ clientDir });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(clientDir, { recursive: true });
  });

  it.each([
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['*', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['br;q=0, gzip;q=0, *', 'identity'],
    ['', 'identity'],
  ])(
    'answers Accept-Encoding "%s" with %s, the precompressed bytes as built',
    async (accept, coding) => {
      const res = await request(asset('main.0123abcd.js'), { 'accept-encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['content-encoding']).toBe(coding === 'identity' ? undefined : coding);
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      const sent = coding === 'br' ? brSibling : coding === 'gzip' ? gzSibling : Buffer.from(chunk);
      expect(res.body.equals(sent)).toBe(true);
      expect(decodeBody(coding, res.body).toString()).toBe(chunk);
    },
  );

  it("sends the coding of the client's highest q, not always brotli", async () => {
    const res = await request(asset('main.0123abcd.js'), { 'accept-encoding': 'gzip, br;q=0.5' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.equals(gzSibling)).toBe(true);
  });

  it('gives each encoding its own ETag and revalidates it with 304', async () => {
    const etags = new Map<string, string>();
    for (const accept of ['br', 'gzip', 'identity']) {
      const res = await request(asset('main.0123abcd.js'), { 'accept-encoding': accept });
      etags.set(accept, String(res.headers.etag));
    }
    expect(new Set(etags.values()).size).toBe(3);

    const brEtag = etags.get('br')!;
    for (const ifNoneMatch of [brEtag, `W/${brEtag}`, `"other", ${brEtag}`, '*']) {
      const again = await request(asset('main.0123abcd.js'), {
        'accept-encoding': 'br',
        'if-none-match': ifNoneMatch,
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(brEtag);
      expect(again.headers.vary).toBe('accept-encoding');
    }
    // The brotli tag does not validate the gzip bytes another client would get.
    const gzip = await request(asset('main.0123abcd.js'), {
      'accept-encoding': 'gzip',
      'if-none-match': brEtag,
    });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.etag).toBe(etags.get('gzip'));
  });

  it('answers HEAD with the headers of the GET it stands for and no body', async () => {
    const head = await request(asset('main.0123abcd.js'), { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(Number(head.headers['content-length'])).toBe(gzSibling.length);
    expect(head.body.length).toBe(0);
  });

  it('serves a file without precompressed siblings as it is, never compressing it', async () => {
    const res = await request(asset('words.4567cdef.js'), { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(unsiblinged));
    expect(res.body.toString()).toBe(unsiblinged);
  });

  it('never serves a source map, in any encoding, though the build keeps it', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      for (const name of ['main.0123abcd.js.map', 'main.0123abcd.js.map.gz']) {
        const res = await request(asset(name), { 'accept-encoding': accept });
        expect(res.status).toBe(404);
        expect(res.body.toString()).not.toContain('secret');
      }
    }
  });
});
