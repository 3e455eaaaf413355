import { toGlobalId } from '../ids';
import { Client, signedIn } from '../../testing/harness';
import { tempStore, type TestStore } from '../../testing/testStore';

let t: TestStore;
let grace: Client;

beforeAll(async () => {
  t = await tempStore();
  await t.createUser('grace');
  grace = await signedIn(t.store, 'grace');
});
afterAll(() => t.close());

interface UserErrorData {
  field: string | null;
  message: string;
  code: string;
}
interface ArticleData {
  id: string;
  slug: string;
  title: string;
  body: string;
  summary: string;
  status: string;
  revision: number;
  publishedAt: string | null;
  readingMinutes: number;
  tags: { name: string }[];
}
interface Payload {
  article: ArticleData | null;
  userErrors: UserErrorData[];
}

const FIELDS = `article { id slug title body summary status revision publishedAt readingMinutes tags { name } }
  userErrors { field message code }`;

async function create(
  input: Record<string, unknown>,
): Promise<Payload & { articleEdge: { cursor: string; node: { id: string } } | null }> {
  const data = await grace.data<{
    createArticle: Payload & { articleEdge: { cursor: string; node: { id: string } } | null };
  }>(
    `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { ${FIELDS} articleEdge { cursor node { id } } } }`,
    { input },
  );
  return data.createArticle;
}

async function update(input: Record<string, unknown>): Promise<Payload> {
  return (
    await grace.data<{ updateArticle: Payload }>(
      `mutation ($input: UpdateArticleInput!) { updateArticle(input: $input) { ${FIELDS} } }`,
      { input },
    )
  ).updateArticle;
}

async function move(verb: 'publish' | 'unpublish' | 'archive', id: string): Promise<Payload> {
  const name = `${verb}Article`;
  const data = await grace.data<Record<string, Payload>>(
    `mutation ($id: ID!) { ${name}(input: { id: $id }) { ${FIELDS} } }`,
    { id },
  );
  return data[name]!;
}

async function draft(title = 'A draft', body = 'Some words.'): Promise<ArticleData> {
  return (await create({ title, body })).article!;
}

describe('createArticle', () => {
  test('creates a DRAFT at revision 1 with normalized tags and an edge', async () => {
    const payload = await create({
      title: '  Hello, World!  ',
      body: 'word '.repeat(231),
      summary: ' Short. ',
      tags: [' Web Dev ', 'web-dev', 'GraphQL'],
    });
    expect(payload.userErrors).toEqual([]);
    expect(payload.article).toMatchObject({
      slug: expect.stringMatching(/^hello-world--[0-9a-f]{8}$/),
      title: 'Hello, World!',
      summary: 'Short.',
      status: 'DRAFT',
      revision: 1,
      publishedAt: null,
      readingMinutes: 2,
      tags: [{ name: 'web-dev' }, { name: 'graphql' }],
    });
    expect(payload.articleEdge?.node.id).toBe(payload.article!.id);
    expect(typeof payload.articleEdge?.cursor).toBe('string');
    const again = await create({ title: 'Hello world', body: '' });
    expect(again.article!.slug).toMatch(/^hello-world--[0-9a-f]{8}$/);
    expect(again.article!.slug).not.toBe(payload.article!.slug);
  });

  test.each([
    [{ title: '   ', body: '' }, 'title', 'Title must be 1 to 140 characters.'],
    [{ title: 'x'.repeat(141), body: '' }, 'title', 'Title must be 1 to 140 characters.'],
    [
      { title: 'ok', body: 'x'.repeat(100_001) },
      'body',
      'Body must be at most 100,000 characters.',
    ],
    [
      { title: 'ok', body: '', summary: 'x'.repeat(281) },
      'summary',
      'Summary must be at most 280 characters.',
    ],
    [
      { title: 'ok', body: '', tags: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] },
      'tags',
      'At most 8 tags.',
    ],
    [
      { title: 'ok', body: '', tags: ['c++'] },
      'tags',
      "Tags use a–z, 0–9 and '-', up to 32 characters.",
    ],
    [
      { title: 'ok', body: '', tags: ['x'.repeat(33)] },
      'tags',
      "Tags use a–z, 0–9 and '-', up to 32 characters.",
    ],
    [
      { title: 'ok', body: '', tags: ['  '] },
      'tags',
      "Tags use a–z, 0–9 and '-', up to 32 characters.",
    ],
  ])('refuses %j on %s and creates nothing', async (input, field, message) => {
    const before = (
      await grace.data<{ viewer: { drafts: { edges: unknown[] } } }>(
        `{ viewer { drafts(first: 50) { edges { cursor } } } }`,
      )
    ).viewer.drafts.edges.length;
    const payload = await create(input);
    expect(payload.article).toBeNull();
    expect(payload.userErrors).toEqual([{ field, message, code: 'INVALID' }]);
    const after = (
      await grace.data<{ viewer: { drafts: { edges: unknown[] } } }>(
        `{ viewer { drafts(first: 50) { edges { cursor } } } }`,
      )
    ).viewer.drafts.edges.length;
    expect(after).toBe(before);
  });

  test('eight distinct tags after dropping duplicates are accepted', async () => {
    const payload = await create({
      title: 'Tagged',
      body: '',
      tags: ['a', 'A', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
    });
    expect(payload.userErrors).toEqual([]);
    expect(payload.article!.tags).toHaveLength(8);
  });
});

