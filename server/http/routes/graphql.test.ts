import { startTestServer } from '../../testing/testServer';
import type { TestServer } from '../../testing/testServer';
import { decodeBody, rawPost } from '../../testing/rawPost';

// About 9 KB of JSON: well over the size below which answers go uncompressed.
const alias = 'a_long_alias_that_makes_the_answer_large_'.repeat(5);
const LARGE_QUERY = `{ ${Array.from({ length: 40 }, (_, i) => `${alias}${i}: __typename`).join(' ')} }`;

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
    const res = await rawPost(server.endpoint, LARGE_QUERY, { 'accept-encoding': accept });
    expect(res.headers.vary).toBe('Cookie, Accept, Accept-Encoding');
    expect(res.headers['content-encoding']).toBe(coding === 'identity' ? undefined : coding);
    const decoded = decodeBody(coding, res.body);
    expect(JSON.parse(decoded.toString()).data[`${alias}39`]).toBe('Query');
  });
});
