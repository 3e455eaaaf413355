import { Client, signedIn } from '../../testing/harness';
import { storeArticle } from '../../testing/fixtures';
import { tempStore, type TestStore } from '../../testing/testStore';
import { toGlobalId } from '../ids';

// Moderation (issue 29 item 5) on either engine: readers report, editors see the queue and hide
// or restore, and a hidden comment exists only for its author and editors, counts included.

let t: TestStore;
let grace: Client;
let linus: Client;
let mira: Client;
let ada: Client;
let graceId: number;

beforeAll(async () => {
  t = await tempStore();
  graceId = (await t.createUser('grace')).id;
  await t.createUser('linus', 'READER');
  await t.createUser('mira', 'READER');
  await t.createUser('ada', 'EDITOR');
  grace = await signedIn(t.store, 'grace');
  linus = await signedIn(t.store, 'linus');
  mira = await signedIn(t.store, 'mira');
  ada = await signedIn(t.store, 'ada');
});
afterAll(() => t.close());

let n = 0;
async function article(): Promise<{ id: string; slug: string }> {
  const row = await storeArticle(t.store, graceId, `Moderated ${n++}`);
  return { id: toGlobalId(t.store, 'Article', row.id), slug: row.slug };
}

async function add(client: Client, articleId: string, body: string, parentId?: string) {
  const data = await client.data<{ addComment: { comment: { id: string } } }>(
    `mutation ($input: AddCommentInput!) { addComment(input: $input) { comment { id } } }`,
    { input: { articleId, body, parentId } },
  );
  return data.addComment.comment.id;
}

function report(client: Client, id: string, reason: string) {
  return client.run<{ reportComment: { userErrors: { field: string; message: string }[] } }>(
    `mutation ($id: ID!, $reason: String!) { reportComment(input: { id: $id, reason: $reason }) {
      userErrors { field message } } }`,
    { id, reason },
  );
}

function moderate(client: Client, verb: 'hide' | 'restore', id: string) {
  return client.run<Record<string, { comment: { hidden: boolean } }>>(
    `mutation ($id: ID!) { ${verb}Comment(input: { id: $id }) { comment { hidden } } }`,
    { id },
  );
}

async function queue(client: Client) {
  const data = await client.data<{
    moderationQueue: {
      edges: { node: { body: string; hidden: boolean; reports: { reason: string }[] } }[];
    } | null;
  }>(`{ moderationQueue { edges { node { body hidden reports { reason } } } } }`);
  return data.moderationQueue;
}

/** What `client` sees of the article: its count, its threads and the first's replies. */
async function page(client: Client, slug: string) {
  const data = await client.data<{
    article: {
      commentCount: number;
      comments: {
        edges: { node: { body: string; replyCount: number; replies: { edges: unknown[] } } }[];
      };
    };
  }>(
    `query ($slug: String!) { article(slug: $slug) { commentCount comments { edges { node {
      body replyCount replies { edges { node { body } } } } } } } }`,
    { slug },
  );
  return {
    count: data.article.commentCount,
    threads: data.article.comments.edges.map((e) => e.node.body),
    replies: data.article.comments.edges.map((e) => e.node.replyCount),
  };
}

const code = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.code;

test('a report needs a reason, counts once per reader, and reaches the queue editors alone see', async () => {
  const { id } = await article();
  const comment = await add(grace, id, 'Buy cheap watches');
  const blank = await report(linus, comment, '   ');
  expect(blank.data!.reportComment.userErrors).toEqual([
    { field: 'reason', message: 'A reason must be 1 to 500 characters.' },
  ]);
  expect((await report(linus, comment, 'Spam')).data!.reportComment.userErrors).toEqual([]);
  expect((await report(linus, comment, 'Spam again')).data!.reportComment.userErrors).toEqual([]);
  expect(code(await report(new Client(t.store), comment, 'Spam'))).toBe('UNAUTHENTICATED');

  const queued = (await queue(ada))!.edges.map((e) => e.node);
  expect(queued).toContainEqual({
    body: 'Buy cheap watches',
    hidden: false,
    reports: [{ reason: 'Spam' }],
  });
  expect(await queue(linus)).toBeNull();
  expect(await queue(new Client(t.store))).toBeNull();
});

test('a hidden comment, and the replies under it, exist only for its author and editors', async () => {
  const { id, slug } = await article();
  const kept = await add(grace, id, 'Kept');
  const hidden = await add(linus, id, 'Rude');
  await add(grace, id, 'Answer to rude', hidden);
  const hiddenReply = await add(linus, id, 'Rude reply', kept);
  expect(code(await moderate(linus, 'hide', hidden))).toBe('FORBIDDEN');
  expect((await moderate(ada, 'hide', hidden)).data!.hideComment!.comment.hidden).toBe(true);
  await moderate(ada, 'hide', hiddenReply);

  for (const reader of [new Client(t.store), mira, grace]) {
    expect(await page(reader, slug)).toEqual({ count: 1, threads: ['Kept'], replies: [0] });
    const node = await reader.data<{ node: unknown }>(`query ($id: ID!) { node(id: $id) { id } }`, {
      id: hidden,
    });
    expect(node.node).toBeNull();
  }
  // Hidden from grace, the comment cannot be answered, liked or reported by her either.
  const refused = await grace.data<{ addComment: { userErrors: { field: string }[] } }>(
    `mutation ($input: AddCommentInput!) { addComment(input: $input) { userErrors { field } } }`,
    { input: { articleId: id, body: 'Still?', parentId: hidden } },
  );
  expect(refused.addComment.userErrors).toEqual([{ field: 'parentId' }]);
  expect(code(await report(grace, hidden, 'Gone?'))).toBe('NOT_FOUND');

  // Its author and editors see it, marked hidden; the count is the same for everyone.
  expect(await page(linus, slug)).toMatchObject({ count: 1, threads: ['Kept', 'Rude'] });
  expect(await page(ada, slug)).toMatchObject({ count: 1, threads: ['Kept', 'Rude'] });
  const queued = (await queue(ada))!.edges.map((e) => e.node.body);
  expect(queued).toEqual(expect.arrayContaining(['Rude', 'Rude reply']));

  expect((await moderate(ada, 'restore', hidden)).data!.restoreComment!.comment.hidden).toBe(false);
  expect(await page(mira, slug)).toEqual({ count: 3, threads: ['Kept', 'Rude'], replies: [0, 1] });
  expect((await queue(ada))!.edges.map((e) => e.node.body)).not.toContain('Rude');
});