describe('updateArticle', () => {
  test('each save increments the revision and fields left out keep their value', async () => {
    const a = await draft('Versioned', 'First body');
    const first = await update({ id: a.id, revision: 1, body: 'Second body' });
    expect(first.article).toMatchObject({ revision: 2, title: 'Versioned', body: 'Second body' });
    const second = await update({ id: a.id, revision: 2, tags: ['x'] });
    expect(second.article).toMatchObject({
      revision: 3,
      body: 'Second body',
      tags: [{ name: 'x' }],
    });
  });

  test('a stale revision is refused with CONFLICT, the stored version, and changes nothing', async () => {
    const a = await draft('Contested', 'Original');
    await update({ id: a.id, revision: 1, body: 'Saved by someone else' });
    const stale = await update({ id: a.id, revision: 1, title: 'Mine', body: 'My edit' });
    expect(stale.userErrors).toEqual([
      {
        field: 'revision',
        message: 'Someone saved a newer version of this article (revision 2).',
        code: 'CONFLICT',
      },
    ]);
    expect(stale.article).toMatchObject({
      revision: 2,
      title: 'Contested',
      body: 'Saved by someone else',
    });
  });

  test('invalid input changes nothing', async () => {
    const a = await draft('Guarded', 'Body');
    const payload = await update({ id: a.id, revision: 1, title: '', body: 'New body' });
    expect(payload.userErrors).toEqual([
      { field: 'title', message: 'Title must be 1 to 140 characters.', code: 'INVALID' },
    ]);
    expect(payload.article).toMatchObject({ revision: 1, title: 'Guarded', body: 'Body' });
  });

  test('the slug follows the title until the first publish, then stays', async () => {
    const a = await draft('Working title', 'Body');
    const renamed = await update({ id: a.id, revision: 1, title: 'Final title' });
    expect(renamed.article!.slug).toMatch(/^final-title--[0-9a-f]{8}$/);
    expect((await move('publish', a.id)).article!.slug).toBe('final-title');
    const after = await update({ id: a.id, revision: 3, title: 'Another title' });
    expect(after.article).toMatchObject({
      slug: 'final-title',
      title: 'Another title',
      status: 'PUBLISHED',
    });
    await move('unpublish', a.id);
    const unpublished = await update({ id: a.id, revision: 5, title: 'Yet another' });
    expect(unpublished.article!.slug).toBe('final-title');
  });

  test('updating an archived article restores it to DRAFT', async () => {
    const a = await draft('Shelved', 'Body');
    await move('archive', a.id);
    const payload = await update({ id: a.id, revision: 2, body: 'Revived' });
    expect(payload.article).toMatchObject({ status: 'DRAFT', revision: 3 });
  });
});

