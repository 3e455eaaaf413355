/**
 * FOLIO_WORKERS=2: two server processes on one port over one store (a SQLite file, or a
 * PostgreSQL database in the load-postgres project). What a reader or
 * writer could notice when consecutive requests land on different processes: a session made
 * by one is honoured by the other, a publish through one is on the other's cached pages at
 * once, the sign-in limit counts tries made at both, and a worker killed mid-stream costs the
 * other's requests nothing and is replaced.
 */
import net from 'node:net';
import { graphqlClient, type ServerProcess, SIGN_UP, signUp, WRITER_PASSWORD } from './support';
import { tempSite } from './site';
import { openDoor, openDoors, type WorkerDoor } from './workerDoors';

const SIGN_IN = `mutation PoolSignInMutation($input: SignInInput!) {
  signIn(input: $input) { viewer { handle } userErrors { message code } } }`;
const VIEWER = `query PoolViewerQuery { viewer { handle } }`;
const CREATE = `mutation PoolCreateArticleMutation($input: CreateArticleInput!) {
  createArticle(input: $input) { article { id slug } userErrors { message } } }`;
const PUBLISH = `mutation PoolPublishArticleMutation($input: PublishArticleInput!) {
  publishArticle(input: $input) { article { slug status } userErrors { message } } }`;
const TAGS = `query PoolTagsQuery { tags { name } }`;

type SignInAnswer = {
  signIn: { viewer: { handle: string } | null; userErrors: { code: string }[] };
};

const sessionOf = (setCookie: string[]) =>
  setCookie.find((line) => line.startsWith('folio_session='))!.split(';')[0]!;

