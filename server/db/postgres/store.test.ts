import { startTempPostgres, type TempPostgres } from '../../testing/postgres';
import type { ArticleRow } from '../rows';
import { PostgresMediaStore } from './mediaStore';
import { openPostgresStore, type PostgresStore } from './store';

// The PostgreSQL store through its own door (the Store interface), on a real server. Two
// stores on one database stand for two server processes: the limits and races that must hold
// across processes are tried between them.

let cluster: TempPostgres;
let store: PostgresStore;
let other: PostgresStore;
let ada: number;
let ben: number;

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString();

beforeAll(async () => {
  cluster = await startTempPostgres();
  [store, other] = await Promise.all([
    openPostgresStore(cluster.url, { seed: 'none' }),
    openPostgresStore(cluster.url, { seed: 'none' }),
  ]);
  const user = (handle: string) =>
    store.users.insertUser({
      handle,
      name: handle.toUpperCase(),
      role: 'AUTHOR',
      passwordHash: 'x',
      createdAt: at(0),
    });
  ada = (await user('ada'))!.id;
  ben = (await user('ben'))!.id;
  // A cluster of its own: initdb and start took 6.5 s on a busy 2-core machine.
}, 60_000);
afterAll(async () => {
  await store?.close();
  await other?.close();
  await cluster?.stop();
});

function publish(
  title: string,
  minute: number,
  extra: Partial<Parameters<PostgresStore['articles']['insertArticle']>[0]> = {},
) {
  return store.articles.insertArticle({
    authorId: ada,
    title,
    summary: '',
    body: `The body of ${title}.`,
    tags: [],
    status: 'PUBLISHED',
    createdAt: at(minute),
    publishedAt: at(minute),
    ...extra,
  });
}

describe('users and sessions', () => {
  test('a handle is taken without regard to case, and found the same way', async () => {
    const again = await store.users.insertUser({
      handle: 'ADA',
      name: 'x',
      role: 'AUTHOR',
      passwordHash: 'x',
      createdAt: at(1),
    });
    expect(again).toBeNull();
    expect(await store.users.userByHandle('Ada')).toEqual({
      kind: 'User',
      id: ada,
      handle: 'ada',
      name: 'ADA',
      bio: '',
      role: 'AUTHOR',
      createdAt: at(0),
    });
  });

  test('a session resolves its viewer until it expires, and a new one replaces the old', async () => {
    const first = Buffer.alloc(32, 1);
    const second = Buffer.alloc(32, 2);
    await store.sessions.insertSession(first, ada, 1000, 5000, null);
    expect(await other.sessions.sessionViewer(first, 2000)).toMatchObject({
      renewedAt: 1000,
      user: { kind: 'User', handle: 'ada' },
    });
    expect(await other.sessions.sessionViewer(first, 5000)).toBeUndefined();
    await store.sessions.insertSession(second, ada, 3000, 9000, first);
    expect(await store.sessions.sessionViewer(first, 3000)).toBeUndefined();
    expect(await store.sessions.sessionViewer(second, 3000)).toBeDefined();
  });
});

describe('sign-in limits', () => {
  test('of 40 concurrent wrong attempts on one handle through two processes, exactly 10 are admitted', async () => {
    const now = Date.now();
    const attempts = Array.from({ length: 40 }, (_, i) =>
      (i % 2 ? other : store).signIns.admitSignInAttempt(
        {
          handle: i % 3 ? 'Grace' : 'grace',
          address: `10.0.0.${i}`,
          at: now,
          since: now - 900_000,
        },
        { address: 50, handle: 10 },
        () => true,
      ),
    );
    const results = await Promise.all(attempts);
    expect(results.filter((r) => 'admitted' in r)).toHaveLength(10);
    expect(results.filter((r) => 'refused' in r && r.refused === 'handle')).toHaveLength(30);
  });

  test('the address limit counts every handle, and a busy queue writes nothing', async () => {
    const now = Date.now();
    const attempt = (handle: string) =>
      store.signIns.admitSignInAttempt(
        { handle, address: '192.0.2.1', at: now, since: now - 900_000 },
        { address: 3, handle: 10 },
        () => true,
      );
    expect(
      await store.signIns.admitSignInAttempt(
        { handle: 'h0', address: '192.0.2.1', at: now, since: now - 900_000 },
        { address: 3, handle: 10 },
        () => false,
      ),
    ).toEqual({ refused: 'busy' });
    for (const handle of ['h1', 'h2', 'h3'])
      expect(await attempt(handle)).toHaveProperty('admitted');
    expect(await attempt('h4')).toEqual({ refused: 'address', at: now });
  });
});

