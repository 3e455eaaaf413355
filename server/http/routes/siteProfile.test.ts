import { storeArticle } from '../../testing/fixtures';
import { toGlobalId } from '../../graphql/ids';
import { startTestServer, type TestServer } from '../../testing/testServer';

// The home page's site profile (title, description, pinned story), over HTTP against the real
// server on either engine: who may change it, what it refuses, what readers then see.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** A browser's session: its cookie travels with every request. */
function session() {
  let cookie: string | null = null;
  return async (query: string, variables: Record<string, unknown> = {}): Promise<Json> => {
    const res = await fetch(server.endpoint, {
      method: 'POST',
      headers: {
        accept: 'application/graphql-response+json',
        'content-type': 'application/json',
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    return res.json();
  };
}

async function signedIn(handle: string) {
  const run = session();
  const answer = await run(
    `mutation ($input: SignInInput!) { signIn(input: $input) { viewer { id } } }`,
    { input: { handle, password: 'password1' } },
  );
  expect(answer.data.signIn.viewer).not.toBeNull();
  return run;
}

const UPDATE = `mutation ($input: UpdateSiteProfileInput!) {
  updateSiteProfile(input: $input) {
    site { title description pinnedArticle { title } featuredArticle { title } }
    userErrors { field message }
  }
}`;
const SITE = `{ site { title description pinnedArticle { title } featuredArticle { title } } }`;

let authorId: number;
let older: string;
let draft: string;

beforeAll(async () => {
  authorId = (await server.createUser('profile_author', 'AUTHOR')).id;
  await server.createUser('profile_editor', 'EDITOR');
  await server.createUser('profile_owner', 'OWNER');
  const first = await storeArticle(server.store, authorId, 'Older story');
  await storeArticle(server.store, authorId, 'Newest story');
  const hidden = await storeArticle(server.store, authorId, 'A draft', { status: 'DRAFT' });
  older = toGlobalId(server.store, 'Article', first.id);
  draft = toGlobalId(server.store, 'Article', hidden.id);
});

test('until an editor sets them, the defaults and the newest story', async () => {
  expect((await session()(SITE)).data.site).toEqual({
    title: 'Folio',
    description: 'A team’s knowledge base and publication, written in Markdown.',
    pinnedArticle: null,
    featuredArticle: { title: 'Newest story' },
  });
});

test('an editor and an owner set them, trimmed; readers see them; no pin features the newest', async () => {
  const editor = await signedIn('profile_editor');
  const input = { title: '  The Ledger ', description: ' Notes. ', pinnedArticleId: older };
  const site = { title: 'The Ledger', description: 'Notes.' };
  expect((await editor(UPDATE, { input })).data.updateSiteProfile).toEqual({
    site: {
      ...site,
      pinnedArticle: { title: 'Older story' },
      featuredArticle: { title: 'Older story' },
    },
    userErrors: [],
  });
  expect((await session()(SITE)).data.site).toEqual({
    ...site,
    pinnedArticle: { title: 'Older story' },
    featuredArticle: { title: 'Older story' },
  });
  const owner = await signedIn('profile_owner');
  await owner(UPDATE, { input: { title: 'Ledger', description: '', pinnedArticleId: null } });
  expect((await session()(SITE)).data.site).toEqual({
    title: 'Ledger',
    description: '',
    pinnedArticle: null,
    featuredArticle: { title: 'Newest story' },
  });
});

test('authors, readers and visitors may not change them, and nothing changes', async () => {
  const before = (await session()(SITE)).data.site;
  const input = { title: 'Taken over', description: '', pinnedArticleId: null };
  await server.createUser('profile_reader', 'READER');
  for (const run of [
    session(),
    await signedIn('profile_author'),
    await signedIn('profile_reader'),
  ]) {
    const answer = await run(UPDATE, { input });
    expect(answer.errors?.[0]?.extensions?.code).toMatch(/^(FORBIDDEN|UNAUTHENTICATED)$/);
  }
  expect((await session()(SITE)).data.site).toEqual(before);
});

test('a bad title, description or pin is refused with a reason, and nothing changes', async () => {
  const editor = await signedIn('profile_editor');
  const before = (await session()(SITE)).data.site;
  const cases = [
    { input: { title: '   ', description: '' }, field: 'title' },
    { input: { title: 'x'.repeat(81), description: '' }, field: 'title' },
    { input: { title: 'Fine', description: 'y'.repeat(281) }, field: 'description' },
    { input: { title: 'Bell\u0007', description: '' }, field: 'title' },
    // A draft is no published article, and says no more than an id that names nothing.
    { input: { title: 'Fine', description: '', pinnedArticleId: draft }, field: 'pinnedArticleId' },
    {
      input: { title: 'Fine', description: '', pinnedArticleId: 'nonsense' },
      field: 'pinnedArticleId',
    },
  ];
  const messages = new Map<string, string>();
  for (const { input, field } of cases) {
    const answer = (await editor(UPDATE, { input })).data.updateSiteProfile;
    expect(answer.site).toBeNull();
    expect(answer.userErrors.map((error: { field: string }) => error.field)).toEqual([field]);
    if (field === 'pinnedArticleId')
      messages.set(input.pinnedArticleId!, answer.userErrors[0].message);
  }
  expect(messages.get(draft)).toBe(messages.get('nonsense'));
  expect((await session()(SITE)).data.site).toEqual(before);
});

test('a pinned story that is unpublished lapses: the newest is featured instead', async () => {
  const editor = await signedIn('profile_editor');
  const pinnedRow = await storeArticle(server.store, authorId, 'Pinned then archived');
  const pinned = toGlobalId(server.store, 'Article', pinnedRow.id);
  await editor(UPDATE, { input: { title: 'Ledger', description: '', pinnedArticleId: pinned } });
  expect((await session()(SITE)).data.site.featuredArticle).toEqual({
    title: 'Pinned then archived',
  });
  await server.sql(`UPDATE articles SET status = 'ARCHIVED' WHERE id = ?`, pinnedRow.id);
  const site = (await session()(SITE)).data.site;
  expect(site.pinnedArticle).toBeNull();
  expect(site.featuredArticle).toEqual({ title: 'Newest story' });
});
