import { Client, signedIn } from '../../testing/harness';
import { storeArticle } from '../../testing/fixtures';
import { tempStore, type TestStore } from '../../testing/testStore';
import { idOfType, toGlobalId } from '../ids';

// Editing, deleting and liking comments (issue 29 items 2 and 3) on either engine: who may,
// what an edit keeps, the tombstone a deletion leaves in a thread, and likes counted once.

let t: TestStore;
let grace: Client;
let linus: Client;
let ada: Client;
let graceId: number;

beforeAll(async () => {
  t = await tempStore();
  graceId = (await t.createUser('grace')).id;
  await t.createUser('linus', 'READER');
  await t.createUser('ada', 'EDITOR');
  grace = await signedIn(t.store, 'grace');
  linus = await signedIn(t.store, 'linus');
  ada = await signedIn(t.store, 'ada');
});
afterAll(() => t.close());

const FIELDS = `id body deleted editedAt author { handle } previousBodies { body }
  likeCount viewerHasLiked viewerCanEdit viewerCanDelete replyCount`;

interface CommentData {
  id: string;
  body: string;
  deleted: boolean;
  editedAt: string | null;
  author: { handle: string } | null;
  previousBodies: { body: string }[] | null;
  likeCount: number;
  viewerHasLiked: boolean;
  viewerCanEdit: boolean;
  viewerCanDelete: boolean;
  replyCount: number;
}

let n = 0;
async function article(): Promise<string> {
  const row = await storeArticle(t.store, graceId, `Talked about ${n++}`);
  return toGlobalId(t.store, 'Article', row.id);
}

async function add(client: Client, articleId: string, body: string, parentId?: string) {
  const data = await client.data<{ addComment: { comment: CommentData } }>(
    `mutation ($input: AddCommentInput!) { addComment(input: $input) { comment { ${FIELDS} } } }`,
    { input: { articleId, body, parentId } },
  );
  return data.addComment.comment;
}

function edit(client: Client, id: string, body: string) {
  return client.run<{
    editComment: { comment: CommentData; userErrors: { field: string; message: string }[] };
  }>(
    `mutation ($id: ID!, $body: String!) { editComment(input: { id: $id, body: $body }) {
      comment { ${FIELDS} } userErrors { field message } } }`,
    { id, body },
  );
}

function remove(client: Client, id: string) {
  return client.run<{
    deleteComment: {
      deletedCommentId: string | null;
      comment: CommentData | null;
      listedUnder: { replyCount: number } | null;
      article: { commentCount: number };
    };
  }>(
    `mutation ($id: ID!) { deleteComment(input: { id: $id }) { deletedCommentId
      comment { ${FIELDS} } listedUnder { replyCount } article { commentCount } } }`,
    { id },
  );
}

function like(client: Client, id: string, liked = true) {
  return client.run<{ likeComment: { comment: CommentData } }>(
    `mutation ($id: ID!, $liked: Boolean!) { likeComment(input: { id: $id, liked: $liked }) {
      comment { ${FIELDS} } } }`,
    { id, liked },
  );
}

async function read(client: Client, id: string): Promise<CommentData | null> {
  const data = await client.data<{ node: CommentData | null }>(
    `query ($id: ID!) { node(id: $id) { ... on Comment { ${FIELDS} } } }`,
    { id },
  );
  return data.node;
}

const code = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.code;

describe('editing', () => {
  test('the author edits: marked edited, and only editors see the text it replaced', async () => {
    const comment = await add(linus, await article(), 'Frist');
    expect(comment).toMatchObject({ editedAt: null, viewerCanEdit: true });
    const edited = await edit(linus, comment.id, '  First  ');
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.editComment.comment).toMatchObject({
      body: 'First',
      previousBodies: null,
    });
    expect(edited.data!.editComment.comment.editedAt).not.toBeNull();
    expect((await read(ada, comment.id))!.previousBodies).toEqual([{ body: 'Frist' }]);
    expect((await read(new Client(t.store), comment.id))!.previousBodies).toBeNull();
  });

  test("another reader may not edit a comment; an editor may edit anyone's", async () => {
    const comment = await add(grace, await article(), 'Mine');
    expect((await read(linus, comment.id))!.viewerCanEdit).toBe(false);
    expect(code(await edit(linus, comment.id, 'Yours now'))).toBe('FORBIDDEN');
    expect(code(await edit(new Client(t.store), comment.id, 'Anyone'))).toBe('UNAUTHENTICATED');
    expect((await read(grace, comment.id))!.body).toBe('Mine');
    const byEditor = await edit(ada, comment.id, 'Moderated');
    expect(byEditor.data!.editComment.comment.body).toBe('Moderated');
  });

  test('an invalid edit is refused with the rule and changes nothing', async () => {
    const comment = await add(grace, await article(), 'Kept');
    const refused = await edit(grace, comment.id, '   ');
    expect(refused.data!.editComment.userErrors).toEqual([
      { field: 'body', message: 'Comment must be 1 to 5,000 characters.' },
    ]);
    expect(await read(ada, comment.id)).toMatchObject({ body: 'Kept', editedAt: null });
    expect((await read(ada, comment.id))!.previousBodies).toEqual([]);
  });
});

