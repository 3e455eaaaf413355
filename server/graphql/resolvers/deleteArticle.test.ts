// deleteArticle (its description in schema/schema.graphql): who may delete what, what goes with the
// article, and that a hidden article is never revealed by trying.
import { Client, errorCode, signedIn } from '../../testing/harness';
import { tempStore, type TestStore } from '../../testing/testStore';

let t: TestStore;
let grace: Client;
let mallory: Client;
let ada: Client;

beforeAll(async () => {
  t = await tempStore();
  await t.createUser('grace');
  await t.createUser('mallory');
  await t.createUser('ada', 'EDITOR');
  grace = await signedIn(t.store, 'grace');
  mallory = await signedIn(t.store, 'mallory');
  ada = await signedIn(t.store, 'ada');
});
afterAll(() => t.close());

interface Created {
  id: string;
  slug: string;
  title: string;
}

async function create(client: Client, title: string, tags: string[] = []): Promise<Created> {
  const data = await client.data<{ createArticle: { article: Created } }>(
    `mutation ($input: CreateArticleInput!) {
       createArticle(input: $input) { article { id slug title } }
     }`,
    { input: { title, body: `All about ${title}.`, tags } },
  );
  return data.createArticle.article;
}

async function publish(client: Client, title: string, tags: string[] = []): Promise<Created> {
  const { id } = await create(client, title, tags);
  const data = await client.data<{ publishArticle: { article: Created } }>(
    `mutation ($id: ID!) { publishArticle(input: { id: $id }) { article { id slug title } } }`,
    { id },
  );
  return data.publishArticle.article;
}

function remove(client: Client, id: string, confirmTitle?: string) {
  return client.run<{
    deleteArticle: {
      deletedArticleId: string | null;
      userErrors: { field: string | null; message: string }[];
    };
  }>(
    `mutation ($input: DeleteArticleInput!) {
       deleteArticle(input: $input) { deletedArticleId userErrors { field message } }
     }`,
    { input: { id, confirmTitle } },
  );
}

async function node(client: Client, id: string): Promise<unknown> {
  return (await client.data<{ node: unknown }>(`query ($id: ID!) { node(id: $id) { id } }`, { id }))
    .node;
}

/** The first column of the first row, as a number (PostgreSQL's COUNT is a bigint string). */
async function count(sql: string, ...params: unknown[]): Promise<number> {
  const [row] = await t.sql(sql, ...params);
  return Number(Object.values(row!)[0]);
}

test('an author deletes their own draft, and a second try says it is gone', async () => {
  const draft = await create(grace, 'Half an idea');
  const first = await remove(grace, draft.id);
  expect(first.errors).toBeUndefined();
  expect(first.data!.deleteArticle).toEqual({ deletedArticleId: draft.id, userErrors: [] });
  expect(await node(grace, draft.id)).toBeNull();
  const drafts = await grace.data<{ viewer: { drafts: { edges: { node: { id: string } }[] } } }>(
    '{ viewer { drafts { edges { node { id } } } } }',
  );
  expect(drafts.viewer.drafts.edges.map((edge) => edge.node.id)).not.toContain(draft.id);

  const second = await remove(grace, draft.id);
  expect(errorCode(second)).toBe('NOT_FOUND');
  expect(second.errors![0]!.message).toBe('No such article.');
});

test("someone else's draft reads as not found, exactly like an id never used, and stays", async () => {
  const hidden = await create(grace, 'Not for mallory');
  const gone = await create(mallory, 'Never mind');
  await remove(mallory, gone.id);

  const onHidden = await remove(mallory, hidden.id);
  const onGone = await remove(mallory, gone.id);
  expect(errorCode(onHidden)).toBe('NOT_FOUND');
  expect(onHidden.errors!.map((e) => [e.message, e.extensions])).toEqual(
    onGone.errors!.map((e) => [e.message, e.extensions]),
  );
  expect(onHidden.data).toEqual(onGone.data);
  expect(await node(grace, hidden.id)).toEqual({ id: hidden.id });
});

