/**
 * A safe first run, through the real process (`server/process/main.ts`) on the engine under test: a bare
 * start is a demo on loopback; a server others can reach needs its public origin, starts empty
 * unless FOLIO_SEED=demo asks, and says loudly when the demo's published password still works.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { processTree } from './processTree';
import { tempSite, type TempSite } from './site';

const PUBLIC_URL = 'https://blog.example.com';
const DIST = path.join(__dirname, '..', '..', 'dist');

/** GET `url` with a Host header of one's choosing (fetch may not set one). */
function getWithHost(url: string, host: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.get(url, { headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    request.on('error', reject);
  });
}

/** Whether a TCP connection to address:port is accepted. */
function accepts(address: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: address, port, timeout: 5000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** An address of this machine that other machines could use (IPv4, not loopback). */
function outsideAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((face) => face && !face.internal && face.family === 'IPv4')?.address;
}

async function demoHandles(site: TempSite): Promise<string[]> {
  const rows = await site.sql<{ handle: string }>(
    "SELECT handle FROM users WHERE handle IN ('ada', 'grace') ORDER BY handle",
  );
  return rows.map((row) => row.handle);
}

describe('a first run', () => {
  const sites: TempSite[] = [];
  const site = () => {
    const made = tempSite('folio-startup-');
    sites.push(made);
    return made;
  };
  afterAll(() => sites.forEach((made) => made.remove()));

  it('without HOST listens on loopback only, with the demo on a new SQLite file (PostgreSQL: empty)', async () => {
    const made = site();
    const server = await made.start({ HOST: '' });
    try {
      const port = Number(new URL(server.origin).port);
      expect(await accepts('127.0.0.1', port)).toBe(true);
      // The machine's own address on its network: nobody else may connect there.
      const outside = outsideAddress();
      if (outside) expect(await accepts(outside, port)).toBe(false);
      // A database server is a deployment: it is never given known passwords unless asked.
      expect(await demoHandles(made)).toEqual(made.engine === 'sqlite' ? ['ada', 'grace'] : []);
    } finally {
      await server.stop();
    }
  });

  it('refuses a public address without FOLIO_PUBLIC_URL, saying what to set, and makes no store', async () => {
    const made = site();
    const refused = made.start({ HOST: '0.0.0.0' });
    await expect(refused).rejects.toThrow(/server exited \(1\)/);
    await expect(refused).rejects.toThrow(/HOST=0\.0\.0\.0 .* set FOLIO_PUBLIC_URL/);
    if (made.engine === 'sqlite') expect(fs.existsSync(made.dbFile)).toBe(false);
  });

  it('on a public address with FOLIO_PUBLIC_URL, a new store starts without demo accounts', async () => {
    const made = site();
    const server = await made.start({ HOST: '0.0.0.0', FOLIO_PUBLIC_URL: PUBLIC_URL });
    try {
      expect(await demoHandles(made)).toEqual([]);
      expect(server.output().join('\n')).not.toMatch(/WARNING/);
    } finally {
      await server.stop();
    }
  });

  it('FOLIO_SEED=demo on a public address seeds the demo and warns; Host never changes a page', async () => {
    if (!fs.existsSync(path.join(DIST, 'index.html'))) {
      throw new Error('No dist/index.html: run `npm run build` first (npm test does).');
    }
    const made = site();
    const server = await made.start({
      HOST: '0.0.0.0',
      FOLIO_PUBLIC_URL: PUBLIC_URL,
      FOLIO_SEED: 'demo',
      FOLIO_SERVE_CLIENT: '1',
    });
    try {
      expect(await demoHandles(made)).toEqual(['ada', 'grace']);
      await server.printed(/WARNING: HOST=0\.0\.0\.0 .* @ada, @grace\b.*"folio-demo"/);
      expect(server.output().join('\n')).toMatch(/user:password --handle ada/);

      const first = await getWithHost(`${server.origin}/`, 'attacker.example');
      const second = await getWithHost(`${server.origin}/`, 'blog.example.com');
      expect(first.status).toBe(200);
      expect(first.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/"`);
      expect(first.body).not.toContain('attacker.example');
      expect(second.body).toBe(first.body);
    } finally {
      await server.stop();
    }
  });

  it('npm start serves from compiled JavaScript, with no TypeScript loader in its process tree', async () => {
    const made = site();
    // The build is current after `npm run build` and one start; a stale one is built first.
    const server = await made.start({ HOST: '' }, 300_000, 'npm start');
    try {
      const tree = processTree(server.child.pid!);
      const commands = tree.map((process) => process.command.join(' '));
      expect(commands.filter((command) => /tsx/.test(command))).toEqual([]);
      // npm's own process, then the server it became (`exec`): plain node on the build.
      expect(tree.map((process) => process.command.slice(-1)[0])).toContainEqual(
        path.join('dist-server', 'server', 'main.js'),
      );
      expect(tree).toHaveLength(2);
      const answer = await fetch(`${server.origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(answer.status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
