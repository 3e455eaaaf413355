// Query.unknownArticleLinks, the pre-publish check's links to Folio articles, through GraphQL
// on a real store of the engine under test.
import { Client, errorCode, signedIn } from '../../testing/harness';
import { tempStore, type TestStore } from '../../testing/testStore';

let t: TestStore;
let grace: Client;
let reader: Client;
let published: string;
let draft: string;

const CHECK = `query ($paths: [String!]!) { unknownArticleLinks(paths: $paths) }`;

async function create(title: string) {
  const data = await grace.data<{ createArticle: { article: { id: string; slug: string } } }>(
    `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { article { id slug } } }`,
    { input: { title, body: `All about ${title}.`, tags: [] } },
  );
  return data.createArticle.article;
}

beforeAll(async () => {
  t = await tempStore();
  await t.createUser('grace');
  grace = await signedIn(t.store, 'grace');
  reader = new Client(t.store);
  const made = await create('Harbour lights');
  const data = await grace.data<{ publishArticle: { article: { slug: string } } }>(
    `mutation ($id: ID!) { publishArticle(input: { id: $id }) { article { slug } } }`,
    { id: made.id },
  );
  published = data.publishArticle.article.slug;
  draft = (await create('Unfinished thoughts')).slug;
});
afterAll(() => t.close());

test('links to no published article are named; a draft counts as missing, so none is revealed', async () => {
  const paths = [
    `/articles/${published}`,
    `/articles/${published}/#heading`,
    `/articles/${published}?ref=feed`,
    '/articles/no-such-article',
    `/articles/${draft}`,
  ];
  const data = await grace.data<{ unknownArticleLinks: string[] }>(CHECK, { paths });
  expect(data.unknownArticleLinks).toEqual(['/articles/no-such-article', `/articles/${draft}`]);
});

test('the check is a writer’s, bounded, and refuses what is no article’s address', async () => {
  expect(errorCode(await reader.run(CHECK, { paths: ['/articles/x'] }))).toBe('UNAUTHENTICATED');
  const many = Array.from({ length: 51 }, (_, i) => `/articles/a-${i}`);
  expect(errorCode(await grace.run(CHECK, { paths: many }))).toBe('BAD_USER_INPUT');
  expect(errorCode(await grace.run(CHECK, { paths: ['/tags/sea'] }))).toBe('BAD_USER_INPUT');
  expect(errorCode(await grace.run(CHECK, { paths: [`/articles/${'a'.repeat(400)}`] }))).toBe(
    'BAD_USER_INPUT',
  );
});