describe('a pool of two workers on one store', () => {
  const tmp = tempSite('folio-workers-');
  let server: ServerProcess;
  let a: WorkerDoor;
  let b: WorkerDoor;

  beforeAll(async () => {
    server = await tmp.start({
      FOLIO_WORKERS: '2',
      FOLIO_WORKER_HEADER: '1',
      FOLIO_SEED: 'none',
      // Server-rendered pages (dist/ and dist-server/ as built), for the page cache.
      FOLIO_SERVE_CLIENT: '1',
      // Each sign-in try below comes "from" its own address, so only the handle's limit applies.
      FOLIO_TRUST_PROXY: '1',
      // No request lines: the primary's own messages must not scroll out of the kept output.
      FOLIO_LOG_LEVEL: 'warn',
    });
    [[a], [b]] = (await openDoors(server.origin, 2)) as [[WorkerDoor], [WorkerDoor]];
  });
  afterAll(async () => {
    a?.close();
    b?.close();
    await server?.stop();
    tmp.remove();
  });

  it('honours a session made by one worker on the other', async () => {
    // A writer, invited by the site's owner (made with the setup link the pool printed).
    const client = graphqlClient(server.origin, 1);
    try {
      await signUp(server, client, 'pool_writer');
    } finally {
      client.close();
    }
    const signedIn = await a.graphql<SignInAnswer>(SIGN_IN, {
      input: { handle: 'pool_writer', password: WRITER_PASSWORD },
    });
    expect(signedIn.json?.data?.signIn.viewer).toEqual({ handle: 'pool_writer' });
    const cookie = { cookie: sessionOf(signedIn.setCookie) };

    const viewer = await b.graphql<{ viewer: { handle: string } | null }>(VIEWER, {}, cookie);
    expect(viewer.json?.data?.viewer).toEqual({ handle: 'pool_writer' });
    const created = await b.graphql<{ createArticle: { article: { id: string } | null } }>(
      CREATE,
      { input: { title: 'Written through the other worker', body: 'Hello from B.' } },
      cookie,
    );
    const id = created.json?.data?.createArticle.article?.id;
    expect(id).toBeTruthy();
    const published = await b.graphql<{ publishArticle: { article: { status: string } } }>(
      PUBLISH,
      { input: { id } },
      cookie,
    );
    expect(published.json?.data?.publishArticle.article.status).toBe('PUBLISHED');
  });

  it('shows a publish through one worker on the page the other serves right after', async () => {
    const signedIn = await a.graphql<SignInAnswer>(SIGN_IN, {
      input: { handle: 'pool_writer', password: WRITER_PASSWORD },
    });
    const cookie = { cookie: sessionOf(signedIn.setCookie) };
    const title = 'Fresh on every worker';
    const created = await a.graphql<{ createArticle: { article: { id: string } } }>(
      CREATE,
      { input: { title, body: 'Published through A, read through B.' } },
      cookie,
    );
    // B renders the home page for anonymous readers and keeps it.
    const before = [await b.get('/'), await b.get('/')];
    expect(before.map((page) => page.status)).toEqual([200, 200]);
    expect(before[1]!.body).toContain('Written through the other worker');
    expect(before[1]!.body).not.toContain(title);

    const published = await a.graphql<{ publishArticle: { article: { slug: string } } }>(
      PUBLISH,
      { input: { id: created.json!.data!.createArticle.article.id } },
      cookie,
    );
    const { slug } = published.json!.data!.publishArticle.article;
    const after = await b.get('/');
    expect(after.status).toBe(200);
    expect(after.body).toContain(title);
    const article = await b.get(`/articles/${slug}`);
    expect([article.status, article.body.includes(title)]).toEqual([200, true]);
  });

  it('honours with a 304 the ETag another worker gave, for a query and for a page', async () => {
    const query = `/graphql?${new URLSearchParams({ query: TAGS, variables: '{}' })}`;
    const accept = { accept: 'application/graphql-response+json, application/json;q=0.9' };
    const fromA = await a.get(query, accept);
    expect([fromA.status, fromA.headers.etag]).toEqual([200, expect.stringMatching(/^W\//)]);
    const atB = await b.get(query, { ...accept, 'if-none-match': fromA.headers.etag! });
    expect(atB.status).toBe(304);

    const page = await a.get('/');
    expect([page.status, page.headers.etag]).toEqual([200, expect.any(String)]);
    const pageAtB = await b.get('/', { 'if-none-match': page.headers.etag! });
    expect(pageAtB.status).toBe(304);
  });

  it('lets exactly 10 of 40 concurrent wrong passwords through, spread over both workers', async () => {
    await a.graphql(SIGN_UP, {
      input: { handle: 'pool_target', name: 'Pool Target', password: 'pool-password-2' },
    });
    const [atA, atB] = await openDoors(server.origin, 2, 20);
    const doors = [...atA!, ...atB!];
    try {
      const answers = await Promise.all(
        doors.map((door, i) =>
          door.graphql<SignInAnswer>(
            SIGN_IN,
            { input: { handle: 'pool_target', password: `wrong-${i}` } },
            { 'x-forwarded-for': `10.9.${Math.floor(i / 200)}.${(i % 200) + 1}` },
          ),
        ),
      );
      const outcome = (answer: (typeof answers)[number]) =>
        answer.json?.data?.signIn.userErrors[0]?.code ??
        answer.json?.errors?.[0]?.extensions?.code ??
        `status ${answer.status}`;
      const counts: Record<string, number> = {};
      for (const answer of answers) counts[outcome(answer)] = (counts[outcome(answer)] ?? 0) + 1;
      expect(counts).toEqual({ BAD_CREDENTIALS: 10, TOO_MANY_REQUESTS: 30 });
      const byWorker = new Set(answers.map((answer) => answer.worker));
      expect(byWorker.size).toBe(2);
    } finally {
      for (const door of doors) door.close();
    }
  });

  it('answers every request on one worker while the other is killed, and replaces it', async () => {
    const victim = a.worker;
    const survivor = b.worker;
    const streams = await openDoors(server.origin, 2, 4);
    const toSurvivor = streams.find((doors) => doors[0]!.worker === survivor)!;
    for (const doors of streams) if (doors !== toSurvivor) for (const door of doors) door.close();
    a.close();

    let killedAt = 0;
    const failures: string[] = [];
    let answered = 0;
    const stream = async (door: WorkerDoor) => {
      // Until 2 s after the kill: the primary has noticed and is starting the replacement.
      while (!killedAt || Date.now() - killedAt < 2000) {
        try {
          const answer = await door.graphql(TAGS);
          if (answer.status !== 200 || answer.json?.errors) failures.push(answer.body);
          else answered++;
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const streaming = Promise.all(toSurvivor.map(stream));
    await new Promise((resolve) => setTimeout(resolve, 500));
    process.kill(Number(victim), 'SIGKILL');
    killedAt = Date.now();
    await streaming;
    for (const door of toSurvivor) door.close();
    b.close();
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(0);

    // The pool is back to two: new connections reach the survivor and a new worker.
    const deadline = Date.now() + 60_000;
    const workers = new Set<string>();
    while (Date.now() < deadline && workers.size < 2) {
      const door = await openDoor(server.origin);
      workers.add(door.worker);
      door.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(workers.has(survivor)).toBe(true);
    expect(workers.has(victim)).toBe(false);
    expect(workers.size).toBe(2);
    expect(server.output().join('\n')).toContain(`(pid ${victim}) exited (signal SIGKILL)`);
  });

  it('stops on SIGTERM: every worker finishes, the store is closed, the exit is clean', async () => {
    const exited = new Promise<number | null>((resolve) =>
      server.child.once('exit', (code) => resolve(code)),
    );
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    // Every process's connections closed (site.ts storeClosed: what shows it on each engine).
    expect(await tmp.storeClosed()).toBe(true);
  });
});

describe('a pool that cannot start', () => {
  const tmp = tempSite('folio-workers-busy-');
  const taken = net.createServer();
  afterAll(() => {
    taken.close();
    tmp.remove();
  });

  it('gives up with the reason instead of replacing workers that cannot listen', async () => {
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    const started = tmp.start({
      FOLIO_WORKERS: '2',
      FOLIO_SEED: 'none',
      PORT: String(port),
    });
    await expect(started).rejects.toThrow(`Port ${port} is in use`);
    await expect(started).rejects.toThrow(/worker \d exited \(code 1\) before serving/);
  });
});