describe('articles', () => {
  let rows: ArticleRow[];
  beforeAll(async () => {
    rows = [];
    // Two at the same minute: the id breaks the tie, as on SQLite.
    for (const [i, minute] of [1, 2, 3, 3, 4, 5, 6].entries()) {
      rows.push(await publish(`Keyset ${i}`, minute, { tags: i % 2 ? ['odd', 'all'] : ['all'] }));
    }
  });

  test('published lists page by (publishedAt, id) with the cursor key as SQLite writes it', async () => {
    const seen: string[] = [];
    let after = null;
    for (;;) {
      const page: Awaited<ReturnType<typeof store.articles.publishedArticles>> =
        await store.articles.publishedArticles(3, after, 'all');
      seen.push(...page.rows.map(({ row }) => row.title));
      const last = page.rows.at(-1)!;
      expect(last.key).toBe(last.row.publishedAt);
      if (!page.hasNextPage) break;
      after = { key: last.key, id: last.row.id };
    }
    expect(seen).toEqual([
      'Keyset 6',
      'Keyset 5',
      'Keyset 4',
      'Keyset 3',
      'Keyset 2',
      'Keyset 1',
      'Keyset 0',
    ]);
    const odd = await store.articles.publishedArticles(10, null, 'odd');
    expect(odd.rows.map(({ row }) => row.title)).toEqual(['Keyset 5', 'Keyset 3', 'Keyset 1']);
  });

  test('a forged cursor key reads as the end of the list, not an error', async () => {
    const page = await store.articles.publishedArticles(3, { key: 'yesterday', id: 1 }, null);
    expect(page).toEqual({ rows: [], hasNextPage: false });
  });

  test('neighbours step once either way in the author’s published order', async () => {
    const third = rows[3]!;
    expect((await store.articles.adjacentByAuthor(third, 'previous'))?.title).toBe('Keyset 2');
    expect((await store.articles.adjacentByAuthor(third, 'next'))?.title).toBe('Keyset 4');
  });

  test('tags keep the author’s order and count published articles only', async () => {
    const tags = await store.tags.tagsByArticleIds([rows[1]!.id]);
    expect(tags.get(rows[1]!.id)!.map((t) => t.name)).toEqual(['odd', 'all']);
    const all = (await store.tags.tagByName('all'))!;
    expect((await store.tags.publishedCountsByTagIds([all.id])).get(all.id)).toBe(7);
  });

  test('a stale save changes nothing; two saves of one revision at once: one wins, one conflicts', async () => {
    const draft = await store.articles.insertArticle({
      authorId: ada,
      title: 'Racing saves',
      summary: '',
      body: 'v1',
      tags: ['x'],
      createdAt: at(10),
    });
    expect(draft.slug).toMatch(/^racing-saves--[0-9a-f]{8}$/);
    const results = await Promise.all(
      [store, other].map((s, i) =>
        s.articles.updateArticle(draft.id, 1, { body: `v2 from ${i}` }, at(11), {
          by: ada,
          autosave: false,
        }),
      ),
    );
    expect(results.map((r) => r.ok).sort()).toEqual([false, true]);
    const revisions = await store.revisions.revisionsOfArticle(draft.id, 10, null);
    expect(revisions.rows.map(({ row }) => row.number)).toEqual([2, 1]);
    expect(JSON.parse(revisions.rows[1]!.row.tags)).toEqual(['x']);
  });

  test('an autosave of a published article is pending; readers keep the published text', async () => {
    const article = await publish('Pending edits', 20, { body: 'published text' });
    const saved = await store.articles.updateArticle(article.id, 1, { body: 'typing…' }, at(21), {
      by: ada,
      autosave: true,
    });
    expect(saved).toMatchObject({
      ok: true,
      article: { revision: 2, pendingRevision: 2, body: 'published text' },
    });
    const archived = await store.articles.setArticleStatus(article.id, 'ARCHIVED', at(22));
    expect(archived).toMatchObject({
      status: 'ARCHIVED',
      body: 'typing…',
      pendingRevision: null,
      revision: 3,
    });
  });

  test('concurrent first publishes of one title from two processes all get distinct slugs', async () => {
    const drafts = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        store.articles.insertArticle({
          authorId: ben,
          title: 'Same Title',
          summary: '',
          body: 'b',
          tags: [],
          createdAt: at(30 + i),
        }),
      ),
    );
    const published = await Promise.all(
      drafts.map((d, i) =>
        (i % 2 ? other : store).articles.setArticleStatus(d.id, 'PUBLISHED', at(40)),
      ),
    );
    expect(published.map((a) => a.slug).sort()).toEqual([
      'same-title',
      'same-title-2',
      'same-title-3',
      'same-title-4',
      'same-title-5',
      'same-title-6',
    ]);
  });

  test('a slug the unique index refuses is retried with the next one, never an error', async () => {
    // A bare slug held by a never-published row (as an older server wrote them): the public-slug
    // lookup does not see it, the unique index does.
    await store.db.run({
      text: `INSERT INTO articles (slug, title, author_id, created_at, updated_at)
             VALUES ('ghost', 'Ghost', $1, now(), now())`,
      values: [ben],
    });
    const draft = await store.articles.insertArticle({
      authorId: ben,
      title: 'Ghost',
      summary: '',
      body: 'b',
      tags: [],
      createdAt: at(45),
    });
    expect((await store.articles.setArticleStatus(draft.id, 'PUBLISHED', at(46))).slug).toBe(
      'ghost-2',
    );
  });

  test('a due draft is published by exactly one of two processes', async () => {
    const draft = await store.articles.insertArticle({
      authorId: ben,
      title: 'Scheduled',
      summary: '',
      body: 'soon',
      tags: [],
      createdAt: at(50),
    });
    expect(await store.schedule.setSchedule(draft.id, at(55))).toBe(true);
    expect(await store.schedule.dueArticleIds(at(54), 10)).toEqual([]);
    expect(await store.schedule.dueArticleIds(at(56), 10)).toEqual([draft.id]);
    const decided = await Promise.all([
      store.schedule.publishIfDue(draft.id, at(56)),
      other.schedule.publishIfDue(draft.id, at(56)),
    ]);
    expect(decided.sort()).toEqual([false, true]);
    expect((await store.articles.articlesByIds([draft.id]))[0]).toMatchObject({
      status: 'PUBLISHED',
      slug: 'scheduled',
      scheduledAt: null,
      publishedAt: at(56),
    });
  });

  test('deleting an article takes its comments and search entry with it', async () => {
    const article = await publish('Doomed findable', 59);
    const comment = await store.comments.insertComment(article.id, ben, 'hi', at(59));
    expect(comment).toEqual({
      kind: 'Comment',
      id: comment.id,
      articleId: article.id,
      authorId: ben,
      body: 'hi',
      createdAt: at(59),
      parentId: null,
      listParentId: null,
      depth: 0,
      editedAt: null,
      heldAt: null,
      deletedAt: null,
      likeCount: 0,
      hiddenAt: null,
    });
    expect((await store.comments.commentCounts([article.id])).get(article.id)).toBe(1);
    expect(await store.search.searchCount([{ text: 'doomed', prefix: false }])).toEqual({
      totalCount: 1,
      totalCountCapped: false,
    });
    expect(await store.articles.deleteArticle(article.id)).toBe(true);
    expect(await store.comments.commentsByIds([comment.id])).toEqual([]);
    expect((await store.search.searchCount([{ text: 'doomed', prefix: false }])).totalCount).toBe(
      0,
    );
    expect(await store.articles.deleteArticle(article.id)).toBe(false);
  });
});

