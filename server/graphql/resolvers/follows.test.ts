import { Client, errorCode, signedIn } from '../../testing/harness';
import { storeArticle } from '../../testing/fixtures';
import { tempStore, type TestStore } from '../../testing/testStore';
import { toGlobalId } from '../ids';

// Follows and the reading list of signed-in readers (issue 28 item 2) on either engine: who may
// follow what, the Following list (each article once, newest first, paged, no N+1), parallel
// follows and saves counted once, the email choice kept, and nothing unpublished ever listed.

let t: TestStore;
let ada: Client;
let adaId: number;
let graceId: number;
let linusId: number;

beforeAll(async () => {
  t = await tempStore();
  adaId = (await t.createUser('ada', 'READER')).id;
  graceId = (await t.createUser('grace')).id;
  linusId = (await t.createUser('linus')).id;
  ada = await signedIn(t.store, 'ada');
});
afterAll(() => t.close());

const userId = (id: number) => toGlobalId(t.store, 'User', id);
const articleId = (id: number) => toGlobalId(t.store, 'Article', id);

async function tagId(name: string): Promise<string> {
  const tag = await t.store.tags.tagByName(name);
  return toGlobalId(t.store, 'Tag', tag!.id);
}

function follow(client: Client, id: string, following: boolean, email?: boolean) {
  return client.run<{
    follow: {
      author: { viewerFollow: { email: boolean } | null } | null;
      tag: { viewerFollow: { email: boolean } | null } | null;
      userErrors: { field: string; message: string }[];
    };
  }>(
    `mutation ($input: FollowInput!) { follow(input: $input) {
      author { viewerFollow { email } } tag { viewerFollow { email } }
      userErrors { field message } } }`,
    { input: { id, following, email } },
  );
}

