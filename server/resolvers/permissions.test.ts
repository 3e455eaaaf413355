import { toGlobalId } from '../ids';
import { storeArticle } from '../testing/fixtures';
import { Client, signedIn } from '../testing/harness';
import { tempStore, type TestStore } from '../testing/testStore';
import type { ArticleStatus, UserRow } from '../db/rows';

// The permission matrix (server/auth/permissions.ts): every mutation × {signed out, the author, another author, an editor}.

let t: TestStore;
let owner: UserRow;
let clients: Record<Actor, Client>;
type Actor = 'signedOut' | 'author' | 'otherAuthor' | 'editor';
const ACTORS: Actor[] = ['signedOut', 'author', 'otherAuthor', 'editor'];

beforeAll(async () => {
  t = await tempStore();
  owner = await t.createUser('grace');
  await t.createUser('linus');
  await t.createUser('ada', 'EDITOR');
  clients = {
    signedOut: new Client(t.store),
    author: await signedIn(t.store, 'grace'),
    otherAuthor: await signedIn(t.store, 'linus'),
    editor: await signedIn(t.store, 'ada'),
  };
});
afterAll(() => t.close());

/** Runs a mutation and reports 'ok' (no error, no userErrors) or the refusal code. */
async function outcome(
  actor: Actor,
  source: string,
  variables: Record<string, unknown>,
): Promise<string> {
  const result = await clients[actor].run<Record<string, { userErrors: unknown[] }>>(
    source,
    variables,
  );
  if (result.errors?.length) return String(result.errors[0]!.extensions?.code);
  const payload = Object.values(result.data!)[0]!;
  return payload.userErrors.length ? `userErrors:${JSON.stringify(payload.userErrors)}` : 'ok';
}

let n = 0;
async function target(status: ArticleStatus = 'PUBLISHED'): Promise<string> {
  const row = await storeArticle(t.store, owner.id, `Target ${n++}`, { status });
  return toGlobalId(t.store, 'Article', row.id);
}

/** The global id of a comment by the owner on a new article of theirs. */
async function ownersComment(status: ArticleStatus): Promise<string> {
  const { id } = await storeArticle(t.store, owner.id, `Commented ${n++}`, { status });
  const comment = await t.store.comments.insertComment(
    id,
    owner.id,
    'Mine',
    new Date().toISOString(),
  );
  return toGlobalId(t.store, 'Comment', comment.id);
}

const UPDATE = `mutation ($id: ID!) { updateArticle(input: { id: $id, revision: 1, title: "Changed" }) { userErrors { message } } }`;
const PUBLISH = `mutation ($id: ID!) { publishArticle(input: { id: $id }) { userErrors { message } } }`;
const UNPUBLISH = `mutation ($id: ID!) { unpublishArticle(input: { id: $id }) { userErrors { message } } }`;
const ARCHIVE = `mutation ($id: ID!) { archiveArticle(input: { id: $id }) { userErrors { message } } }`;
const COMMENT = `mutation ($id: ID!) { addComment(input: { articleId: $id, body: "Nice" }) { userErrors { message } } }`;
const DELETE = `mutation ($id: ID!) { deleteComment(input: { id: $id }) { userErrors { message } } }`;

