import { Client, signedIn } from '../../testing/harness';
import { storeArticle } from '../../testing/fixtures';
import { tempStore, type TestStore } from '../../testing/testStore';
import { toGlobalId } from '../ids';

// Moderation's rest (issue 29 item 5) on either engine: the site holds a new account's first
// comments for an editor's approval, invisible (counts included) to all but their author and
// editors; and an editor stops an account commenting, and lets it again.

let t: TestStore;
let owner: Client;
let grace: Client;
let linus: Client;
let mira: Client;
let ada: Client;
let graceId: number;
let linusId: string;

beforeAll(async () => {
  t = await tempStore();
  await t.createUser('olga', 'OWNER');
  graceId = (await t.createUser('grace')).id;
  linusId = toGlobalId(t.store, 'User', (await t.createUser('linus', 'READER')).id);
  await t.createUser('mira', 'READER');
  await t.createUser('ada', 'EDITOR');
  owner = await signedIn(t.store, 'olga');
  grace = await signedIn(t.store, 'grace');
  linus = await signedIn(t.store, 'linus');
  mira = await signedIn(t.store, 'mira');
  ada = await signedIn(t.store, 'ada');
});
afterAll(() => t.close());

let n = 0;
async function article(): Promise<{ id: string; slug: string }> {
  const row = await storeArticle(t.store, graceId, `Held ${n++}`);
  return { id: toGlobalId(t.store, 'Article', row.id), slug: row.slug };
}

type Errors = { field: string | null; message: string }[];

async function add(client: Client, articleId: string, body: string, parentId?: string) {
  const data = await client.data<{
    addComment: { comment: { id: string; held: boolean } | null; userErrors: Errors };
  }>(
    `mutation ($input: AddCommentInput!) { addComment(input: $input) {
      comment { id held } userErrors { field message } } }`,
    { input: { articleId, body, parentId } },
  );
  return data.addComment;
}

function holdFirst(client: Client, heldFirstComments: number) {
  return client.run<{ updateSiteSettings: { userErrors: Errors } }>(
    `mutation ($n: Int!) { updateSiteSettings(input: { signUpPolicy: OPEN, heldFirstComments: $n }) {
      userErrors { field message } } }`,
    { n: heldFirstComments },
  );
}

async function setting(client: Client) {
  return (
    await client.data<{ site: { heldFirstComments: number | null } }>(
      `{ site { heldFirstComments } }`,
    )
  ).site.heldFirstComments;
}

/** What `client` sees of the article: its count, its threads and their reply counts. */
async function page(client: Client, slug: string) {
  const data = await client.data<{
    article: {
      commentCount: number;
      comments: { edges: { node: { body: string; held: boolean; replyCount: number } }[] };
    };
  }>(
    `query ($slug: String!) { article(slug: $slug) { commentCount comments { edges { node {
      body held replyCount } } } } }`,
    { slug },
  );
  return {
    count: data.article.commentCount,
    threads: data.article.comments.edges.map((e) => e.node),
  };
}

async function queue(client: Client) {
  const data = await client.data<{
    moderationQueue: { edges: { node: { body: string; held: boolean; hidden: boolean } }[] };
  }>(`{ moderationQueue(first: 50) { edges { node { body held hidden } } } }`);
  return data.moderationQueue.edges.map((e) => e.node);
}

function nodeOf(client: Client, id: string) {
  return client.data<{ node: { id: string } | null }>(`query ($id: ID!) { node(id: $id) { id } }`, {
    id,
  });
}

const code = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.code;

