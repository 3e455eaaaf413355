import { Client, signedIn } from '../../testing/harness';
import { storeArticle } from '../../testing/fixtures';
import { tempStore, type TestStore } from '../../testing/testStore';
import { idOfType, toGlobalId } from '../ids';

// Likes on articles (issue 29 item 3) on either engine: one per reader per article, counted once
// however many of that reader's requests arrive together.

let t: TestStore;
let graceId: number;
let grace: Client;
let linus: Client;
let mira: Client;

beforeAll(async () => {
  t = await tempStore();
  graceId = (await t.createUser('grace')).id;
  await t.createUser('linus', 'READER');
  await t.createUser('mira', 'READER');
  grace = await signedIn(t.store, 'grace');
  linus = await signedIn(t.store, 'linus');
  mira = await signedIn(t.store, 'mira');
});
afterAll(() => t.close());

let n = 0;
async function article(status: 'PUBLISHED' | 'DRAFT' = 'PUBLISHED') {
  const row = await storeArticle(t.store, graceId, `Liked ${n++}`, { status });
  return { id: toGlobalId(t.store, 'Article', row.id), slug: row.slug };
}

type Liked = { likeCount: number; viewerHasLiked: boolean };

function like(client: Client, id: string, liked = true) {
  return client.run<{ likeArticle: { article: Liked } }>(
    `mutation ($id: ID!, $liked: Boolean!) { likeArticle(input: { id: $id, liked: $liked }) {
      article { likeCount viewerHasLiked } } }`,
    { id, liked },
  );
}

async function read(client: Client, slug: string) {
  const data = await client.data<{ article: Liked }>(
    `query ($slug: String!) { article(slug: $slug) { likeCount viewerHasLiked } }`,
    { slug },
  );
  return data.article;
}

const code = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.code;

test('a like counts once, shows as the viewer’s, and can be taken back', async () => {
  const { id, slug } = await article();
  expect(await read(new Client(t.store), slug)).toEqual({ likeCount: 0, viewerHasLiked: false });
  expect((await like(linus, id)).data!.likeArticle.article).toEqual({
    likeCount: 1,
    viewerHasLiked: true,
  });
  expect((await like(linus, id)).data!.likeArticle.article.likeCount).toBe(1);
  expect((await like(mira, id)).data!.likeArticle.article.likeCount).toBe(2);
  expect(await read(grace, slug)).toEqual({ likeCount: 2, viewerHasLiked: false });
  expect((await like(linus, id, false)).data!.likeArticle.article).toEqual({
    likeCount: 1,
    viewerHasLiked: false,
  });
  expect((await like(linus, id, false)).data!.likeArticle.article.likeCount).toBe(1);
  expect(await read(new Client(t.store), slug)).toEqual({ likeCount: 1, viewerHasLiked: false });
});

test('signed-out readers cannot like, and a draft of someone else reads as missing', async () => {
  const { id } = await article();
  expect(code(await like(new Client(t.store), id))).toBe('UNAUTHENTICATED');
  const draft = await article('DRAFT');
  expect(code(await like(linus, draft.id))).toBe('NOT_FOUND');
  expect((await like(grace, draft.id)).data!.likeArticle.article.likeCount).toBe(1);
});

test('50 likes from one reader at once count once', async () => {
  const { id, slug } = await article();
  const results = await Promise.all(Array.from({ length: 50 }, () => like(mira, id)));
  expect(results.filter((r) => r.errors)).toEqual([]);
  expect(await read(mira, slug)).toEqual({ likeCount: 1, viewerHasLiked: true });
  const rowId = idOfType(t.store, id, 'Article');
  expect(await t.count('SELECT COUNT(*) FROM article_likes WHERE article_id = ?', rowId)).toBe(1);
});
