import { Client, signedIn } from '../../testing/harness';
import { storeArticle } from '../../testing/fixtures';
import { tempStore, type TestStore } from '../../testing/testStore';
import { toGlobalId } from '../ids';

// Threads (issue 29 item 1) on either engine: replies nest to depth 2 and are listed beside
// their parent past it, threads and replies page by cursor, and a page of threads with their
// replies costs the same statements whatever the number of threads.

let t: TestStore;
let grace: Client;
let linus: Client;
let graceId: number;
// Each comment half a minute after the last: the suite writes more comments than one account's
// budget allows in ten minutes (auth/writeLimits.ts), and their order is their creation's.
const clock = { now: Date.now() };

beforeAll(async () => {
  t = await tempStore();
  graceId = (await t.createUser('grace')).id;
  await t.createUser('linus', 'READER');
  grace = await signedIn(t.store, 'grace', clock);
  linus = await signedIn(t.store, 'linus', clock);
});
afterAll(() => t.close());

interface Added {
  comment: { id: string; depth: number; replyingTo: { handle: string } | null } | null;
  listedUnder: { id: string; replyCount: number } | null;
  article: { commentCount: number };
  userErrors: { field: string | null; message: string }[];
}

async function published(title: string): Promise<string> {
  const row = await storeArticle(t.store, graceId, title);
  return toGlobalId(t.store, 'Article', row.id);
}

async function add(
  client: Client,
  articleId: string,
  body: string,
  parentId?: string,
): Promise<Added> {
  clock.now += 30_000;
  const data = await client.data<{ addComment: Added }>(
    `mutation ($input: AddCommentInput!) { addComment(input: $input) {
      comment { id depth replyingTo { handle } } listedUnder { id replyCount }
      article { commentCount } userErrors { field message } } }`,
    { input: { articleId, body, parentId } },
  );
  return data.addComment;
}

const THREADS = `query ($slug: String!, $first: Int, $after: String, $order: CommentOrder) {
  article(slug: $slug) { commentCount comments(first: $first, after: $after, order: $order) {
    pageInfo { hasNextPage endCursor }
    edges { node { body depth replyCount replies(first: 2) {
      pageInfo { hasNextPage endCursor }
      edges { node { body depth replyingTo { handle } replyCount replies(first: 2) {
        edges { node { body depth replyingTo { handle } } } } } } } } } } } }`;

interface Node {
  body: string;
  depth: number;
  replyCount: number;
  replyingTo?: { handle: string } | null;
  replies: { pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: Node }[] };
}

async function threads(
  slug: string,
  variables: Record<string, unknown> = {},
): Promise<{
  commentCount: number;
  comments: { pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: Node }[] };
}> {
  const data = await new Client(t.store).data<{ article: never }>(THREADS, { slug, ...variables });
  return data.article;
}

async function slugOf(articleId: string): Promise<string> {
  const data = await grace.data<{ node: { slug: string } }>(
    `query ($id: ID!) { node(id: $id) { ... on Article { slug } } }`,
    { id: articleId },
  );
  return data.node.slug;
}

test('replies nest to depth 2; a reply deeper than that is listed beside its parent, replying to its author', async () => {
  const article = await published('Threaded');
  const top = await add(grace, article, 'Top');
  const one = await add(linus, article, 'One deep', top.comment!.id);
  expect(one.comment).toMatchObject({ depth: 1, replyingTo: null });
  expect(one.listedUnder).toEqual({ id: top.comment!.id, replyCount: 1 });
  const two = await add(grace, article, 'Two deep', one.comment!.id);
  expect(two.comment).toMatchObject({ depth: 2, replyingTo: null });
  const three = await add(linus, article, 'Three deep', two.comment!.id);
  expect(three.comment).toMatchObject({ depth: 2, replyingTo: { handle: 'grace' } });
  expect(three.listedUnder).toEqual({ id: one.comment!.id, replyCount: 2 });
  expect(three.article.commentCount).toBe(4);

  const page = await threads(await slugOf(article));
  expect(page.commentCount).toBe(4);
  expect(page.comments.edges).toHaveLength(1);
  const thread = page.comments.edges[0]!.node;
  expect(thread).toMatchObject({ body: 'Top', depth: 0, replyCount: 1 });
  const reply = thread.replies.edges[0]!.node;
  expect(reply).toMatchObject({ body: 'One deep', depth: 1, replyCount: 2 });
  expect(reply.replies.edges.map((e) => [e.node.body, e.node.replyingTo?.handle ?? null])).toEqual([
    ['Two deep', null],
    ['Three deep', 'grace'],
  ]);
});

