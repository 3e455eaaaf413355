// The text rules every user string passes (schema/rules.ts), through the mutations that save them:
// nothing invisible stands in for a required field, and no control character is stored.
import crypto from 'node:crypto';
import { LIMITS } from '../schema/rules';
import { toGlobalId } from './graphql/ids';
import { storeArticle } from './testing/fixtures';
import { Client, errorCode, signedIn } from './testing/harness';
import { tempStore, type TestStore } from './testing/testStore';

let t: TestStore;
let grace: Client;
let articleId: string;

beforeAll(async () => {
  t = await tempStore();
  const { id } = await t.createUser('grace');
  grace = await signedIn(t.store, 'grace');
  articleId = toGlobalId(t.store, 'Article', (await storeArticle(t.store, id, 'Commented')).id);
});
afterAll(() => t.close());

interface UserErrorData {
  field: string | null;
  message: string;
}

const ERRORS = 'userErrors { field message }';

async function createArticle(input: Record<string, unknown>) {
  const data = await grace.data<{
    createArticle: {
      article: { id: string; title: string; summary: string } | null;
      userErrors: UserErrorData[];
    };
  }>(
    `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { article { id title summary } ${ERRORS} } }`,
    { input: { body: '', ...input } },
  );
  return data.createArticle;
}

async function addComment(body: string) {
  const data = await grace.data<{ addComment: { userErrors: UserErrorData[] } }>(
    `mutation ($input: AddCommentInput!) { addComment(input: $input) { ${ERRORS} } }`,
    { input: { articleId, body } },
  );
  return data.addComment.userErrors;
}

async function updateProfile(name: string, bio: string) {
  const data = await grace.data<{
    updateProfile: { user: { name: string; bio: string } | null; userErrors: UserErrorData[] };
  }>(
    `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { user { name bio } ${ERRORS} } }`,
    { input: { name, bio } },
  );
  return data.updateProfile;
}

async function signUp(handle: string, name: string) {
  const data = await new Client(t.store).data<{ signUp: { userErrors: UserErrorData[] } }>(
    `mutation ($input: SignUpInput!) { signUp(input: $input) { ${ERRORS} } }`,
    { input: { handle, name, password: 'a long password' } },
  );
  return data.signUp.userErrors;
}

const TITLE = 'Title must be 1 to 140 characters.';
const NAME = 'Name must be 1 to 80 characters.';
const COMMENT = 'Comment must be 1 to 5,000 characters.';

/** Strings that show nothing at all, each of one kind of invisible character. */
const INVISIBLE: [string, string][] = [
  ['zero-width space', '\u200b'],
  ['zero-width joiner and non-joiner', '\u200d\u200c'],
  ['byte order mark', '\ufeff'],
  ['word joiner', '\u2060'],
  ['soft hyphen', '\u00ad'],
  ['bidi controls', '\u202e\u2066\u2069'],
  ['tag characters', '\u{e0041}\u{e007f}'],
  ['Hangul filler', '\u3164'],
  ['variation selector', '\ufe0f'],
  ['ideographic and no-break spaces', '\u3000\u00a0'],
  ['braille blank', '\u2800'],
];

describe('a title, a name or a comment that shows nothing is refused like an empty one', () => {
  test.each(INVISIBLE)('%s', async (_, text) => {
    const created = await createArticle({ title: ` ${text} ` });
    expect(created.article).toBeNull();
    expect(created.userErrors).toEqual([{ field: 'title', message: TITLE }]);
    expect(await addComment(text)).toEqual([{ field: 'body', message: COMMENT }]);
    expect((await updateProfile(text, '')).userErrors).toEqual([{ field: 'name', message: NAME }]);
    expect(await signUp('visible', text)).toEqual([{ field: 'name', message: NAME }]);
  });

  test('an invisible tag is refused by the tag rule', async () => {
    const created = await createArticle({ title: 'Tagged', tags: ['\u200b'] });
    expect(created.userErrors).toEqual([
      { field: 'tags', message: "Tags use a–z, 0–9 and '-', up to 32 characters." },
    ]);
  });
});