describe('deleting', () => {
  test('a comment without replies leaves its list; one with replies stays as a tombstone', async () => {
    const articleId = await article();
    const top = await add(grace, articleId, 'Top');
    const reply = await add(linus, articleId, 'Reply', top.id);
    const lone = await add(linus, articleId, 'Lone');

    const gone = await remove(linus, lone.id);
    expect(gone.data!.deleteComment).toMatchObject({
      deletedCommentId: lone.id,
      comment: null,
      article: { commentCount: 2 },
    });
    expect(await read(ada, lone.id)).toBeNull();

    const kept = await remove(grace, top.id);
    expect(kept.data!.deleteComment).toMatchObject({
      deletedCommentId: null,
      comment: { id: top.id, body: '', deleted: true, author: null, viewerCanDelete: false },
      article: { commentCount: 1 },
    });
    expect((await read(linus, reply.id))!.body).toBe('Reply');
    expect(code(await edit(grace, top.id, 'Back'))).toBe('NOT_FOUND');
    expect(code(await remove(ada, top.id))).toBe('NOT_FOUND');
    const refused = await linus.data<{ addComment: { userErrors: { field: string }[] } }>(
      `mutation ($input: AddCommentInput!) { addComment(input: $input) { userErrors { field } } }`,
      { input: { articleId, body: 'To the void', parentId: top.id } },
    );
    expect(refused.addComment.userErrors).toEqual([{ field: 'parentId' }]);

    // The tombstone's last reply gone, nothing is left to hold the thread together.
    const last = await remove(linus, reply.id);
    expect(last.data!.deleteComment.article.commentCount).toBe(0);
    expect(await read(ada, top.id)).toBeNull();
  });

  test("a reader may not delete another's comment; an editor may", async () => {
    const comment = await add(grace, await article(), 'Stays');
    expect(code(await remove(linus, comment.id))).toBe('FORBIDDEN');
    expect(code(await remove(new Client(t.store), comment.id))).toBe('UNAUTHENTICATED');
    expect((await read(linus, comment.id))!.body).toBe('Stays');
    expect((await remove(ada, comment.id)).data!.deleteComment.deletedCommentId).toBe(comment.id);
  });
});

describe('likes', () => {
  test('a like counts once, shows as the viewer’s, and can be taken back', async () => {
    const comment = await add(grace, await article(), 'Likeable');
    expect((await like(linus, comment.id)).data!.likeComment.comment).toMatchObject({
      likeCount: 1,
      viewerHasLiked: true,
    });
    expect((await like(linus, comment.id)).data!.likeComment.comment.likeCount).toBe(1);
    expect(await read(grace, comment.id)).toMatchObject({ likeCount: 1, viewerHasLiked: false });
    expect((await like(ada, comment.id)).data!.likeComment.comment.likeCount).toBe(2);
    expect((await like(linus, comment.id, false)).data!.likeComment.comment).toMatchObject({
      likeCount: 1,
      viewerHasLiked: false,
    });
    expect((await like(linus, comment.id, false)).data!.likeComment.comment.likeCount).toBe(1);
    expect(code(await like(new Client(t.store), comment.id))).toBe('UNAUTHENTICATED');
  });

  test('50 likes from one reader at once count once', async () => {
    const comment = await add(grace, await article(), 'Popular');
    const results = await Promise.all(Array.from({ length: 50 }, () => like(linus, comment.id)));
    expect(results.filter((r) => r.errors)).toEqual([]);
    expect(await read(linus, comment.id)).toMatchObject({ likeCount: 1, viewerHasLiked: true });
    const rowId = idOfType(t.store, comment.id, 'Comment');
    expect(await t.count('SELECT COUNT(*) FROM comment_likes WHERE comment_id = ?', rowId)).toBe(1);
  });

  test('a reader past 120 likes in ten minutes is refused, saying when to try again', async () => {
    await t.createUser('eager', 'READER');
    const eager = await signedIn(t.store, 'eager');
    const comment = await add(grace, await article(), 'Much liked');
    for (let i = 0; i < 60; i++) {
      expect((await like(eager, comment.id, true)).errors).toBeUndefined();
      expect((await like(eager, comment.id, false)).errors).toBeUndefined();
    }
    const refused = await like(eager, comment.id, true);
    expect(code(refused)).toBe('TOO_MANY_REQUESTS');
    expect(refused.errors![0]!.message).toMatch(
      /^You have liked many comments and articles in a short time\./,
    );
    expect((await read(eager, comment.id))!).toMatchObject({ likeCount: 0, viewerHasLiked: false });
    // 121 requests in a row: seconds on a busy machine.
  }, 60_000);

  test('threads sort by their likes, most first', async () => {
    const articleId = await article();
    const quiet = await add(grace, articleId, 'Quiet');
    const loved = await add(grace, articleId, 'Loved');
    const liked = await add(grace, articleId, 'Liked');
    await like(linus, loved.id);
    await like(ada, loved.id);
    await like(linus, liked.id);
    const { node } = await linus.data<{
      node: {
        comments: {
          edges: { node: { body: string } }[];
          pageInfo: { endCursor: string };
        };
      };
    }>(
      `query ($id: ID!) { node(id: $id) { ... on Article {
        comments(order: MOST_LIKED, first: 2) { edges { node { body } } pageInfo { endCursor } } } } }`,
      { id: articleId },
    );
    expect(node.comments.edges.map((e) => e.node.body)).toEqual(['Loved', 'Liked']);
    const rest = await linus.data<{ node: { comments: { edges: { node: { body: string } }[] } } }>(
      `query ($id: ID!, $after: String) { node(id: $id) { ... on Article {
        comments(order: MOST_LIKED, first: 2, after: $after) { edges { node { body } } } } } }`,
      { id: articleId, after: node.comments.pageInfo.endCursor },
    );
    expect(rest.node.comments.edges.map((e) => e.node.body)).toEqual([quiet.body]);
  });
});
