import type { AddressInfo } from 'node:net';
import type { ExecutionResult } from 'graphql';
import { isCompiledQuery } from 'graphql-jit';
import type { CompiledQuery } from 'graphql-jit';
import { DocumentCache } from './documentCache';
import { createFolioServer } from '../http/http';
import { createSchema } from './schema';
import { tempStore } from '../testing/testStore';

type Cache = DocumentCache<CompiledQuery | ExecutionResult>;

/** The real server on 127.0.0.1 over a temp database, with `cache` as its document cache. */
async function serve(cache: Cache) {
  const temp = await tempStore();
  const server = createFolioServer({
    store: temp.store,
    schema: createSchema(),
    documentCache: cache,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    async query(query: string) {
      const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: {
          accept: 'application/graphql-response+json',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ query }),
      });
      return { status: res.status, body: await res.json() };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await temp.close();
    },
  };
}

/** A valid document of about 16 KB (600 tokens, 200 fields), different for each `n`. */
function bigDocument(n: number): string {
  const alias = `a_${n}_${'x'.repeat(61)}`;
  return `query Q${n} { ${Array.from({ length: 200 }, (_, i) => `${alias}${i}: __typename`).join(' ')} }`;
}

describe('the parsed-document cache', () => {
  let servers: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(servers.map((server) => server.close()));
    servers = [];
  });
  const start = async (cache: Cache) => {
    const server = await serve(cache);
    servers.push(server);
    return server;
  };

  it('stays within its byte budget under a flood of unique 16 KB documents', async () => {
    const cache: Cache = new DocumentCache(2 * 1024 * 1024);
    const server = await start(cache);
    let largest = 0;
    for (let n = 0; n < 60; n++) {
      const text = bigDocument(n);
      expect(text.length).toBeGreaterThan(16_000); // and at most 16 KiB, the longest cached
      const { status } = await server.query(text);
      expect(status).toBe(200);
      largest = Math.max(largest, cache.bytes);
    }
    expect(largest).toBeLessThanOrEqual(cache.maxBytes);
    // It still caches: the latest documents are kept, the oldest are gone.
    expect(cache.get(bigDocument(59))).toBeDefined();
    expect(cache.get(bigDocument(0))).toBeUndefined();
    expect(cache.size).toBeLessThan(60);
  }, 30_000);

  it('keeps what is in use and lets the least recently used go', async () => {
    const text = (name: string) => `query ${name} { viewer { handle name } tags { name } }`;
    const probe = new DocumentCache(Number.MAX_SAFE_INTEGER);
    const parsedSize = async () => {
      const server = await start(probe as Cache);
      await server.query(text('Probe'));
      return probe.bytes;
    };
    // Room for three of these documents with their compiled operations.
    const cache: Cache = new DocumentCache(Math.floor((await parsedSize()) * 3.5));
    const server = await start(cache);
    for (const name of ['A', 'B', 'C', 'A', 'D']) {
      expect((await server.query(text(name))).status).toBe(200);
    }
    expect(cache.get(text('A'))).toBeDefined();
    expect(cache.get(text('B'))).toBeUndefined();
    expect(cache.get(text('C'))).toBeDefined();
    expect(cache.get(text('D'))).toBeDefined();
  });

  it('counts the compiled operation with its document, and lets both go together', async () => {
    const cache: Cache = new DocumentCache(Number.MAX_SAFE_INTEGER);
    const server = await start(cache);
    const text = 'query Kept { viewer { handle } tags { name } }';
    await server.query(text);
    const document = cache.get(text)!;
    // Sent without an operationName: compiled under the empty name.
    expect(isCompiledQuery(cache.attachment(document, '')!)).toBe(true);
    const withCompiled = cache.bytes;

    const alone = new DocumentCache(Number.MAX_SAFE_INTEGER);
    alone.add(text, document);
    expect(withCompiled).toBeGreaterThan(alone.bytes);

    // A budget that holds the document but not its compiled operation keeps neither.
    const small: Cache = new DocumentCache(alone.bytes);
    const tight = await start(small);
    expect((await tight.query(text)).body).toEqual({ data: { viewer: null, tags: [] } });
    expect(small.bytes).toBe(0);
    expect(small.get(text)).toBeUndefined();
  });

  it('runs documents it does not keep (too long to cache) without compiling them', async () => {
    const cache: Cache = new DocumentCache(Number.MAX_SAFE_INTEGER);
    const server = await start(cache);
    const padding = `# ${'c'.repeat(20_000)}\n`;
    const text = `${padding}query Long { viewer { handle } }`;
    expect(await server.query(text)).toEqual({ status: 200, body: { data: { viewer: null } } });
    expect(cache.size).toBe(0);
  });
});
