import { toGlobalId } from '../ids';
import { storeArticle } from '../../testing/fixtures';
import { Client, signedIn } from '../../testing/harness';
import { tempStore, type TestStore } from '../../testing/testStore';
import type { ArticleStatus, UserRow } from '../../db/rows';

// The permission matrix (server/auth/permissions.ts, PRODUCT §6): every mutation × every role
// (signed out, a reader, a contributor, the article's author, another author, an editor, an owner).

let t: TestStore;
let owner: UserRow;
let contributor: UserRow;
let clients: Record<Actor, Client>;
type Actor =
  'signedOut' | 'reader' | 'contributor' | 'author' | 'otherAuthor' | 'editor' | 'siteOwner';
const ACTORS: Actor[] = [
  'signedOut',
  'reader',
  'contributor',
  'author',
  'otherAuthor',
  'editor',
  'siteOwner',
];

beforeAll(async () => {
  t = await tempStore();
  owner = await t.createUser('grace');
  await t.createUser('linus');
  await t.createUser('ada', 'EDITOR');
  await t.createUser('rita', 'READER');
  contributor = await t.createUser('cora', 'CONTRIBUTOR');
  await t.createUser('olga', 'OWNER');
  await t.createUser('pawn', 'READER');
  clients = {
    signedOut: new Client(t.store),
    reader: await signedIn(t.store, 'rita'),
    contributor: await signedIn(t.store, 'cora'),
    author: await signedIn(t.store, 'grace'),
    otherAuthor: await signedIn(t.store, 'linus'),
    editor: await signedIn(t.store, 'ada'),
    siteOwner: await signedIn(t.store, 'olga'),
  };
});
afterAll(() => t.close());

/** Runs a mutation and reports 'ok' (no error, no userErrors), the refusal code, or the user error's field. */
async function outcome(
  actor: Actor,
  source: string,
  variables: Record<string, unknown>,
): Promise<string> {
  const result = await clients[actor].run<
    Record<string, { userErrors: { field: string | null }[] }>
  >(source, variables);
  if (result.errors?.length) return String(result.errors[0]!.extensions?.code);
  const payload = Object.values(result.data!)[0]!;
  return payload.userErrors.length ? `userError:${payload.userErrors[0]!.field}` : 'ok';
}

