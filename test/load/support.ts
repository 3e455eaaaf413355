import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const MAIN = path.join(ROOT, 'server', 'process', 'main.ts');
// tsx as a loader on node itself (what `npx tsx` runs), so that the pid we
// kill -9 is the server's and not a wrapper's.
const TSX_LOADER = require.resolve('tsx', { paths: [ROOT] });

/**
 * How the server is started: from source (node with tsx's loader, by default), as `npm start`
 * runs it once built (node on dist-server/server/main.js), or through `npm start` itself
 * (the child is then npm, and the server below it).
 */
export type Launch = 'source' | 'compiled' | 'npm start';

function command(launch: Launch): [string, string[]] {
  if (launch === 'npm start') return ['npm', ['start', '--silent']];
  if (launch === 'compiled') {
    return [process.execPath, [path.join(ROOT, 'dist-server', 'server', 'main.js')]];
  }
  return [process.execPath, ['--import', TSX_LOADER, MAIN]];
}

/** The headers the client sends on every request (the call shape of src/relay/README.md). */
export const CLIENT_HEADERS = {
  accept: 'application/graphql-response+json, application/json;q=0.9',
  'content-type': 'application/json',
};

/** A temp folder for one suite's database, removed by `remove()`. */
export function tempDir(prefix: string): { dir: string; dbFile: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return {
    dir,
    dbFile: path.join(dir, 'folio.db'),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** The last lines the server printed (stdout and stderr). */
  output(): string[];
  /** Resolves once the server prints a line matching `pattern` (or has printed one). */
  printed(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** SIGTERM, then waits for exit (SIGKILL after 10 s). */
  stop(): Promise<void>;
  /** kill -9: no shutdown code runs. */
  kill9(): Promise<void>;
}

/**
 * Starts the real server (`server/process/main.ts`) as a child process on a free
 * loopback port, API only, over `dbFile`; resolves once it prints where it serves.
 */
export function startServer(
  dbFile: string,
  env: Record<string, string> = {},
  startTimeoutMs = 60_000,
  launch: Launch = 'source',
): Promise<ServerProcess> {
  const [file, args] = command(launch);
  const child = spawn(file, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      FOLIO_DB: dbFile,
      FOLIO_SERVE_CLIENT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  // Lines awaited by `printed`, checked as they arrive: `lines` keeps only the last ones.
  const awaited = new Set<{ pattern: RegExp; found(): void }>();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Always drain the pipes: the server logs every request, and a full pipe would stall it.
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line) continue;
      lines.push(line);
      for (const wait of awaited) if (wait.pattern.test(line)) wait.found();
    }
    if (lines.length > 2000) lines.splice(0, lines.length - 1000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in time:\n${lines.join('\n')}`));
    }, startTimeoutMs);
    const onData = () => {
      const ready = lines.map((l) => /Folio is serving (http:\/\/\S+)/.exec(l)).find(Boolean);
      if (!ready) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      const origin = ready[1]!.replace('localhost', '127.0.0.1');
      resolve({
        origin,
        child,
        output: () => [...lines],
        printed(pattern, timeoutMs = 60_000) {
          if (lines.some((line) => pattern.test(line))) return Promise.resolve();
          return new Promise((found, failed) => {
            const wait = {
              pattern,
              found() {
                awaited.delete(wait);
                clearTimeout(timer);
                found();
              },
            };
            const timer = setTimeout(() => {
              awaited.delete(wait);
              failed(new Error(`the server did not print ${pattern} in ${timeoutMs} ms`));
            }, timeoutMs);
            awaited.add(wait);
          });
        },
        async stop() {
          if (child.exitCode !== null || child.signalCode !== null) return;
          child.kill('SIGTERM');
          const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
          await exited;
          clearTimeout(force);
        },
        async kill9() {
          if (child.exitCode !== null || child.signalCode !== null) return;
          child.kill('SIGKILL');
          await exited;
        },
      });
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before serving:\n${lines.join('\n')}`));
    });
  });
}

export interface GqlResponse<T = Record<string, unknown>> {
  /** 0 when the request failed below HTTP (refused, reset, timed out). */
  status: number;
  json: { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] } | null;
  setCookie: string[];
  transportError?: string;
}

