import type { Client } from '../../testing/harness';
import { signedIn } from '../../testing/harness';
import { storeArticle } from '../../testing/fixtures';
import { tempStore, type TestStore } from '../../testing/testStore';
import { toGlobalId } from '../ids';

// In-app notifications (issue 28 item 6, issue 29 items 4 and 7) on either engine: a new article
// by a followed author or tag, a reply, a mention; each reader once, never the one who caused
// it; nothing shown or counted that its reader may not see; read when seen.

let t: TestStore;
let ada: Client;
let grace: Client;
let linus: Client;
let editor: Client;
let graceId: number;

beforeAll(async () => {
  t = await tempStore();
  await t.createUser('ada', 'READER');
  graceId = (await t.createUser('grace')).id;
  await t.createUser('linus', 'READER');
  await t.createUser('edith', 'EDITOR');
  ada = await signedIn(t.store, 'ada');
  grace = await signedIn(t.store, 'grace');
  linus = await signedIn(t.store, 'linus');
  editor = await signedIn(t.store, 'edith');
});
afterAll(() => t.close());

interface Notified {
  kind: string;
  read: boolean;
  article: { title: string };
  comment: { body: string } | null;
}

async function inbox(client: Client, first = 20, after?: string) {
  const data = await client.data<{
    viewer: {
      unreadNotificationCount: number;
      notifications: {
        edges: { node: Notified & { id: string } }[];
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
      };
    };
  }>(
    `query ($first: Int, $after: String) { viewer { unreadNotificationCount
      notifications(first: $first, after: $after) {
        edges { node { id kind read article { title } comment { body } } }
        pageInfo { hasNextPage endCursor } } } }`,
    { first, after },
  );
  return data.viewer;
}

const kinds = async (client: Client) =>
  (await inbox(client)).notifications.edges.map(({ node }) => `${node.kind} ${node.article.title}`);

async function publish(title: string, tags: string[] = []) {
  const row = await storeArticle(t.store, graceId, title, { status: 'DRAFT', tags });
  const id = toGlobalId(t.store, 'Article', row.id);
  await grace.data(
    `mutation ($id: ID!) { publishArticle(input: { id: $id }) { article { id } } }`,
    {
      id,
    },
  );
  return id;
}

async function comment(client: Client, articleId: string, body: string, parentId?: string) {
  const data = await client.data<{ addComment: { comment: { id: string } } }>(
    `mutation ($input: AddCommentInput!) { addComment(input: $input) { comment { id } } }`,
    { input: { articleId, body, parentId } },
  );
  return data.addComment.comment.id;
}

const follow = (client: Client, id: string) =>
  client.data(
    `mutation ($id: ID!) { follow(input: { id: $id, following: true }) { author { id } } }`,
    {
      id,
    },
  );

test('a published article notifies each follower of its author or tags once, never its author', async () => {
  await publish('Before anyone followed', ['compilers']);
  await follow(ada, toGlobalId(t.store, 'User', graceId));
  const tag = await t.store.tags.tagByName('compilers');
  await follow(ada, toGlobalId(t.store, 'Tag', tag!.id));
  await follow(linus, toGlobalId(t.store, 'Tag', tag!.id));

  const id = await publish('On compilers', ['compilers']);
  await publish('On gardening');
  expect(await kinds(ada)).toEqual(['NEW_ARTICLE On gardening', 'NEW_ARTICLE On compilers']);
  expect(await kinds(linus)).toEqual(['NEW_ARTICLE On compilers']);
  expect(await kinds(grace)).toEqual([]);
  expect((await inbox(ada)).unreadNotificationCount).toBe(2);

  // Unpublished, it is not shown or counted; published again, it is back, still once.
  await grace.data(
    `mutation ($id: ID!) { unpublishArticle(input: { id: $id }) { article { id } } }`,
    {
      id,
    },
  );
  expect(await kinds(linus)).toEqual([]);
  expect((await inbox(linus)).unreadNotificationCount).toBe(0);
  await grace.data(
    `mutation ($id: ID!) { publishArticle(input: { id: $id }) { article { id } } }`,
    {
      id,
    },
  );
  expect(await kinds(linus)).toEqual(['NEW_ARTICLE On compilers']);
});