describe('state transitions', () => {
  test('publish sets publishedAt at the first publish only', async () => {
    const a = await draft('Lifecycle', 'Body');
    const published = await move('publish', a.id);
    expect(published.article!.status).toBe('PUBLISHED');
    const firstPublishedAt = published.article!.publishedAt;
    expect(firstPublishedAt).toEqual(expect.any(String));
    expect((await move('unpublish', a.id)).article).toMatchObject({
      status: 'DRAFT',
      publishedAt: firstPublishedAt,
    });
    expect((await move('publish', a.id)).article!.publishedAt).toBe(firstPublishedAt);
    expect((await move('archive', a.id)).article!.status).toBe('ARCHIVED');
    expect((await move('unpublish', a.id)).article!.status).toBe('DRAFT');
    expect((await move('archive', a.id)).article!.status).toBe('ARCHIVED');
  });

  test('an empty article cannot be published', async () => {
    const a = await draft('Empty', '   ');
    const payload = await move('publish', a.id);
    expect(payload.userErrors).toEqual([
      { field: 'body', message: 'An empty article cannot be published.', code: 'INVALID' },
    ]);
    expect(payload.article!.status).toBe('DRAFT');
  });

  test.each([
    ['publish', 'PUBLISHED', 'Only a draft can be published.'],
    ['publish', 'ARCHIVED', 'Only a draft can be published.'],
    ['unpublish', 'DRAFT', 'Only a published or archived article can be unpublished.'],
    ['archive', 'ARCHIVED', 'This article is already archived.'],
  ] as const)(
    '%s from %s is refused with INVALID and changes nothing',
    async (verb, from, message) => {
      const a = await draft(`From ${from}`, 'Body');
      if (from === 'PUBLISHED') await move('publish', a.id);
      if (from === 'ARCHIVED') await move('archive', a.id);
      const payload = await move(verb, a.id);
      expect(payload.userErrors).toEqual([{ field: null, message, code: 'INVALID' }]);
      expect(payload.article!.status).toBe(from);
    },
  );
});

describe('comments', () => {
  test('addComment returns the comment, its edge and the article with its new count; deleteComment undoes it', async () => {
    const a = await draft('Discussed', 'Body');
    await move('publish', a.id);
    const added = await grace.data<{
      addComment: {
        comment: { id: string; body: string; viewerCanDelete: boolean };
        commentEdge: { node: { id: string } };
        article: { commentCount: number };
      };
    }>(
      `mutation ($id: ID!) { addComment(input: { articleId: $id, body: "  Great read  " }) {
        comment { id body viewerCanDelete } commentEdge { cursor node { id } } article { commentCount } userErrors { message } } }`,
      { id: a.id },
    );
    expect(added.addComment.comment).toMatchObject({ body: 'Great read', viewerCanDelete: true });
    expect(added.addComment.commentEdge.node.id).toBe(added.addComment.comment.id);
    expect(added.addComment.article.commentCount).toBe(1);
    const deleted = await grace.data<{
      deleteComment: { deletedCommentId: string; article: { commentCount: number } };
    }>(
      `mutation ($id: ID!) { deleteComment(input: { id: $id }) { deletedCommentId article { commentCount } } }`,
      { id: added.addComment.comment.id },
    );
    expect(deleted.deleteComment).toEqual({
      deletedCommentId: added.addComment.comment.id,
      article: { commentCount: 0 },
    });
  });

  test.each(['', '   ', 'x'.repeat(5001)])('a comment of %#th kind is refused', async (body) => {
    const a = await draft('Quiet', 'Body');
    const data = await grace.data<{
      addComment: { comment: null; userErrors: UserErrorData[]; article: { commentCount: number } };
    }>(
      `mutation ($id: ID!, $body: String!) { addComment(input: { articleId: $id, body: $body }) {
        comment { id } article { commentCount } userErrors { field message code } } }`,
      { id: a.id, body },
    );
    expect(data.addComment.userErrors).toEqual([
      { field: 'body', message: 'Comment must be 1 to 5,000 characters.', code: 'INVALID' },
    ]);
    expect(data.addComment.comment).toBeNull();
    expect(data.addComment.article.commentCount).toBe(0);
  });
});

