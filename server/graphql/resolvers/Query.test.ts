import type { UserRow } from '../../db/rows';
import { toGlobalId } from '../ids';
import { storeArticle } from '../../testing/fixtures';
import { Client, errorCode, signedIn } from '../../testing/harness';
import { tempStore, type TestStore } from '../../testing/testStore';

let t: TestStore;
let ada: UserRow;
let grace: UserRow;

beforeAll(async () => {
  t = await tempStore();
  ada = await t.createUser('ada', 'EDITOR');
  grace = await t.createUser('grace');
});
afterAll(() => t.close());

interface ArticlesData {
  articles: {
    edges: { cursor: string; node: { title: string } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

const PAGE = `query ($first: Int, $after: String, $tag: String) {
  articles(first: $first, after: $after, tag: $tag) {
    edges { cursor node { title } }
    pageInfo { hasNextPage endCursor }
  }
}`;

describe('Query.articles', () => {
  test('lists published articles newest first, with tags in the author’s order', async () => {
    const first = await storeArticle(t.store, grace.id, 'Older piece', { tags: ['Zeta', 'alpha'] });
    await storeArticle(t.store, grace.id, 'Hidden draft', { status: 'DRAFT' });
    await storeArticle(t.store, grace.id, 'Newer piece', { tags: ['alpha'] });
    const data = await new Client(t.store).data<{
      articles: { edges: { node: { title: string; tags: { name: string }[] } }[] };
    }>(`{ articles(first: 50) { edges { node { title tags { name } } } } }`);
    const titles = data.articles.edges.map((e) => e.node.title);
    expect(titles.slice(0, 2)).toEqual(['Newer piece', 'Older piece']);
    expect(titles).not.toContain('Hidden draft');
    expect(data.articles.edges[1]!.node.tags.map((tag) => tag.name)).toEqual(['zeta', 'alpha']);
    expect(first.slug).toBe('older-piece');
  });

  test('pages by cursor with no duplicates or gaps while articles are published meanwhile', async () => {
    for (let i = 0; i < 7; i++)
      await storeArticle(t.store, grace.id, `Paged ${i}`, { tags: ['paged'] });
    const client = new Client(t.store);
    const seen: string[] = [];
    let after: string | null = null;
    let round = 0;
    for (;;) {
      const page: ArticlesData = await client.data<ArticlesData>(PAGE, {
        first: 3,
        after,
        tag: 'paged',
      });
      seen.push(...page.articles.edges.map((e) => e.node.title));
      // Newer articles land at the top; they must not shift what follows the cursor.
      await storeArticle(t.store, grace.id, `Interloper ${round++}`, { tags: ['paged'] });
      if (!page.articles.pageInfo.hasNextPage) break;
      after = page.articles.pageInfo.endCursor;
    }
    expect(seen).toEqual([
      'Paged 6',
      'Paged 5',
      'Paged 4',
      'Paged 3',
      'Paged 2',
      'Paged 1',
      'Paged 0',
    ]);
  });

  test('the tag filter accepts the name as typed and an unknown tag gives an empty list', async () => {
    await storeArticle(t.store, grace.id, 'Tagged once', { tags: ['Filter Me'] });
    const client = new Client(t.store);
    const hit = await client.data<ArticlesData>(PAGE, { tag: ' Filter Me ' });
    expect(hit.articles.edges.map((e) => e.node.title)).toEqual(['Tagged once']);
    const miss = await client.data<ArticlesData>(PAGE, { tag: 'no-such-tag' });
    expect(miss.articles.edges).toEqual([]);
  });

  test('first above 50 or below 0 and a forged cursor are BAD_USER_INPUT', async () => {
    const client = new Client(t.store);
    expect(errorCode(await client.run(PAGE, { first: 51 }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await client.run(PAGE, { first: -1 }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await client.run(PAGE, { after: 'not-a-cursor' }))).toBe('BAD_USER_INPUT');
    const zero = await client.data<ArticlesData>(PAGE, { first: 0 });
    expect(zero.articles.edges).toEqual([]);
    expect(zero.articles.pageInfo.hasNextPage).toBe(true);
  });

  test('a cursor whose time is spelled any other way than the store writes it is BAD_USER_INPUT', async () => {
    // SQLite compares these keys as text and PostgreSQL as instants: accepted, they paged
    // differently on each (`key + NUL` gave the cursor's own row again on SQLite, nothing on
    // PostgreSQL).
    const client = new Client(t.store);
    const first = await client.data<ArticlesData>(PAGE, { first: 1 });
    const cursor = first.articles.pageInfo.endCursor!;
    const [key, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [
      string,
      string,
    ];
    expect(new Date(key).toISOString()).toBe(key);
    const at = new Date(key);
    for (const forged of [
      `${key}\u0000`,
      key.replace('.000Z', 'Z'),
      key.replace('Z', '+00:00'),
      key.toLowerCase(),
      `${at.getUTCFullYear()}-13-01T00:00:00.000Z`,
      String(at.getTime()),
    ]) {
      const after = Buffer.from(JSON.stringify([forged, id])).toString('base64url');
      expect(errorCode(await client.run(PAGE, { after }))).toBe('BAD_USER_INPUT');
    }
    expect((await client.run(PAGE, { after: cursor })).errors).toBeUndefined();
  });
  test('a search cursor with a score of any size pages, never fails', async () => {
    // PostgreSQL keeps scores as reals: a forged 1e-320 failed the cast there (an internal
    // error) while SQLite paged past it.
    await storeArticle(t.store, grace.id, 'Searchable kestrel', { body: 'A kestrel hovers.' });
    const SEARCH = `query ($after: String) {
      search(query: "kestrel", first: 1, after: $after) { edges { node { article { title } } } }
    }`;
    const client = new Client(t.store);
    const first = await client.data<{ search: { edges: unknown[] } }>(SEARCH);
    expect(first.search.edges).toHaveLength(1);
    const id = toGlobalId(
      t.store,
      'Article',
      (await t.store.articles.articleBySlug('searchable-kestrel'))!.id,
    );
    const pages: Record<string, number> = {};
    for (const score of [1e-320, -1e-320, 1e-40, 1e39, -1e39, 1e308, -1e308, 0]) {
      const after = Buffer.from(JSON.stringify([score, id])).toString('base64url');
      const result = await client.run<{ search: { edges: unknown[] } }>(SEARCH, { after });
      expect(result.errors).toBeUndefined();
      pages[String(score)] = result.data!.search.edges.length;
    }
    // The one hit ranks below any score past it, above any before it: 1e39 and up lie past
    // every score; -1e39 and down before every one.
    expect(pages).toMatchObject({ '1e+39': 0, '1e+308': 0, '-1e+39': 1, '-1e+308': 1 });
  });
});

describe('Query.article and Query.node', () => {
  test('a draft is visible to its author and editors only; others read null', async () => {
    const draft = await storeArticle(t.store, grace.id, 'Secret plans', { status: 'DRAFT' });
    const query = `query ($slug: String!, $id: ID!) { article(slug: $slug) { title viewerCanEdit } node(id: $id) { id } }`;
    const vars = { slug: draft.slug, id: toGlobalId(t.store, 'Article', draft.id) };
    await t.createUser('linus');
    const anonymous = await new Client(t.store).run(query, vars);
    expect(anonymous.errors).toBeUndefined();
    expect(anonymous.data).toEqual({ article: null, node: null });
    expect((await (await signedIn(t.store, 'linus')).data(query, vars)).article).toBeNull();
    const own = await (
      await signedIn(t.store, 'grace')
    ).data<{ article: { viewerCanEdit: boolean } }>(query, vars);
    expect(own.article).toEqual({ title: 'Secret plans', viewerCanEdit: true });
    const editor = await (
      await signedIn(t.store, 'ada')
    ).data<{ article: { viewerCanEdit: boolean } }>(query, vars);
    expect(editor.article.viewerCanEdit).toBe(true);
  });

  test('node resolves every type by its global id; malformed and unknown ids are null', async () => {
    const published = await storeArticle(t.store, grace.id, 'Node target', { tags: ['nodes'] });
    const comment = await t.store.comments.insertComment(
      published.id,
      ada.id,
      'First!',
      new Date().toISOString(),
    );
    const client = new Client(t.store);
    const query = `query ($id: ID!) { node(id: $id) { __typename id
      ... on User { handle } ... on Article { title } ... on Tag { name articleCount }
      ... on Comment { body author { handle } article { title } viewerCanDelete } } }`;
    const userNode = await client.data<{ node: { id: string } }>(query, {
      id: toGlobalId(t.store, 'User', grace.id),
    });
    expect(userNode.node).toEqual({
      __typename: 'User',
      id: toGlobalId(t.store, 'User', grace.id),
      handle: 'grace',
    });
    expect(
      (await client.data(query, { id: toGlobalId(t.store, 'Article', published.id) })).node,
    ).toMatchObject({
      title: 'Node target',
    });
    const tagsData = await client.data<{
      articles: { edges: { node: { tags: { id: string }[] } }[] };
    }>(`{ articles(first: 1) { edges { node { tags { id } } } } }`);
    const tagId = tagsData.articles.edges[0]!.node.tags[0]!.id;
    expect((await client.data(query, { id: tagId })).node).toMatchObject({
      name: 'nodes',
      articleCount: 1,
    });
    expect(
      (await client.data(query, { id: toGlobalId(t.store, 'Comment', comment.id) })).node,
    ).toMatchObject({
      body: 'First!',
      author: { handle: 'ada' },
      article: { title: 'Node target' },
      viewerCanDelete: false,
    });
    for (const id of [
      '',
      'garbage!',
      toGlobalId(t.store, 'User', 999_999),
      Buffer.from('Bogus:1').toString('base64url'),
    ]) {
      expect((await client.data(query, { id })).node).toBeNull();
    }
  });
});

describe('Query.viewer, user, tag and tags', () => {
  test('viewer is null signed out and the user signed in', async () => {
    expect((await new Client(t.store).data(`{ viewer { handle } }`)).viewer).toBeNull();
    const client = await signedIn(t.store, 'grace');
    expect((await client.data(`{ viewer { handle role name bio } }`)).viewer).toEqual({
      handle: 'grace',
      role: 'AUTHOR',
      name: 'GRACE',
      bio: '',
    });
  });

  test('user is found without regard to case and lists only published articles; drafts only for themself', async () => {
    const other = await t.createUser('margaret');
    await storeArticle(t.store, other.id, 'Margaret public');
    await storeArticle(t.store, other.id, 'Margaret private', { status: 'DRAFT' });
    await storeArticle(t.store, other.id, 'Margaret archived', { status: 'ARCHIVED' });
    const query = `{ user(handle: "MARGARET") { handle createdAt
      articles { edges { node { title } } } drafts { edges { node { title status } } } } }`;
    const stranger = await new Client(t.store).data<{
      user: { articles: { edges: { node: { title: string } }[] }; drafts: null };
    }>(query);
    expect(stranger.user.articles.edges.map((e) => e.node.title)).toEqual(['Margaret public']);
    expect(stranger.user.drafts).toBeNull();
    const self = await (
      await signedIn(t.store, 'margaret')
    ).data<{
      user: { drafts: { edges: { node: { title: string } }[] } };
    }>(query);
    expect(self.user.drafts.edges.map((e) => e.node.title).sort()).toEqual([
      'Margaret archived',
      'Margaret private',
    ]);
    expect((await new Client(t.store).data(`{ user(handle: "nobody") { id } }`)).user).toBeNull();
  });

  test('tags lists tags with published articles by name with counts; tag(name) pages its articles', async () => {
    await storeArticle(t.store, grace.id, 'Only a draft tag', {
      status: 'DRAFT',
      tags: ['drafty'],
    });
    const client = new Client(t.store);
    const data = await client.data<{ tags: { name: string; articleCount: number }[] }>(
      `{ tags { name articleCount } }`,
    );
    const names = data.tags.map((tag) => tag.name);
    expect(names).toEqual([...names].sort());
    expect(names).not.toContain('drafty');
    expect(data.tags.find((tag) => tag.name === 'alpha')?.articleCount).toBe(2);
    const tag = await client.data<{
      tag: { name: string; articles: { edges: { node: { title: string } }[] } };
    }>(
      `{ tag(name: "Alpha") { name articles(first: 1) { edges { node { title } } pageInfo { hasNextPage } } } }`,
    );
    expect(tag.tag.articles.edges.map((e) => e.node.title)).toEqual(['Newer piece']);
    expect((await client.data(`{ tag(name: "nope") { id } }`)).tag).toBeNull();
  });

  test('a tag used only on drafts does not exist for anyone, by name or by id', async () => {
    await storeArticle(t.store, grace.id, 'Secret plans', {
      status: 'DRAFT',
      tags: ['acquisition'],
    });
    const tagId = (await t.store.tags.tagByName('acquisition'))!.id;
    for (const client of [new Client(t.store), await signedIn(t.store, 'grace')]) {
      expect((await client.data(`{ tag(name: "acquisition") { id } }`)).tag).toBeNull();
      const byId = await client.data(`{ node(id: "${toGlobalId(t.store, 'Tag', tagId)}") { id } }`);
      expect(byId.node).toBeNull();
    }
  });
});

describe('Article fields', () => {
  test('comments page oldest first and commentCount counts them', async () => {
    const target = await storeArticle(t.store, grace.id, 'Much discussed');
    for (let i = 0; i < 5; i++) {
      await t.store.comments.insertComment(
        target.id,
        ada.id,
        `Comment ${i}`,
        new Date(Date.UTC(2025, 5, 1, 0, i)).toISOString(),
      );
    }
    const client = new Client(t.store);
    const query = `query ($slug: String!, $after: String) { article(slug: $slug) {
      commentCount readingMinutes revision status publishedAt createdAt updatedAt summary body
      author { handle }
      comments(first: 2, after: $after) { edges { node { body } } pageInfo { hasNextPage endCursor } } } }`;
    interface Data {
      article: {
        commentCount: number;
        comments: {
          edges: { node: { body: string } }[];
          pageInfo: { hasNextPage: boolean; endCursor: string };
        };
      };
    }
    const bodies: string[] = [];
    let after: string | null = null;
    for (;;) {
      const data: Data = await client.data<Data>(query, { slug: target.slug, after });
      expect(data.article.commentCount).toBe(5);
      bodies.push(...data.article.comments.edges.map((e) => e.node.body));
      if (!data.article.comments.pageInfo.hasNextPage) break;
      after = data.article.comments.pageInfo.endCursor;
    }
    expect(bodies).toEqual(['Comment 0', 'Comment 1', 'Comment 2', 'Comment 3', 'Comment 4']);
    const full = await client.data<{ article: Record<string, unknown> }>(query, {
      slug: target.slug,
    });
    expect(full.article).toMatchObject({
      readingMinutes: 1,
      revision: 1,
      status: 'PUBLISHED',
      author: { handle: 'grace' },
    });
    expect(typeof full.article.publishedAt).toBe('string');
  });
});

describe('batched loading', () => {
  test('a page costs the same number of SQL statements for 5 and for 50 articles', async () => {
    const b = await tempStore();
    try {
      const writers = [await b.createUser('w_one'), await b.createUser('w_two', 'EDITOR')];
      const client = await signedIn(b.store, 'w_one');
      const query = `query ($first: Int) { articles(first: $first) { edges { node {
        author { name } tags { name articleCount } commentCount viewerCanEdit } } } }`;
      let made = 0;
      const count = async (n: number): Promise<number> => {
        while ((await client.data<ArticlesData>(PAGE, { first: 50 })).articles.edges.length < n) {
          const i = made++;
          const row = await storeArticle(b.store, writers[i % 2]!.id, `Bulk ${i}`, {
            tags: [`t${i % 7}`, `u${i % 3}`],
          });
          await b.store.comments.insertComment(
            row.id,
            writers[0]!.id,
            'x',
            new Date().toISOString(),
          );
        }
        const before = b.statements.length;
        const data = await client.data<ArticlesData>(query, { first: n });
        expect(data.articles.edges).toHaveLength(n);
        return b.statements.length - before;
      };
      const small = await count(5);
      const large = await count(50);
      expect(large).toBe(small);
      expect(small).toBeLessThanOrEqual(7);
    } finally {
      await b.close();
    }
  });
});