describe('holding a new account’s first comments', () => {
  afterAll(() => holdFirst(owner, 0));

  test('only an owner sets how many are held, within 0 to 20', async () => {
    expect(await setting(owner)).toBe(0);
    expect(await setting(ada)).toBeNull();
    expect(await setting(new Client(t.store))).toBeNull();
    expect(code(await holdFirst(ada, 2))).toBe('FORBIDDEN');
    expect((await holdFirst(owner, 21)).data!.updateSiteSettings.userErrors).toEqual([
      { field: 'heldFirstComments', message: 'Held comments must be a whole number from 0 to 20.' },
    ]);
    expect(await setting(owner)).toBe(0);
  });

  test('a held comment shows only to its author and editors, and counts for no one until approved', async () => {
    expect((await holdFirst(owner, 2)).data!.updateSiteSettings.userErrors).toEqual([]);
    const { id, slug } = await article();
    const staff = await add(grace, id, 'Welcome');
    expect(staff.comment!.held).toBe(false);
    const first = await add(linus, id, 'My first words');
    expect(first.comment!.held).toBe(true);
    const reply = await add(linus, id, 'And a reply', staff.comment!.id);
    expect(reply.comment!.held).toBe(true);

    for (const reader of [new Client(t.store), mira, grace]) {
      expect(await page(reader, slug)).toEqual({
        count: 1,
        threads: [{ body: 'Welcome', held: false, replyCount: 0 }],
      });
      expect((await nodeOf(reader, first.comment!.id)).node).toBeNull();
      // Answering it reads as answering a comment that is gone.
      const answer = await add(reader === grace ? grace : mira, id, 'Hm?', first.comment!.id);
      expect(answer.userErrors.map((e) => e.field)).toEqual(['parentId']);
    }
    for (const allowed of [linus, ada]) {
      expect(await page(allowed, slug)).toMatchObject({
        count: 1,
        threads: [{ body: 'Welcome' }, { body: 'My first words', held: true }],
      });
    }
    expect(await queue(ada)).toEqual(
      expect.arrayContaining([
        { body: 'My first words', held: true, hidden: false },
        { body: 'And a reply', held: true, hidden: false },
      ]),
    );

    // Approving (restore) shows it to everyone; one approved of two, so the next is held too.
    const approved = await ada.data<{ restoreComment: { comment: { held: boolean } } }>(
      `mutation ($id: ID!) { restoreComment(input: { id: $id }) { comment { held } } }`,
      { id: first.comment!.id },
    );
    expect(approved.restoreComment.comment.held).toBe(false);
    expect(await page(mira, slug)).toEqual({
      count: 2,
      threads: [
        { body: 'Welcome', held: false, replyCount: 0 },
        { body: 'My first words', held: false, replyCount: 0 },
      ],
    });
    expect((await add(linus, id, 'Second')).comment!.held).toBe(true);

    // Rejecting (delete) removes it; approving a second lets the account's comments through.
    await ada.data(
      `mutation ($id: ID!) { deleteComment(input: { id: $id }) { userErrors { message } } }`,
      {
        id: reply.comment!.id,
      },
    );
    expect((await nodeOf(linus, reply.comment!.id)).node).toBeNull();
    const second = (await page(linus, slug)).threads.find((c) => c.body === 'Second');
    expect(second?.held).toBe(true);
    const secondId = (await queue(ada)).find((c) => c.body === 'Second');
    expect(secondId).toBeDefined();
  });

  test('an approved account is no longer held; hiding a held comment keeps it hidden', async () => {
    await holdFirst(owner, 1);
    const { id, slug } = await article();
    await t.createUser('nova', 'READER');
    const nova = await signedIn(t.store, 'nova');
    const held = await add(nova, id, 'Hello there');
    expect(held.comment!.held).toBe(true);
    const hidden = await ada.data<{ hideComment: { comment: { held: boolean; hidden: boolean } } }>(
      `mutation ($id: ID!) { hideComment(input: { id: $id }) { comment { held hidden } } }`,
      { id: held.comment!.id },
    );
    expect(hidden.hideComment.comment).toEqual({ held: false, hidden: true });
    expect((await page(mira, slug)).count).toBe(0);
    // A hidden comment is no approval: the next one waits too, until an editor approves it.
    const next = await add(nova, id, 'Again');
    expect(next.comment!.held).toBe(true);
    await ada.data(
      `mutation ($id: ID!) { restoreComment(input: { id: $id }) { comment { id } } }`,
      {
        id: next.comment!.id,
      },
    );
    expect((await add(nova, id, 'Free now')).comment!.held).toBe(false);
    expect((await page(mira, slug)).count).toBe(2);
  });
});

describe('stopping an account commenting', () => {
  function stop(client: Client, userId: string, stopped: boolean) {
    return client.run<{ setCommenting: { userErrors: Errors } }>(
      `mutation ($userId: ID!, $stopped: Boolean!) {
        setCommenting(input: { userId: $userId, stopped: $stopped }) { userErrors { field message } } }`,
      { userId, stopped },
    );
  }

  async function stoppedAs(client: Client) {
    const data = await client.data<{ user: { commentingStopped: boolean | null } }>(
      `{ user(handle: "linus") { commentingStopped } }`,
    );
    return data.user.commentingStopped;
  }

  test('an editor stops a reader commenting and editing, and lets them again', async () => {
    const { id, slug } = await article();
    const before = await add(linus, id, 'Before');
    expect(code(await stop(mira, linusId, true))).toBe('FORBIDDEN');
    expect(code(await stop(new Client(t.store), linusId, true))).toBe('UNAUTHENTICATED');
    expect((await stop(ada, linusId, true)).data!.setCommenting.userErrors).toEqual([]);
    expect(await stoppedAs(ada)).toBe(true);
    expect(await stoppedAs(mira)).toBeNull();
    expect(await stoppedAs(linus)).toBeNull();

    const refused = await add(linus, id, 'After');
    expect(refused).toEqual({
      comment: null,
      userErrors: [{ field: null, message: 'An editor has stopped this account commenting.' }],
    });
    const edit = await linus.data<{ editComment: { userErrors: Errors } }>(
      `mutation ($id: ID!) { editComment(input: { id: $id, body: "Changed" }) {
        userErrors { field message } } }`,
      { id: before.comment!.id },
    );
    expect(edit.editComment.userErrors).toHaveLength(1);
    expect((await page(mira, slug)).threads.map((c) => c.body)).toEqual(['Before']);

    expect((await stop(ada, linusId, false)).data!.setCommenting.userErrors).toEqual([]);
    expect(await stoppedAs(ada)).toBe(false);
    expect((await add(linus, id, 'Back')).userErrors).toEqual([]);
  });

  test('a staff account cannot be stopped', async () => {
    const graceGlobal = toGlobalId(t.store, 'User', graceId);
    expect((await stop(ada, graceGlobal, true)).data!.setCommenting.userErrors).toEqual([
      { field: 'userId', message: 'A staff account cannot be stopped commenting.' },
    ]);
    const { id } = await article();
    expect((await add(grace, id, 'Still here')).userErrors).toEqual([]);
  });
});