describe('accounts', () => {
  const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { viewer { handle role } userErrors { field message code } } }`;

  test('signUp creates a READER, signs it in and sets the cookie', async () => {
    const client = new Client(t.store);
    const data = await client.data<{ signUp: { viewer: { handle: string; role: string } } }>(
      SIGN_UP,
      {
        input: { handle: 'Hopper', name: 'Grace Hopper', password: 'cobol-rules' },
      },
    );
    expect(data.signUp).toEqual({ viewer: { handle: 'hopper', role: 'READER' }, userErrors: [] });
    expect(client.session.cookieLog).toEqual([
      {
        action: 'set',
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        maxAgeSeconds: 30 * 24 * 3600,
      },
    ]);
    expect((await client.data(`{ viewer { handle } }`)).viewer).toEqual({ handle: 'hopper' });
  });

  test.each([
    [
      { handle: 'ab', name: 'N', password: 'longenough' },
      'handle',
      'Handle must be 3 to 24 characters of a–z, 0–9 and _.',
      'INVALID',
    ],
    [
      { handle: 'bad-handle', name: 'N', password: 'longenough' },
      'handle',
      'Handle must be 3 to 24 characters of a–z, 0–9 and _.',
      'INVALID',
    ],
    [
      { handle: 'x'.repeat(25), name: 'N', password: 'longenough' },
      'handle',
      'Handle must be 3 to 24 characters of a–z, 0–9 and _.',
      'INVALID',
    ],
    [
      { handle: 'GRACE', name: 'N', password: 'longenough' },
      'handle',
      'That handle is taken.',
      'TAKEN',
    ],
    [
      { handle: 'okname', name: ' ', password: 'longenough' },
      'name',
      'Name must be 1 to 80 characters.',
      'INVALID',
    ],
    [
      { handle: 'okname', name: 'x'.repeat(81), password: 'longenough' },
      'name',
      'Name must be 1 to 80 characters.',
      'INVALID',
    ],
    [
      { handle: 'okname', name: 'N', password: 'short' },
      'password',
      'Password must be 8 to 200 characters.',
      'INVALID',
    ],
    [
      { handle: 'okname', name: 'N', password: 'x'.repeat(201) },
      'password',
      'Password must be 8 to 200 characters.',
      'INVALID',
    ],
  ])('signUp refuses %j', async (input, field, message, code) => {
    const client = new Client(t.store);
    const data = await client.data<{ signUp: unknown }>(SIGN_UP, { input });
    expect(data.signUp).toEqual({ viewer: null, userErrors: [{ field, message, code }] });
    expect(client.session.cookieLog).toEqual([]);
  });

  test('updateProfile validates name and bio and changes nothing when invalid', async () => {
    const run = (name: string, bio: string) =>
      grace.data<{
        updateProfile: { user: { name: string; bio: string }; userErrors: UserErrorData[] };
      }>(
        `mutation ($name: String!, $bio: String!) { updateProfile(input: { name: $name, bio: $bio }) {
          user { name bio } userErrors { field message code } } }`,
        { name, bio },
      );
    expect((await run('Grace B. Hopper', '*Admiral*')).updateProfile).toEqual({
      user: { name: 'Grace B. Hopper', bio: '*Admiral*' },
      userErrors: [],
    });
    expect((await run('', 'x')).updateProfile.userErrors).toEqual([
      { field: 'name', message: 'Name must be 1 to 80 characters.', code: 'INVALID' },
    ]);
    expect((await run('Ok', 'x'.repeat(2001))).updateProfile.userErrors).toEqual([
      { field: 'bio', message: 'Bio must be at most 2,000 characters.', code: 'INVALID' },
    ]);
    expect((await grace.data(`{ viewer { name bio } }`)).viewer).toEqual({
      name: 'Grace B. Hopper',
      bio: '*Admiral*',
    });
  });
});

test('an unknown article id in updateArticle is NOT_FOUND', async () => {
  const result = await grace.run(
    `mutation { updateArticle(input: { id: "${toGlobalId(t.store, 'Article', 424242)}", revision: 1 }) { article { id } } }`,
  );
  expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
});