test('invisible characters inside visible text are kept', async () => {
  const title = 'Cafe\u0301 cre\u0300me, e\u200bmail, \u05e9\u05dc\u05d5\u05dd \u{1f44d}\u{1f3fd}';
  const created = await createArticle({ title });
  expect(created.userErrors).toEqual([]);
  expect(created.article?.title).toBe(title);
});

test('a summary or bio that shows nothing is saved as empty', async () => {
  const created = await createArticle({ title: 'Summarized', summary: '\u200b\u2060' });
  expect(created.article?.summary).toBe('');
  expect((await updateProfile('Grace', '\ufeff\u200b')).user?.bio).toBe('');
});

test('a body that shows nothing cannot be published', async () => {
  const created = await createArticle({ title: 'Blank body', body: '\u200b\u2060\n\ufeff' });
  const data = await grace.data<{
    publishArticle: { article: { status: string } | null; userErrors: UserErrorData[] };
  }>(
    `mutation ($id: ID!) { publishArticle(input: { id: $id }) { article { status } ${ERRORS} } }`,
    { id: created.article!.id },
  );
  expect(data.publishArticle.userErrors).toEqual([
    { field: 'body', message: 'An empty article cannot be published.' },
  ]);
});

describe('control characters are refused with their own message', () => {
  test.each([
    ['NUL', '\u0000'],
    ['BEL', '\u0007'],
    ['an ANSI escape', '\u001b[31m'],
    ['DEL', '\u007f'],
    ['NEL (C1)', '\u0085'],
    ['CSI (C1)', '\u009b'],
    ['a tab', '\t'],
    ['a line break', '\n'],
  ])('in a title or a name: %s', async (_, control) => {
    const created = await createArticle({ title: `Hello${control}world` });
    expect(created.article).toBeNull();
    expect(created.userErrors).toEqual([
      { field: 'title', message: 'Title must not contain control characters.' },
    ]);
    const name = [{ field: 'name', message: 'Name must not contain control characters.' }];
    expect((await updateProfile(`Grace${control}Hopper`, '')).userErrors).toEqual(name);
    expect(await signUp('controlled', `Grace${control}Hopper`)).toEqual(name);
  });

  test.each([
    ['NUL', '\u0000'],
    ['a vertical tab', '\u000b'],
    ['a form feed', '\u000c'],
    ['a unit separator', '\u001f'],
    ['DCS (C1)', '\u0090'],
  ])('in a body, a summary, a comment or a bio: %s', async (_, control) => {
    const text = `First line${control}second line`;
    const lines = 'must not contain control characters other than tabs and line breaks.';
    const created = await createArticle({ title: 'Controlled', body: text, summary: text });
    expect(created.userErrors).toEqual([
      { field: 'body', message: `Body ${lines}` },
      { field: 'summary', message: `Summary ${lines}` },
    ]);
    expect(await addComment(text)).toEqual([{ field: 'body', message: `Comment ${lines}` }]);
    expect((await updateProfile('Grace', text)).userErrors).toEqual([
      { field: 'bio', message: `Bio ${lines}` },
    ]);
  });

  test('multi-line fields keep tabs and line breaks', async () => {
    const text = 'Line one\r\n\tLine two\nLine three';
    const created = await createArticle({ title: 'Lines', body: text, summary: text });
    expect(created.userErrors).toEqual([]);
    expect(await addComment(text)).toEqual([]);
    expect((await updateProfile('Grace', text)).userErrors).toEqual([]);
  });

  test('a title that is only a control character gets the control message', async () => {
    expect((await createArticle({ title: '\u0000' })).userErrors).toEqual([
      { field: 'title', message: 'Title must not contain control characters.' },
    ]);
  });
});