interface ListData {
  edges: { cursor: string; node: { title: string } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

async function list(
  client: Client,
  field: 'following' | 'readingList',
  first = 10,
  after?: string,
) {
  const data = await client.data<{ viewer: Record<string, ListData> }>(
    `query ($first: Int, $after: String) { viewer { list: ${field}(first: $first, after: $after) {
      edges { cursor node { title } } pageInfo { hasNextPage endCursor } } } }`,
    { first, after },
  );
  return data.viewer.list!;
}

async function allTitles(client: Client, field: 'following' | 'readingList', first: number) {
  const titles: string[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await list(client, field, first, after);
    titles.push(...page.edges.map((edge) => edge.node.title));
    if (!page.pageInfo.hasNextPage) return titles;
    after = page.pageInfo.endCursor!;
  }
}

test('the Following list: the followed authors and tags, each article once, newest first, paged', async () => {
  await storeArticle(t.store, graceId, 'Grace one');
  await storeArticle(t.store, linusId, 'Linus on kernels', { tags: ['kernels'] });
  await storeArticle(t.store, graceId, 'Grace on kernels', { tags: ['kernels'] });
  await storeArticle(t.store, graceId, 'Grace draft', { status: 'DRAFT', tags: ['kernels'] });
  await storeArticle(t.store, linusId, 'Linus on git');
  await storeArticle(t.store, adaId, 'Ada on kernels', { tags: ['kernels'] });

  expect((await list(ada, 'following')).edges).toEqual([]);
  expect((await follow(ada, userId(graceId), true)).data?.follow.author?.viewerFollow).toEqual({
    email: false,
  });
  expect((await follow(ada, await tagId('kernels'), true)).data?.follow.tag?.viewerFollow).toEqual({
    email: false,
  });

  const expected = ['Grace on kernels', 'Linus on kernels', 'Grace one'];
  expect(await allTitles(ada, 'following', 10)).toEqual(expected);
  expect(await allTitles(ada, 'following', 1)).toEqual(expected);
});

test('a page of the Following list costs the same statements for 1 article as for 3', async () => {
  const cost = async (first: number) => {
    t.statements.length = 0;
    await ada.data(
      `query ($first: Int) { viewer { following(first: $first) {
      edges { node { title author { handle viewerFollow { email } } viewerHasSaved
        tags { name viewerFollow { email } } } } } } }`,
      { first },
    );
    return t.statements.length;
  };
  expect(await cost(3)).toBe(await cost(1));
});

test('parallel follows leave one follow; the email choice is kept until changed; unfollowing twice is fine', async () => {
  const linus = userId(linusId);
  await Promise.all(Array.from({ length: 20 }, () => follow(ada, linus, true, true)));
  expect(
    await t.count(
      'SELECT COUNT(*) FROM author_follows WHERE user_id = ? AND author_id = ?',
      adaId,
      linusId,
    ),
  ).toBe(1);
  expect((await follow(ada, linus, true)).data?.follow.author?.viewerFollow).toEqual({
    email: true,
  });
  expect((await follow(ada, linus, true, false)).data?.follow.author?.viewerFollow).toEqual({
    email: false,
  });
  expect(await allTitles(ada, 'following', 10)).toContain('Linus on git');

  for (let i = 0; i < 2; i++) {
    const result = await follow(ada, linus, false);
    expect(result.errors).toBeUndefined();
    expect(result.data?.follow.author?.viewerFollow).toBeNull();
  }
  expect(await allTitles(ada, 'following', 10)).not.toContain('Linus on git');
});

test('what cannot be followed is refused and changes nothing', async () => {
  const before = await t.count('SELECT COUNT(*) FROM tag_follows');
  await storeArticle(t.store, graceId, 'Secret plans', { status: 'DRAFT', tags: ['secret-tag'] });
  // A tag only drafts carry is answered as one that does not exist.
  expect(errorCode(await follow(ada, await tagId('secret-tag'), true))).toBe('NOT_FOUND');
  expect(errorCode(await follow(ada, 'not-an-id', true))).toBe('NOT_FOUND');
  expect(errorCode(await follow(new Client(t.store), userId(graceId), true))).toBe(
    'UNAUTHENTICATED',
  );
  const self = await follow(ada, userId(adaId), true);
  expect(self.data?.follow.userErrors).toEqual([
    { field: 'id', message: 'You cannot follow yourself.' },
  ]);
  expect(await t.count('SELECT COUNT(*) FROM tag_follows')).toBe(before);
  expect(await t.count('SELECT COUNT(*) FROM author_follows WHERE author_id = ?', adaId)).toBe(0);
});

test('only the reader sees their own Following list and reading list, and their follows', async () => {
  const grace = await signedIn(t.store, 'grace');
  const data = await grace.data<{
    user: { following: unknown; readingList: unknown; viewerFollow: unknown };
  }>(`{ user(handle: "ada") { following { edges { cursor } } readingList { edges { cursor } }
    viewerFollow { email } } }`);
  expect(data.user).toEqual({ following: null, readingList: null, viewerFollow: null });
  const anonymous = await new Client(t.store).data<{ user: { viewerFollow: unknown } }>(
    `{ user(handle: "grace") { viewerFollow { email } } }`,
  );
  expect(anonymous.user.viewerFollow).toBeNull();
});

function save(client: Client, id: string, saved: boolean) {
  return client.run<{
    saveArticle: { article: { viewerHasSaved: boolean } | null; userErrors: { message: string }[] };
  }>(
    `mutation ($id: ID!, $saved: Boolean!) { saveArticle(input: { id: $id, saved: $saved }) {
      article { viewerHasSaved } userErrors { message } } }`,
    { id, saved },
  );
}

test('the reading list: saved once however often, newest saved first, paged, published only', async () => {
  const first = await storeArticle(t.store, linusId, 'Saved first');
  const second = await storeArticle(t.store, linusId, 'Saved second');
  const third = await storeArticle(t.store, graceId, 'Saved third');
  const results = await Promise.all(
    Array.from({ length: 10 }, () => save(ada, articleId(first.id), true)),
  );
  expect(results.every((r) => r.data?.saveArticle.article?.viewerHasSaved)).toBe(true);
  expect(await t.count('SELECT COUNT(*) FROM reading_list WHERE user_id = ?', adaId)).toBe(1);
  for (const row of [second, third]) {
    ada.clock.now += 1000;
    await save(ada, articleId(row.id), true);
  }
  expect(await allTitles(ada, 'readingList', 2)).toEqual([
    'Saved third',
    'Saved second',
    'Saved first',
  ]);

  // An article taken off the site leaves the list while it is not published.
  await t.sql("UPDATE articles SET status = 'DRAFT' WHERE id = ?", third.id);
  expect(await allTitles(ada, 'readingList', 10)).toEqual(['Saved second', 'Saved first']);

  const removed = await save(ada, articleId(second.id), false);
  expect(removed.data?.saveArticle.article?.viewerHasSaved).toBe(false);
  expect(await allTitles(ada, 'readingList', 10)).toEqual(['Saved first']);
});

test('a draft cannot be saved, and another writer’s draft is not found', async () => {
  const own = await storeArticle(t.store, graceId, 'Grace works on it', { status: 'DRAFT' });
  const grace = await signedIn(t.store, 'grace');
  const result = await save(grace, articleId(own.id), true);
  expect(result.data?.saveArticle.userErrors).toEqual([
    { message: 'Only a published article can be saved.' },
  ]);
  expect(errorCode(await save(ada, articleId(own.id), true))).toBe('NOT_FOUND');
  expect(await t.count('SELECT COUNT(*) FROM reading_list WHERE article_id = ?', own.id)).toBe(0);
});