test("someone else's published article is FORBIDDEN to an author, and stays", async () => {
  const article = await publish(grace, 'Public and mine');
  const result = await remove(mallory, article.id, article.title);
  expect(errorCode(result)).toBe('FORBIDDEN');
  expect(await node(mallory, article.id)).toEqual({ id: article.id });
});

test('signed out, deleting is UNAUTHENTICATED', async () => {
  const article = await publish(grace, 'Seen by all');
  expect(errorCode(await remove(new Client(t.store), article.id, article.title))).toBe(
    'UNAUTHENTICATED',
  );
});

test('an editor deletes any article: a draft at once, an archived one too', async () => {
  const draft = await create(grace, 'Editor may remove');
  const archived = await create(grace, 'Old and archived');
  await grace.data(
    `mutation ($id: ID!) { archiveArticle(input: { id: $id }) { article { id } } }`,
    {
      id: archived.id,
    },
  );
  for (const { id } of [draft, archived]) {
    expect((await remove(ada, id)).data!.deleteArticle.deletedArticleId).toBe(id);
    expect(await node(grace, id)).toBeNull();
  }
});

test('a published article is deleted only with its title typed back', async () => {
  const article = await publish(grace, 'Typed confirmation');
  for (const confirm of [undefined, '', 'typed confirmation', 'Typed']) {
    const refused = await remove(grace, article.id, confirm);
    expect(refused.errors).toBeUndefined();
    expect(refused.data!.deleteArticle).toEqual({
      deletedArticleId: null,
      userErrors: [
        {
          field: 'confirmTitle',
          message: 'Type the article’s title exactly to delete a published article.',
        },
      ],
    });
    expect(await node(mallory, article.id)).toEqual({ id: article.id });
  }
  const done = await remove(ada, article.id, '  Typed confirmation ');
  expect(done.data!.deleteArticle).toEqual({ deletedArticleId: article.id, userErrors: [] });
});

test('its comments, tag links, search entry and tag counts go with it', async () => {
  const kept = await publish(mallory, 'Keeper of zeppelins', ['zeppelins']);
  const doomed = await publish(grace, 'Doomed zeppelins', ['zeppelins', 'hindenburg']);
  await mallory.data(
    `mutation ($id: ID!) { addComment(input: { articleId: $id, body: "Oh no." }) { comment { id } } }`,
    { id: doomed.id },
  );
  const rowId = await count('SELECT id FROM articles WHERE slug = ?', doomed.slug);
  expect(await count('SELECT COUNT(*) FROM comments WHERE article_id = ?', rowId)).toBe(1);

  expect((await remove(grace, doomed.id, doomed.title)).data!.deleteArticle.userErrors).toEqual([]);

  expect(await count('SELECT COUNT(*) FROM comments WHERE article_id = ?', rowId)).toBe(0);
  expect(await count('SELECT COUNT(*) FROM article_tags WHERE article_id = ?', rowId)).toBe(0);
  // Both keep the search entry in article_search: SQLite's FTS5 table by rowid, PostgreSQL's
  // tsvector table by article_id.
  const searchRows = `SELECT COUNT(*) FROM article_search WHERE ${
    t.store.dialect === 'sqlite' ? 'rowid' : 'article_id'
  } = ?`;
  expect(await count(searchRows, rowId)).toBe(0);
  const read = await mallory.data<{
    article: unknown;
    zeppelins: { articleCount: number } | null;
    hindenburg: unknown;
    tags: { name: string }[];
    search: { edges: { node: { article: { id: string } } }[] };
  }>(
    `query ($slug: String!) {
    article(slug: $slug) { id }
    zeppelins: tag(name: "zeppelins") { articleCount }
    hindenburg: tag(name: "hindenburg") { id }
    tags { name }
    search(query: "zeppelins") { edges { node { article { id } } } }
  }`,
    { slug: doomed.slug },
  );
  expect(read.article).toBeNull();
  expect(read.zeppelins).toEqual({ articleCount: 1 });
  // A tag left with no article leaves the public lists.
  expect(read.hindenburg).toBeNull();
  expect(read.tags.map((tag) => tag.name)).not.toContain('hindenburg');
  expect(read.search.edges.map((edge) => edge.node.article.id)).toEqual([kept.id]);
});