let n = 0;
/** A new article of the author's (grace), or of `by`. */
async function target(status: ArticleStatus = 'PUBLISHED', by: UserRow = owner): Promise<string> {
  const row = await storeArticle(t.store, by.id, `Target ${n++}`, { status });
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

const UPDATE = `mutation ($id: ID!) { updateArticle(input: { id: $id, revision: 1, title: "Changed" }) { userErrors { field } } }`;
const PUBLISH = `mutation ($id: ID!) { publishArticle(input: { id: $id }) { userErrors { field } } }`;
const UNPUBLISH = `mutation ($id: ID!) { unpublishArticle(input: { id: $id }) { userErrors { field } } }`;
const ARCHIVE = `mutation ($id: ID!) { archiveArticle(input: { id: $id }) { userErrors { field } } }`;
const REMOVE = `mutation ($id: ID!) { deleteArticle(input: { id: $id }) { userErrors { field } } }`;
const SCHEDULE = `mutation ($id: ID!) { scheduleArticle(input: { id: $id, publishAt: null }) { userErrors { field } } }`;
const SUBMIT = `mutation ($id: ID!) { submitForReview(input: { id: $id }) { userErrors { field } } }`;
const RETURN = `mutation ($id: ID!) { returnToDraft(input: { id: $id, note: "Needs a source." }) { userErrors { field } } }`;
const COMMENT = `mutation ($id: ID!) { addComment(input: { articleId: $id, body: "Nice" }) { userErrors { field } } }`;
const DELETE = `mutation ($id: ID!) { deleteComment(input: { id: $id }) { userErrors { field } } }`;
const INVITE = `mutation ($role: Role!) { createInvitation(input: { role: $role }) { token userErrors { field } } }`;

/** Expected outcomes: everyone but the actors named gets `rest`. */
function all(rest: string, named: Partial<Record<Actor, string>>): Record<Actor, string> {
  return Object.fromEntries(ACTORS.map((a) => [a, named[a] ?? rest])) as Record<Actor, string>;
}
const U = 'UNAUTHENTICATED';

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
        `mutation { createArticle(input: { title: "Mine", body: "x" }) { userErrors { field } } }`,
        {},
      ),
    expected: all('ok', { signedOut: U, reader: 'FORBIDDEN' }),
  },
  {
    name: 'updateArticle (published)',
    run: async (actor) => outcome(actor, UPDATE, { id: await target() }),
    expected: all('FORBIDDEN', { signedOut: U, author: 'ok', editor: 'ok', siteOwner: 'ok' }),
  },
  {
    name: 'updateArticle (draft)',
    run: async (actor) => outcome(actor, UPDATE, { id: await target('DRAFT') }),
    expected: all('NOT_FOUND', { signedOut: U, author: 'ok', editor: 'ok', siteOwner: 'ok' }),
  },
  {
    name: 'publishArticle (draft)',
    run: async (actor) => outcome(actor, PUBLISH, { id: await target('DRAFT') }),
    expected: all('NOT_FOUND', { signedOut: U, author: 'ok', editor: 'ok', siteOwner: 'ok' }),
  },
  {
    name: 'unpublishArticle (published)',
    run: async (actor) => outcome(actor, UNPUBLISH, { id: await target() }),
    expected: all('FORBIDDEN', { signedOut: U, author: 'ok', editor: 'ok', siteOwner: 'ok' }),
  },
  {
    name: 'unpublishArticle (archived)',
    run: async (actor) => outcome(actor, UNPUBLISH, { id: await target('ARCHIVED') }),
    expected: all('NOT_FOUND', { signedOut: U, author: 'ok', editor: 'ok', siteOwner: 'ok' }),
  },
  {
    name: 'archiveArticle (published)',
    run: async (actor) => outcome(actor, ARCHIVE, { id: await target() }),
    expected: all('FORBIDDEN', { signedOut: U, author: 'ok', editor: 'ok', siteOwner: 'ok' }),
  },
  {
    name: 'deleteArticle (draft)',
    run: async (actor) => outcome(actor, REMOVE, { id: await target('DRAFT') }),
    expected: all('NOT_FOUND', { signedOut: U, author: 'ok', editor: 'ok', siteOwner: 'ok' }),
  },
  {
    name: 'scheduleArticle (draft)',
    run: async (actor) => outcome(actor, SCHEDULE, { id: await target('DRAFT') }),
    expected: all('NOT_FOUND', { signedOut: U, author: 'ok', editor: 'ok', siteOwner: 'ok' }),
  },
  {
    name: 'updateArticle (a contributor’s draft)',
    run: async (actor) => outcome(actor, UPDATE, { id: await target('DRAFT', contributor) }),
    expected: all('NOT_FOUND', { signedOut: U, contributor: 'ok', editor: 'ok', siteOwner: 'ok' }),
  },
  {
    name: 'publishArticle (a contributor’s draft)',
    run: async (actor) => outcome(actor, PUBLISH, { id: await target('DRAFT', contributor) }),
    expected: all('NOT_FOUND', {
      signedOut: U,
      contributor: 'FORBIDDEN',
      editor: 'ok',
      siteOwner: 'ok',
    }),
  },
  {
    name: 'deleteArticle (a contributor’s draft)',
    run: async (actor) => outcome(actor, REMOVE, { id: await target('DRAFT', contributor) }),
    expected: all('NOT_FOUND', {
      signedOut: U,
      contributor: 'FORBIDDEN',
      editor: 'ok',
      siteOwner: 'ok',
    }),
  },
  {
    name: 'submitForReview (a contributor’s draft)',
    run: async (actor) => outcome(actor, SUBMIT, { id: await target('DRAFT', contributor) }),
    expected: all('NOT_FOUND', {
      signedOut: U,
      contributor: 'ok',
      editor: 'FORBIDDEN',
      siteOwner: 'FORBIDDEN',
    }),
  },
  {
    name: 'submitForReview (an author’s draft: authors publish without review)',
    run: async (actor) => outcome(actor, SUBMIT, { id: await target('DRAFT') }),
    expected: all('NOT_FOUND', {
      signedOut: U,
      author: 'FORBIDDEN',
      editor: 'FORBIDDEN',
      siteOwner: 'FORBIDDEN',
    }),
  },
  {
    name: 'updateArticle (a contributor’s article in review)',
    run: async (actor) => outcome(actor, UPDATE, { id: await target('IN_REVIEW', contributor) }),
    expected: all('NOT_FOUND', {
      signedOut: U,
      contributor: 'FORBIDDEN',
      editor: 'ok',
      siteOwner: 'ok',
    }),
  },
  {
    name: 'publishArticle (a contributor’s article in review)',
    run: async (actor) => outcome(actor, PUBLISH, { id: await target('IN_REVIEW', contributor) }),
    expected: all('NOT_FOUND', {
      signedOut: U,
      contributor: 'FORBIDDEN',
      editor: 'ok',
      siteOwner: 'ok',
    }),
  },
  {
    name: 'returnToDraft (a contributor’s article in review)',
    run: async (actor) => outcome(actor, RETURN, { id: await target('IN_REVIEW', contributor) }),
    expected: all('NOT_FOUND', {
      signedOut: U,
      contributor: 'FORBIDDEN',
      editor: 'ok',
      siteOwner: 'ok',
    }),
  },
  {
    name: 'updateArticle (a contributor’s published article)',
    run: async (actor) => outcome(actor, UPDATE, { id: await target('PUBLISHED', contributor) }),
    expected: all('FORBIDDEN', { signedOut: U, editor: 'ok', siteOwner: 'ok' }),
  },
  {
    name: 'unpublishArticle (a contributor’s published article)',
    run: async (actor) => outcome(actor, UNPUBLISH, { id: await target('PUBLISHED', contributor) }),
    expected: all('FORBIDDEN', { signedOut: U, editor: 'ok', siteOwner: 'ok' }),
  },
  {
    name: 'addComment (published)',
    run: async (actor) => outcome(actor, COMMENT, { id: await target() }),
    expected: all('ok', { signedOut: U }),
  },
  {
    name: 'addComment (draft)',
    run: async (actor) => outcome(actor, COMMENT, { id: await target('DRAFT') }),
    expected: all('NOT_FOUND', { signedOut: U, author: 'ok', editor: 'ok', siteOwner: 'ok' }),
  },
  {
    name: 'deleteComment (the author’s comment on a published article)',
    run: async (actor) => outcome(actor, DELETE, { id: await ownersComment('PUBLISHED') }),
    expected: all('FORBIDDEN', { signedOut: U, author: 'ok', editor: 'ok', siteOwner: 'ok' }),
  },
  {
    name: 'deleteComment (on a draft)',
    run: async (actor) => outcome(actor, DELETE, { id: await ownersComment('DRAFT') }),
    expected: all('NOT_FOUND', { signedOut: U, author: 'ok', editor: 'ok', siteOwner: 'ok' }),
  },
  {
    name: 'updateProfile (always one’s own)',
    run: (actor) =>
      outcome(
        actor,
        `mutation { updateProfile(input: { name: "Renamed", bio: "Hi" }) { userErrors { field } } }`,
        {},
      ),
    expected: all('ok', { signedOut: U }),
  },
  {
    name: 'createInvitation (an author)',
    run: (actor) => outcome(actor, INVITE, { role: 'AUTHOR' }),
    expected: all('FORBIDDEN', { signedOut: U, editor: 'ok', siteOwner: 'ok' }),
  },
  {
    name: 'createInvitation (an editor: owners only)',
    run: (actor) => outcome(actor, INVITE, { role: 'EDITOR' }),
    expected: all('FORBIDDEN', { signedOut: U, editor: 'userError:role', siteOwner: 'ok' }),
  },
  {
    name: 'createInvitation (a reader: not a staff role)',
    run: (actor) => outcome(actor, INVITE, { role: 'READER' }),
    expected: all('FORBIDDEN', {
      signedOut: U,
      editor: 'userError:role',
      siteOwner: 'userError:role',
    }),
  },
  {
    name: 'changeRole',
    run: (actor) =>
      outcome(
        actor,
        `mutation { changeRole(input: { handle: "pawn", role: READER }) { userErrors { field } } }`,
        {},
      ),
    expected: all('FORBIDDEN', { signedOut: U, siteOwner: 'ok' }),
  },
  {
    name: 'updateSiteSettings',
    run: (actor) =>
      outcome(
        actor,
        `mutation { updateSiteSettings(input: { signUpPolicy: OPEN }) { userErrors { field } } }`,
        {},
      ),
    expected: all('FORBIDDEN', { signedOut: U, siteOwner: 'ok' }),
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