test('updateArticle applies the same rules to the fields it is given', async () => {
  const draft = await grace.data<{ createArticle: { article: { id: string } } }>(
    `mutation { createArticle(input: { title: "Draft", body: "" }) { article { id } } }`,
  );
  const data = await grace.data<{ updateArticle: { userErrors: UserErrorData[] } }>(
    `mutation ($input: UpdateArticleInput!) { updateArticle(input: $input) { ${ERRORS} } }`,
    { input: { id: draft.createArticle.article.id, revision: 1, title: '\u200b\u200b' } },
  );
  expect(data.updateArticle.userErrors).toEqual([{ field: 'title', message: TITLE }]);
});

test("an editor's upload placeholder is never stored: the body is refused until the image is in", async () => {
  const placeholder = 'Intro.\n\n![Uploading kite.jpg… 40%](upload:0a1b2c3d4e5f)\n';
  const created = await createArticle({ title: 'Half uploaded', body: placeholder });
  expect(created.article).toBeNull();
  expect(created.userErrors).toEqual([
    {
      field: 'body',
      message: 'An image is still uploading: wait until it is in, or delete its “Uploading…” line.',
    },
  ]);
  // The same words in code, or a link to some other scheme, are the writer's own text.
  const prose = 'Write `](upload:<id>)` to mean nothing; [a](upload:later) is no placeholder.';
  expect((await createArticle({ title: 'About placeholders', body: prose })).userErrors).toEqual(
    [],
  );
});

test('a name, slug or handle with a NUL in it is looked up like any unknown one, and signing in with it is a wrong password', async () => {
  // PostgreSQL's text cannot hold U+0000: a lookup bound to one failed the whole request there
  // (an internal error) while SQLite simply found nothing.
  const reader = new Client(t.store);
  for (const key of ['grace\u0000', 'a\u0000b', '\u0000']) {
    const found = await reader.run<Record<string, unknown>>(
      `query ($key: String!) {
         articles(tag: $key) { edges { cursor } }
         article(slug: $key) { id }
         user(handle: $key) { id }
         tag(name: $key) { id }
       }`,
      { key },
    );
    expect(found).toEqual({
      data: { articles: { edges: [] }, article: null, user: null, tag: null },
    });
    const signIn = await reader.run<Record<string, unknown>>(
      `mutation ($key: String!) {
         signIn(input: { handle: $key, password: "password1" }) { viewer { id } userErrors { message } }
       }`,
      { key },
    );
    expect(signIn).toEqual({
      data: { signIn: { viewer: null, userErrors: [{ message: 'Wrong handle or password.' }] } },
    });
    // The lookups of the feed routes and of uploaded images, which take their keys from URLs.
    expect(await t.store.feeds.publishedTag(key)).toBeUndefined();
    expect(await t.store.feeds.publishedAuthor(key)).toBeUndefined();
    expect(await t.store.images.imageById(key)).toBeUndefined();
    expect(await t.store.images.imageBytes(key)).toBeUndefined();
  }
});

test('a handle of any length signs in as a wrong password, and its failures are limited per handle', async () => {
  // PostgreSQL cannot index a sign-in failure's handle beyond 2,704 bytes: such a try was an
  // internal error there, and a wrong password on SQLite.
  const huge = () => crypto.randomBytes(15_000).toString('base64url');
  const signIn = (handle: string) =>
    new Client(t.store).run<{ signIn: { userErrors: UserErrorData[] } }>(
      `mutation ($handle: String!) {
         signIn(input: { handle: $handle, password: "password1" }) { userErrors { field message } }
       }`,
      { handle },
    );
  const wrong = {
    data: { signIn: { userErrors: [{ field: null, message: 'Wrong handle or password.' }] } },
  };
  const handle = huge();
  for (let i = 0; i < LIMITS.signInFailures; i++) expect(await signIn(handle)).toEqual(wrong);
  expect(errorCode(await signIn(handle))).toBe('TOO_MANY_REQUESTS');
  expect(await signIn(huge())).toEqual(wrong);
});