const cases: {
  name: string;
  run: (actor: Actor) => Promise<string>;
  expected: Record<Actor, string>;
}[] = [
  {
    name: 'createArticle',
    run: (actor) =>
      outcome(
        actor,
        `mutation { createArticle(input: { title: "Mine", body: "x" }) { userErrors { message } } }`,
        {},
      ),
    expected: { signedOut: 'UNAUTHENTICATED', author: 'ok', otherAuthor: 'ok', editor: 'ok' },
  },
  {
    name: 'updateArticle (published)',
    run: async (actor) => outcome(actor, UPDATE, { id: await target() }),
    expected: {
      signedOut: 'UNAUTHENTICATED',
      author: 'ok',
      otherAuthor: 'FORBIDDEN',
      editor: 'ok',
    },
  },
  {
    name: 'updateArticle (draft)',
    run: async (actor) => outcome(actor, UPDATE, { id: await target('DRAFT') }),
    expected: {
      signedOut: 'UNAUTHENTICATED',
      author: 'ok',
      otherAuthor: 'NOT_FOUND',
      editor: 'ok',
    },
  },
  {
    name: 'publishArticle (draft)',
    run: async (actor) => outcome(actor, PUBLISH, { id: await target('DRAFT') }),
    expected: {
      signedOut: 'UNAUTHENTICATED',
      author: 'ok',
      otherAuthor: 'NOT_FOUND',
      editor: 'ok',
    },
  },
  {
    name: 'unpublishArticle (published)',
    run: async (actor) => outcome(actor, UNPUBLISH, { id: await target() }),
    expected: {
      signedOut: 'UNAUTHENTICATED',
      author: 'ok',
      otherAuthor: 'FORBIDDEN',
      editor: 'ok',
    },
  },
  {
    name: 'unpublishArticle (archived)',
    run: async (actor) => outcome(actor, UNPUBLISH, { id: await target('ARCHIVED') }),
    expected: {
      signedOut: 'UNAUTHENTICATED',
      author: 'ok',
      otherAuthor: 'NOT_FOUND',
      editor: 'ok',
    },
  },
  {
    name: 'archiveArticle (published)',
    run: async (actor) => outcome(actor, ARCHIVE, { id: await target() }),
    expected: {
      signedOut: 'UNAUTHENTICATED',
      author: 'ok',
      otherAuthor: 'FORBIDDEN',
      editor: 'ok',
    },
  },
  {
    name: 'addComment (published)',
    run: async (actor) => outcome(actor, COMMENT, { id: await target() }),
    expected: { signedOut: 'UNAUTHENTICATED', author: 'ok', otherAuthor: 'ok', editor: 'ok' },
  },
  {
    name: 'addComment (draft)',
    run: async (actor) => outcome(actor, COMMENT, { id: await target('DRAFT') }),
    expected: {
      signedOut: 'UNAUTHENTICATED',
      author: 'ok',
      otherAuthor: 'NOT_FOUND',
      editor: 'ok',
    },
  },
  {
    name: 'deleteComment (the author’s comment on a published article)',
    run: async (actor) => outcome(actor, DELETE, { id: await ownersComment('PUBLISHED') }),
    expected: {
      signedOut: 'UNAUTHENTICATED',
      author: 'ok',
      otherAuthor: 'FORBIDDEN',
      editor: 'ok',
    },
  },
  {
    name: 'deleteComment (on a draft)',
    run: async (actor) => outcome(actor, DELETE, { id: await ownersComment('DRAFT') }),
    expected: {
      signedOut: 'UNAUTHENTICATED',
      author: 'ok',
      otherAuthor: 'NOT_FOUND',
      editor: 'ok',
    },
  },
  {
    name: 'updateProfile (always one’s own)',
    run: (actor) =>
      outcome(
        actor,
        `mutation { updateProfile(input: { name: "Renamed", bio: "Hi" }) { userErrors { message } } }`,
        {},
      ),
    expected: { signedOut: 'UNAUTHENTICATED', author: 'ok', otherAuthor: 'ok', editor: 'ok' },
  },
];

describe.each(cases)('$name', ({ run, expected }) => {
  test.each(ACTORS)('as %s', async (actor) => {
    expect(await run(actor)).toBe(expected[actor]);
  });
});

test('updateProfile changes only the viewer’s own profile', async () => {
  await clients.otherAuthor.data(
    `mutation { updateProfile(input: { name: "Linus T", bio: "Kernel" }) { user { handle } } }`,
  );
  const data = await new Client(t.store).data<{ a: { name: string }; b: { name: string } }>(
    `{ a: user(handle: "linus") { name bio } b: user(handle: "grace") { name } }`,
  );
  expect(data.a).toEqual({ name: 'Linus T', bio: 'Kernel' });
  expect(data.b.name).not.toBe('Linus T');
});

test('mutations on ids that do not exist or name another type are NOT_FOUND', async () => {
  for (const id of [
    'nonsense',
    toGlobalId(t.store, 'Article', 987_654),
    toGlobalId(t.store, 'User', owner.id),
  ]) {
    expect(await outcome('editor', PUBLISH, { id })).toBe('NOT_FOUND');
    expect(await outcome('editor', DELETE, { id })).toBe('NOT_FOUND');
  }
});

test('signUp, signIn and signOut are open to everyone', async () => {
  expect(
    await outcome(
      'signedOut',
      `mutation { signUp(input: { handle: "newbie", name: "New", password: "longenough" }) { userErrors { message } } }`,
      {},
    ),
  ).toBe('ok');
  expect(
    await outcome(
      'signedOut',
      `mutation { signIn(input: { handle: "newbie", password: "longenough" }) { userErrors { message } } }`,
      {},
    ),
  ).toBe('ok');
  const fresh = new Client(t.store);
  expect(
    (await fresh.data(`mutation { signOut { viewer { id } userErrors { message } } }`)).signOut,
  ).toEqual({
    viewer: null,
    userErrors: [],
  });
});