/** A GraphQL client over one keep-alive agent, as the browser would keep connections. */
export function graphqlClient(origin: string, maxSockets = 50) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const url = new URL('/graphql', origin);
  return {
    agent,
    request<T = Record<string, unknown>>(
      query: string,
      variables: Record<string, unknown> = {},
      cookie: string | null = null,
      timeoutMs = 30_000,
    ): Promise<GqlResponse<T>> {
      const operationName = /^(?:query|mutation)\s+(\w+)/.exec(query.trim())?.[1] ?? null;
      const body = JSON.stringify({ operationName, variables, query });
      const headers: Record<string, string> = { ...CLIENT_HEADERS };
      if (cookie) headers.cookie = cookie;
      return new Promise((resolve) => {
        const req = http.request(
          url,
          { method: 'POST', headers, agent, timeout: timeoutMs },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('error', (err) =>
              resolve({ status: 0, json: null, setCookie: [], transportError: String(err) }),
            );
            res.on('end', () => {
              let json: GqlResponse<T>['json'] = null;
              try {
                json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
              } catch {
                json = null;
              }
              resolve({
                status: res.statusCode ?? 0,
                json,
                setCookie: res.headers['set-cookie'] ?? [],
              });
            });
          },
        );
        req.on('timeout', () => req.destroy(new Error('timeout')));
        req.on('error', (err) =>
          resolve({ status: 0, json: null, setCookie: [], transportError: String(err) }),
        );
        req.end(body);
      });
    },
    close() {
      agent.destroy();
    },
  };
}

export type GraphQLClient = ReturnType<typeof graphqlClient>;

export const SIGN_UP = `mutation LoadSignUpMutation($input: SignUpInput!) {
  signUp(input: $input) { viewer { id handle } userErrors { field message } }
}`;

const SIGN_IN = `mutation LoadSignInMutation($input: SignInInput!) {
  signIn(input: $input) { viewer { id } userErrors { field message } }
}`;

const SET_UP_SITE = `mutation LoadSetUpSiteMutation($input: SetUpSiteInput!) {
  setUpSite(input: $input) { viewer { id } userErrors { field message } }
}`;

const CREATE_INVITATION = `mutation LoadInvitationMutation($input: CreateInvitationInput!) {
  createInvitation(input: $input) { token userErrors { field message } }
}`;

/** The password of every writer signUp makes. */
export const WRITER_PASSWORD = 'load-test-password';

/** The owner the load suites make through a new site's one-time setup. */
const OWNER = { handle: 'load_owner', name: 'Load Owner', password: 'load-owner-password' };

/** The session a signIn, signUp or setUpSite answer set; it sets none when it refused. */
function sessionCookie(res: GqlResponse): string | null {
  const cookie = res.setCookie.find((c) => c.startsWith('folio_session='));
  return res.status === 200 && cookie ? cookie.split(';')[0]! : null;
}

/**
 * The site owner's session: signed in when the store has one already (a restarted server),
 * else made as an operator would, with the setup link the server printed at start.
 */
async function ownerSession(server: ServerProcess, client: GraphQLClient): Promise<string> {
  const { handle, password } = OWNER;
  const signedIn = sessionCookie(await client.request(SIGN_IN, { input: { handle, password } }));
  if (signedIn) return signedIn;
  const link = /\/setup\?token=([\w-]+)/;
  await server.printed(link, 30_000);
  const token = server
    .output()
    .map((line) => link.exec(line)?.[1])
    .filter(Boolean)
    .pop();
  const res = await client.request(SET_UP_SITE, { input: { ...OWNER, token } });
  const owner = sessionCookie(res);
  if (!owner) throw new Error(`setup failed: ${res.status} ${JSON.stringify(res.json)}`);
  return owner;
}

/**
 * Makes an AUTHOR as a site does (sign-up alone makes a reader, who writes nothing): the owner
 * invites, the account signs up with the link. Returns its session cookie (`folio_session=…`).
 */
export async function signUp(
  server: ServerProcess,
  client: GraphQLClient,
  handle: string,
): Promise<string> {
  const owner = await ownerSession(server, client);
  const invited = await client.request<{ createInvitation: { token: string | null } }>(
    CREATE_INVITATION,
    { input: { role: 'AUTHOR' } },
    owner,
  );
  const invitation = invited.json?.data?.createInvitation.token;
  if (!invitation)
    throw new Error(`invitation for ${handle} failed: ${JSON.stringify(invited.json)}`);
  const res = await client.request(SIGN_UP, {
    input: { handle, name: `Load ${handle}`, password: WRITER_PASSWORD, invitation },
  });
  const cookie = sessionCookie(res);
  if (!cookie)
    throw new Error(`sign-up of ${handle} failed: ${res.status} ${JSON.stringify(res.json)}`);
  return cookie;
}

/** Environment number with a fallback, for suite knobs such as FOLIO_LOAD_SECONDS. */
export function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
