import http from 'node:http';
import zlib from 'node:zlib';
import { startTestServer } from '../../test/testServer';
import type { TestServer } from '../../test/testServer';

// About 9 KB of JSON: well over the size below which answers go uncompressed.
const alias = 'a_long_alias_that_makes_the_answer_large_'.repeat(5);
const LARGE_QUERY = `{ ${Array.from({ length: 40 }, (_, i) => `${alias}${i}: __typename`).join(' ')} }`;

/** POSTs with node:http, which shows the bytes on the wire that fetch would decode. */
function rawPost(endpoint: string, acceptEncoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(
      endpoint,
      {
        method: 'POST',
        headers: {
          accept: 'application/graphql-response+json',
          'content-type': 'application/json',
          'accept-encoding': acceptEncoding,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ query: LARGE_QUERY }));
  });
}

describe('compressed GraphQL answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: 'none' });
  });
  afterAll(() => server.close());

  // The same reading of Accept-Encoding (RFC 9110 §12.5.3) as the static files':
  // q=0 refuses a coding, `*` stands for the codings not named, and the
  // client's highest q wins, brotli first among equals.
  it.each([
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['*', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0', 'identity'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip, br;q=0.5', 'gzip'],
    ['BR;Q=0, GZIP', 'gzip'],
    ['br;q=0, gzip;q=0, *', 'identity'],
    ['deflate', 'identity'],
    ['', 'identity'],
  ])('answers Accept-Encoding "%s" with %s', async (accept, coding) => {
    const res = await rawPost(server.endpoint, accept);
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['content-encoding']).toBe(coding === 'identity' ? undefined : coding);
    const decoded =
      coding === 'br'
        ? zlib.brotliDecompressSync(res.body)
        : coding === 'gzip'
          ? zlib.gunzipSync(res.body)
          : res.body;
    expect(JSON.parse(decoded.toString()).data[`${alias}39`]).toBe('Query');
  });
});