test('a reply to a comment of another article, or to an unknown id, is refused and nothing is added', async () => {
  const first = await published('First of two');
  const second = await published('Second of two');
  const top = await add(grace, first, 'Over here');
  for (const parentId of [top.comment!.id, toGlobalId(t.store, 'Comment', 999_999), 'nonsense']) {
    const refused = await add(linus, second, 'Over there', parentId);
    expect(refused.comment).toBeNull();
    expect(refused.userErrors).toEqual([
      { field: 'parentId', message: 'The comment you replied to is no longer there.' },
    ]);
  }
  expect((await threads(await slugOf(second))).commentCount).toBe(0);
});

test('signed out, replying is UNAUTHENTICATED', async () => {
  const article = await published('Closed door');
  const top = await add(grace, article, 'Top');
  const result = await new Client(t.store).run(
    `mutation ($input: AddCommentInput!) { addComment(input: $input) { comment { id } } }`,
    { input: { articleId: article, body: 'Hi', parentId: top.comment!.id } },
  );
  expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});

test('threads and replies page by cursor, and sort oldest or newest first', async () => {
  const article = await published('Busy');
  const tops: string[] = [];
  for (let i = 1; i <= 5; i++) tops.push((await add(grace, article, `Thread ${i}`)).comment!.id);
  for (let i = 1; i <= 5; i++) await add(linus, article, `Reply ${i}`, tops[0]);
  const slug = await slugOf(article);

  const first = await threads(slug, { first: 2 });
  expect(first.comments.edges.map((e) => e.node.body)).toEqual(['Thread 1', 'Thread 2']);
  expect(first.comments.pageInfo.hasNextPage).toBe(true);
  const replies = first.comments.edges[0]!.node.replies;
  expect(replies.edges.map((e) => e.node.body)).toEqual(['Reply 1', 'Reply 2']);
  expect(replies.pageInfo.hasNextPage).toBe(true);
  expect(first.comments.edges[0]!.node.replyCount).toBe(5);

  const next = await threads(slug, { first: 2, after: first.comments.pageInfo.endCursor });
  expect(next.comments.edges.map((e) => e.node.body)).toEqual(['Thread 3', 'Thread 4']);

  const more = await new Client(t.store).data<{
    node: { replies: { edges: { node: { body: string } }[]; pageInfo: { hasNextPage: boolean } } };
  }>(
    `query ($id: ID!, $after: String) { node(id: $id) { ... on Comment {
      replies(first: 10, after: $after) { edges { node { body } } pageInfo { hasNextPage } } } } }`,
    { id: tops[0], after: replies.pageInfo.endCursor },
  );
  expect(more.node.replies.edges.map((e) => e.node.body)).toEqual([
    'Reply 3',
    'Reply 4',
    'Reply 5',
  ]);
  expect(more.node.replies.pageInfo.hasNextPage).toBe(false);

  const newest = await threads(slug, { first: 3, order: 'NEWEST' });
  expect(newest.comments.edges.map((e) => e.node.body)).toEqual([
    'Thread 5',
    'Thread 4',
    'Thread 3',
  ]);
  const older = await threads(slug, {
    first: 3,
    order: 'NEWEST',
    after: newest.comments.pageInfo.endCursor,
  });
  expect(older.comments.edges.map((e) => e.node.body)).toEqual(['Thread 2', 'Thread 1']);
});

test('a page of threads with their replies costs the same statements for 2 threads as for 12', async () => {
  async function statementsFor(threadCount: number): Promise<number> {
    const article = await published(`Counted ${threadCount}`);
    for (let i = 0; i < threadCount; i++) {
      const top = await add(grace, article, `Thread ${i}`);
      const reply = await add(linus, article, `Reply ${i}`, top.comment!.id);
      await add(grace, article, `Reply to reply ${i}`, reply.comment!.id);
    }
    const slug = await slugOf(article);
    await threads(slug); // warms the session and any statement cache
    const before = t.statements.length;
    const page = await threads(slug);
    expect(page.comments.edges).toHaveLength(threadCount);
    return t.statements.length - before;
  }
  expect(await statementsFor(12)).toBe(await statementsFor(2));
});