describe('media and the change marker', () => {
  test('renditions are stored once by name and read back whole from another process', async () => {
    const media = new PostgresMediaStore(store.db);
    const otherMedia = new PostgresMediaStore(other.db);
    const name = `${'a'.repeat(32)}-480.webp`;
    expect(await otherMedia.has(name)).toBe(false);
    await media.put(name, Buffer.from('first bytes'));
    await otherMedia.put(name, Buffer.from('never written'));
    const opened = (await otherMedia.open(name))!;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('first bytes');
    expect(opened.size).toBe(11);
    expect(await media.open(`${'b'.repeat(32)}-480.webp`)).toBeNull();
    await expect(media.has('../etc/passwd')).rejects.toThrow(/Unsafe/);
  });

  test('an upload is recorded once per user and counts toward their quota', async () => {
    const image = {
      id: 'c'.repeat(32),
      width: 10,
      height: 5,
      fallback: 'png' as const,
      placeholder: '#000000',
      bytes: 1234,
    };
    await store.images.recordUpload(ada, image, at(0));
    await other.images.recordUpload(ada, image, at(0));
    expect(await store.images.mediaBytesOfUser(ada)).toBe(1234);
    expect(await store.images.imageUploadedBy(ben, image.id)).toBeUndefined();
    await store.images.setAvatar(ada, image.id);
    expect((await store.images.avatarsByUserIds([ada, ben])).get(ada)).toEqual({
      id: image.id,
      width: 10,
      height: 5,
      fallback: 'png',
      placeholder: '#000000',
      alt: 'ADA',
    });
  });

  test('the change marker moves with a write made by another process', async () => {
    const before = await store.changeMarker();
    expect(await store.changeMarker()).toBe(before);
    await other.users.updateProfile(ben, 'Ben', 'new bio');
    expect(await store.changeMarker()).not.toBe(before);
  });
});

describe('prepared statements', () => {
  test('named and prepared once per connection by default; with prepared off, none is kept', async () => {
    const prepared = async (on: boolean) => {
      const one = await openPostgresStore(cluster.url, {
        seed: 'none',
        pool: { size: 1, statementTimeoutMs: 10_000, prepared: on },
      });
      try {
        await one.articles.publishedArticles(5, null, null);
        await one.articles.publishedArticles(5, null, null);
        // The pool's one connection: the statements it holds prepared.
        return (
          await one.db.rows<{ name: string }>({ text: 'SELECT name FROM pg_prepared_statements' })
        ).map((row) => row.name);
      } finally {
        await one.close();
      }
    };
    expect(await prepared(true)).toContain('articles.published');
    expect(await prepared(false)).toEqual([]);
  });
});
