/**
 * kill -9 in the middle of concurrent writes: after a restart on the same
 * store, every write the server acknowledged is there and, on SQLite, the file
 * passes SQLite's integrity check. Writes that were in flight may or may not
 * have landed; only acknowledged ones are promised.
 */
import { graphqlClient, type ServerProcess, signUp } from './support';
import { tempSite } from './site';

// Its writers write as fast as they can from one address until the kill: no budget of
// server/auth/writeLimits.ts may end the run first.
const WRITING_AT_FULL_SPEED = { FOLIO_SEED: 'none', FOLIO_WRITE_LIMIT_FACTOR: '1000' };

const WRITERS = 20;
/** Writes acknowledged before the kill; the kill comes while more are in flight. */
const ACKED_BEFORE_KILL = 150;

const CREATE = `mutation CrashCreateArticleMutation($input: CreateArticleInput!) {
  createArticle(input: $input) { article { id slug } userErrors { field message } } }`;
const ADD_COMMENT = `mutation CrashAddCommentMutation($input: AddCommentInput!) {
  addComment(input: $input) { comment { id } userErrors { field message } } }`;
const READ = `query CrashReadQuery($id: ID!) { node(id: $id) { id ... on Article { slug } ... on Comment { body } } }`;

describe('a crash while writing', () => {
  const tmp = tempSite('folio-crash-');
  let server: ServerProcess | null = null;
  afterAll(async () => {
    await server?.stop();
    tmp.remove();
  });

  it('keeps every acknowledged write across kill -9 and reopens cleanly', async () => {
    server = await tmp.start(WRITING_AT_FULL_SPEED);
    let client = graphqlClient(server.origin, WRITERS);
    const cookie = await signUp(server, client, 'crash_writer');
    const first = await client.request<{ createArticle: { article: { id: string } } }>(
      CREATE,
      { input: { title: 'Comment target', body: 'x' } },
      cookie,
    );
    const targetId = first.json!.data!.createArticle.article.id;

    const acknowledged: { id: string; kind: 'article' | 'comment' }[] = [];
    let inFlightAtKill = 0;
    let inFlight = 0;
    let killed = false;
    let killing: Promise<void> | null = null;
    const victim = server;
    const writer = async (n: number) => {
      for (let i = 0; !killed && i < 10_000; i++) {
        inFlight++;
        const res =
          i % 2 === 0
            ? await client.request<{ createArticle: { article: { id: string } | null } }>(
                CREATE,
                { input: { title: `Crash ${n}-${i}`, body: `Body ${n}-${i}`, tags: ['crash'] } },
                cookie,
                10_000,
              )
            : await client.request<{ addComment: { comment: { id: string } | null } }>(
                ADD_COMMENT,
                { input: { articleId: targetId, body: `Comment ${n}-${i}` } },
                cookie,
                10_000,
              );
        inFlight--;
        const data = res.json?.data as
          | {
              createArticle?: { article: { id: string } | null };
              addComment?: { comment: { id: string } | null };
            }
          | undefined;
        if (res.status === 200 && data?.createArticle?.article)
          acknowledged.push({ id: data.createArticle.article.id, kind: 'article' });
        else if (res.status === 200 && data?.addComment?.comment)
          acknowledged.push({ id: data.addComment.comment.id, kind: 'comment' });
        if (!killing && acknowledged.length >= ACKED_BEFORE_KILL) {
          inFlightAtKill = inFlight;
          killing = victim.kill9().then(() => {
            killed = true;
          });
        }
        if (res.status === 0) break; // the server is gone
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, (_, n) => writer(n)));
    await killing;
    expect(victim.child.signalCode).toBe('SIGKILL');
    expect(inFlightAtKill).toBeGreaterThan(0);
    client.close();

    // Restarted as it was started: the writes before the kill still count against its budgets.
    server = await tmp.start(WRITING_AT_FULL_SPEED);
    expect(server.output().join('\n')).toContain(
      tmp.engine === 'sqlite' ? `Opened the database ${tmp.dbFile}` : 'Opened PostgreSQL',
    );
    client = graphqlClient(server.origin, 10);
    // The session survived too: the author can read its drafts.
    const missing: string[] = [];
    for (const write of acknowledged) {
      const res = await client.request<{ node: { id: string } | null }>(
        READ,
        { id: write.id },
        cookie,
      );
      if (res.json?.data?.node?.id !== write.id) missing.push(`${write.kind} ${write.id}`);
    }
    // And it takes writes again: nothing the killed server held (a lock, a transaction) is left.
    const after = await client.request<{ createArticle: { article: { id: string } | null } }>(
      CREATE,
      { input: { title: 'After the crash', body: 'Written by the restarted server.' } },
      cookie,
    );
    client.close();
    expect(missing).toEqual([]);
    expect(after.json?.data?.createArticle.article?.id).toBeTruthy();
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKED_BEFORE_KILL);

    await server.stop();
    server = null;
    // A torn SQLite file could still answer the reads above. PostgreSQL has no such check a
    // user could run: its write-ahead log is replayed at start-up, and the clean restart and
    // the reads above are what it promises.
    if (tmp.engine === 'sqlite') {
      expect(await tmp.sql('PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      expect(await tmp.sql('PRAGMA foreign_key_check')).toEqual([]);
    }
  });
});
