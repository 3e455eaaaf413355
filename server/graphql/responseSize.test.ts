import crypto from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import { parse } from 'graphql';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { QUERY_COST_BUDGET, operationCost } from './queryCost';
import { MAX_RESPONSE_CHARS } from './responseSize';
import { createSchema } from './schema';
import { storeArticle } from '../testing/fixtures';
import { rawPost } from '../testing/rawPost';

// 100,000 characters each, all different and hardly compressible, as a hostile writer would save.
const BODIES = Array.from({ length: 50 }, () => crypto.randomBytes(75_000).toString('base64'));

const bodies = (aliases: number) =>
  `{ ${Array.from({ length: aliases }, (_, i) => `a${i}: articles(first: 50) { edges { node { body } } }`).join(' ')} }`;

describe('the response size cap', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    const author = await server.createUser('prolific');
    // One at a time: each is published a minute after the one before (newest first below).
    for (const [i, body] of BODIES.entries())
      await storeArticle(server.store, author.id, `Long read ${i}`, { body });
  }, 60_000);
  afterAll(() => server.close());

  it('refuses an answer of 20 MB that the cost budget allows, in plain words, without serializing it', async () => {
    const query = bodies(4);
    expect(operationCost(createSchema(), parse(query), null, {}).cost).toBeLessThan(
      QUERY_COST_BUDGET,
    );
    const res = await rawPost(server.endpoint, query, { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    // Small enough to go uncompressed.
    expect(res.headers['content-encoding']).toBeUndefined();
    const answer = JSON.parse(res.body.toString());
    expect(answer).toEqual({
      data: null,
      errors: [
        {
          message:
            `This answer would be more than ${MAX_RESPONSE_CHARS} characters of JSON; ` +
            `the limit is ${MAX_RESPONSE_CHARS}. Ask for fewer fields, smaller pages (first) or less text.`,
          extensions: { code: 'RESPONSE_TOO_LARGE', limit: MAX_RESPONSE_CHARS },
        },
      ],
    });
  });

  it('delivers a large answer under the cap, compressed', async () => {
    const res = await rawPost(server.endpoint, bodies(1), { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const answer = JSON.parse(zlib.brotliDecompressSync(res.body).toString());
    // Newest first.
    expect(answer.data.a0.edges.map((edge: { node: { body: string } }) => edge.node.body)).toEqual(
      [...BODIES].reverse(),
    );
  });

  it.each(['br', 'gzip'])(
    'compresses (%s) off the event loop: the server keeps turning while a 5 MB answer shrinks',
    async (encoding) => {
      // The server runs in this process: count the turns of its event loop
      // from the moment the store has answered until the answer starts (on
      // PostgreSQL, reading the rows turns the loop too). Compressing on the
      // loop allows 2 or 3 (the request's own I/O); on zlib's thread pool,
      // tens of thousands.
      let turns = 0;
      let waiting = true;
      const articles = server.store.articles;
      const read = articles.publishedArticles.bind(articles);
      const spy = jest.spyOn(articles, 'publishedArticles').mockImplementation(async (...args) => {
        const page = await read(...args);
        turns = 0;
        return page;
      });
      const spin = () => {
        turns += 1;
        if (waiting) setImmediate(spin);
      };
      setImmediate(spin);
      const res = await new Promise<http.IncomingMessage>((resolve) => {
        const req = http.request(server.endpoint, {
          method: 'POST',
          headers: {
            accept: 'application/graphql-response+json',
            'content-type': 'application/json',
            'accept-encoding': encoding,
          },
        });
        req.on('response', (response) => {
          waiting = false;
          resolve(response);
        });
        req.end(JSON.stringify({ query: bodies(1) }));
      });
      res.resume();
      const reads = spy.mock.calls.length;
      spy.mockRestore();
      expect(reads).toBe(1);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(turns).toBeGreaterThan(100);
    },
  );
});
