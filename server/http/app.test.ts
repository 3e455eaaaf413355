import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema } from 'graphql';
import { createFolioServer } from './http';
import { tempStore } from '../testing/testStore';

interface LogLine {
  level: number;
  reqId?: string;
  msg: string;
}

/** A server whose pino lines land in `lines`, for the length of `run`. */
async function withLoggedServer(run: (origin: string, lines: LogLine[]) => Promise<void>) {
  const schema = buildSchema('type Query { fine: String, broken: String }');
  const fields = schema.getQueryType()!.getFields();
  fields.fine!.resolve = () => 'fine';
  fields.broken!.resolve = () => {
    throw new Error('disk on fire');
  };
  const t = await tempStore();
  const lines: LogLine[] = [];
  const server = createFolioServer({
    store: t.store,
    schema,
    log: { stream: { write: (line) => lines.push(JSON.parse(line)) } },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, lines);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.close();
  }
}

const post = (origin: string, query: string) =>
  fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query }),
  });

test('logs one line per request, and every line carries the id of its request', async () => {
  await withLoggedServer(async (origin, lines) => {
    expect((await post(origin, '{ fine }')).status).toBe(200);
    expect((await post(origin, '{ broken }')).status).toBe(200);
    expect((await fetch(`${origin}/nowhere`)).status).toBe(404);

    const requestLines = lines.filter((line) => /^\w+ \/\S* \d{3} \d+\.\dms$/.test(line.msg));
    expect(requestLines.map((line) => line.msg.split(' ').slice(0, 3).join(' '))).toEqual([
      'POST /graphql 200',
      'POST /graphql 200',
      'GET /nowhere 404',
    ]);
    const ids = requestLines.map((line) => line.reqId);
    expect(new Set(ids).size).toBe(3);
    // The masked error is logged under the id of the request that met it.
    const error = lines.find((line) => line.msg.includes('disk on fire'))!;
    expect(error.msg).toMatch(/^error [0-9a-f-]{36}: Error: disk on fire\n\s+at /);
    expect(error.reqId).toBe(ids[1]);
    expect(lines.every((line) => line.reqId !== undefined)).toBe(true);
  });
});

test('a URL that does not decode gets 400 in plain words, with the security headers', async () => {
  await withLoggedServer(async (origin, lines) => {
    const res = await new Promise<http.IncomingMessage & { text?: string }>((resolve, reject) => {
      http
        .get(`${origin}/%zz`, (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve(Object.assign(response, { text })));
        })
        .on('error', reject);
    });
    expect(res.statusCode).toBe(400);
    expect(res.text).toBe('Bad request: malformed URL\n');
    expect(res.headers['content-security-policy']).toContain("require-trusted-types-for 'script'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(lines.some((line) => line.msg.startsWith('GET /%zz') && line.reqId)).toBe(true);
  });
});
