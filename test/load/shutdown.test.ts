/**
 * SIGTERM while a request is under way: the server stops taking connections,
 * answers the request it was reading, closes the store and exits.
 */
import net from 'node:net';
import { CLIENT_HEADERS } from './support';
import { tempSite } from './site';

const BODY = JSON.stringify({ query: 'query Ok { tags { name } }', operationName: 'Ok' });

describe('a graceful stop', () => {
  const tmp = tempSite('folio-shutdown-');
  afterAll(() => tmp.remove());

  it('answers the request under way, refuses new connections, and leaves the store closed', async () => {
    const server = await tmp.start({ FOLIO_SEED: 'none' });
    const { hostname, port } = new URL(server.origin);
    const socket = net.connect(Number(port), hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    // A keep-alive request (a browser's), its body's rest written, not sent with a half-close:
    // node's HTTP server drops a request whose client half-closes before its answer is ready
    // (on PostgreSQL it never is by then; SQLite's synchronous reads used to beat the FIN).
    const headers = Object.entries({ ...CLIENT_HEADERS, 'content-length': BODY.length })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    // Half the body now: the request is under way when the signal comes.
    socket.write(`POST /graphql HTTP/1.1\r\nHost: x\r\n${headers}\r\n${BODY.slice(0, 10)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const exited = new Promise<number | null>((resolve) =>
      server.child.once('exit', (code) => resolve(code)),
    );
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const refused = await new Promise<boolean>((resolve) => {
      const other = net.connect(Number(port), hostname);
      other.once('connect', () => resolve(false));
      other.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);

    socket.write(BODY.slice(10));
    await closed;
    const response = Buffer.concat(received).toString('utf8');
    expect(response).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(response).toContain('{"data":{"tags":[]}}');
    // The server closed the connection with its answer, rather than keeping it open for a next
    // request that it would refuse (and keeping the process up until it timed out).
    expect(response).toMatch(/\r\nconnection: close\r\n/i);
    expect(await exited).toBe(0);
    // SQLite: the store was closed (its -wal file is gone with a clean close). On PostgreSQL an
    // exited process has no connection left whether or not it ended its pool, so there is
    // nothing more to see from outside than the exit code above.
    if (tmp.engine === 'sqlite') expect(await tmp.storeClosed()).toBe(true);
  });
});