test('a reply notifies the author it answers; a mention notifies a known reader once; code and unknown handles do not', async () => {
  const articleId = await publish('Talk here');
  const mine = await comment(ada, articleId, 'First!');
  await comment(ada, articleId, 'Replying to myself', mine);
  const before = (await inbox(ada)).notifications.edges.length;

  await comment(linus, articleId, 'Well said @ADA, and @grace, not `@edith` or @nobody_here', mine);
  const [reply] = (await inbox(ada)).notifications.edges.map(({ node }) => node);
  expect(reply).toMatchObject({ kind: 'REPLY', read: false, article: { title: 'Talk here' } });
  expect(reply!.comment!.body).toContain('Well said');
  expect((await inbox(ada)).notifications.edges).toHaveLength(before + 1);
  expect(await kinds(grace)).toContain('MENTION Talk here');
  expect(await kinds(editor)).toEqual([]);
  expect(await kinds(linus)).not.toContain('MENTION Talk here');
});

test('an edit that adds a mention notifies that reader, and no one twice', async () => {
  const articleId = await publish('Edited talk');
  const first = await comment(ada, articleId, 'A start');
  const reply = await comment(linus, articleId, 'Hello @grace', first);
  const edit = (body: string) =>
    linus.data(
      `mutation ($id: ID!, $body: String!) { editComment(input: { id: $id, body: $body }) {
      comment { id } } }`,
      { id: reply, body },
    );
  await edit('Hello @grace and @edith');
  await edit('Hello again @grace and @edith');
  const onThis = async (client: Client) =>
    (await kinds(client)).filter((kind) => kind.endsWith('Edited talk'));
  expect(await onThis(editor)).toEqual(['MENTION Edited talk']);
  expect(await onThis(grace)).toEqual(['MENTION Edited talk']);
  // Ada follows Grace since the first test: the article, then the one reply.
  expect(await onThis(ada)).toEqual(['REPLY Edited talk', 'NEW_ARTICLE Edited talk']);
});

test('past ten handles a comment notifies no one more', async () => {
  const handles = Array.from({ length: 12 }, (_, i) => `reader_${i}`);
  for (const handle of handles) await t.createUser(handle, 'READER');
  const articleId = await publish('Crowded');
  await comment(linus, articleId, handles.map((handle) => `@${handle}`).join(' '));
  expect(
    await t.count(
      "SELECT COUNT(*) FROM notifications WHERE kind = 'MENTION' AND article_id IN (SELECT id FROM articles WHERE title = 'Crowded')",
    ),
  ).toBe(10);
});

test('a hidden comment’s notification is neither shown nor counted until it is restored', async () => {
  const articleId = await publish('Moderated');
  const rude = await comment(linus, articleId, 'Hey @ada, rude words');
  const count = (await inbox(ada)).unreadNotificationCount;
  expect(await kinds(ada)).toContain('MENTION Moderated');
  await editor.data(`mutation ($id: ID!) { hideComment(input: { id: $id }) { comment { id } } }`, {
    id: rude,
  });
  expect(await kinds(ada)).not.toContain('MENTION Moderated');
  expect((await inbox(ada)).unreadNotificationCount).toBe(count - 1);
  await editor.data(
    `mutation ($id: ID!) { restoreComment(input: { id: $id }) { comment { id } } }`,
    {
      id: rude,
    },
  );
  expect(await kinds(ada)).toContain('MENTION Moderated');
});

test('notifications page newest first and are read up to the newest shown; only their reader sees them', async () => {
  const all = (await inbox(ada)).notifications.edges.map(({ node }) => node.id);
  const paged: string[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await inbox(ada, 2, after);
    paged.push(...page.notifications.edges.map(({ node }) => node.id));
    if (!page.notifications.pageInfo.hasNextPage) break;
    after = page.notifications.pageInfo.endCursor!;
  }
  expect(paged).toEqual(all);

  const second = all[1]!;
  const marked = await ada.data<{
    markNotificationsRead: { viewer: { unreadNotificationCount: number } };
  }>(
    `mutation ($upTo: ID!) { markNotificationsRead(input: { upTo: $upTo }) {
      viewer { unreadNotificationCount } } }`,
    { upTo: second },
  );
  expect(marked.markNotificationsRead.viewer.unreadNotificationCount).toBe(1);
  const reads = (await inbox(ada)).notifications.edges.map(({ node }) => node.read);
  expect(reads).toEqual([false, ...reads.slice(1).map(() => true)]);

  const others = await grace.data<{
    user: { notifications: unknown; unreadNotificationCount: unknown };
  }>(`{ user(handle: "ada") { notifications { edges { cursor } } unreadNotificationCount } }`);
  expect(others.user).toEqual({ notifications: null, unreadNotificationCount: null });
});
