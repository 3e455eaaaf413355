// Article.previousByAuthor / nextByAuthor and Article.editedAt, through GraphQL on a real store
// of either engine: the links at an article's end name only the same author's published articles, and
// "Updated" is reserved for a saved edit after publishing.
import { storeArticle } from '../../testing/fixtures';
import { Client, signedIn } from '../../testing/harness';
import { tempStore, type TestStore } from '../../testing/testStore';

let t: TestStore;
let reader: Client;

beforeAll(async () => {
  t = await tempStore();
  reader = new Client(t.store);
});
afterAll(() => t.close());

interface Neighbours {
  article: {
    previousByAuthor: { slug: string } | null;
    nextByAuthor: { slug: string } | null;
  } | null;
}

async function neighbours(client: Client, slug: string): Promise<[string | null, string | null]> {
  const data = await client.data<Neighbours>(
    `query ($slug: String!) {
      article(slug: $slug) { previousByAuthor { slug } nextByAuthor { slug } }
    }`,
    { slug },
  );
  if (!data.article) throw new Error(`no article ${slug}`);
  return [data.article.previousByAuthor?.slug ?? null, data.article.nextByAuthor?.slug ?? null];
}

describe('the previous and next article by the same author', () => {
  it('steps over drafts, archived articles and other authors, in publishing order', async () => {
    const grace = await t.createUser('grace');
    const ada = await t.createUser('ada');
    const first = await storeArticle(t.store, grace.id, 'Grace one');
    const draft = await storeArticle(t.store, grace.id, 'Grace draft', { status: 'DRAFT' });
    const adas = await storeArticle(t.store, ada.id, 'Ada between');
    const second = await storeArticle(t.store, grace.id, 'Grace two');
    const archived = await storeArticle(t.store, grace.id, 'Grace archived', {
      status: 'ARCHIVED',
    });
    const third = await storeArticle(t.store, grace.id, 'Grace three');

    expect(await neighbours(reader, second.slug)).toEqual([first.slug, third.slug]);
    // The ends of the author's list.
    expect(await neighbours(reader, first.slug)).toEqual([null, second.slug]);
    expect(await neighbours(reader, third.slug)).toEqual([second.slug, null]);
    // An author with one published article has neither.
    expect(await neighbours(reader, adas.slug)).toEqual([null, null]);

    // Their author sees the draft and the archived article, which have no place in the order.
    const author = await signedIn(t.store, 'grace');
    expect(await neighbours(author, draft.slug)).toEqual([null, null]);
    expect(await neighbours(author, archived.slug)).toEqual([null, null]);
  });

  it('orders articles published at the same instant by id, each once', async () => {
    const linus = await t.createUser('linus');
    const at = '2025-06-01T12:00:00.000Z';
    const slugs: string[] = [];
    for (const title of ['Same a', 'Same b', 'Same c']) {
      const row = await t.store.articles.insertArticle({
        authorId: linus.id,
        title,
        summary: '',
        body: title,
        tags: [],
        status: 'PUBLISHED',
        createdAt: at,
        publishedAt: at,
      });
      slugs.push(row.slug);
    }
    expect(await neighbours(reader, slugs[0]!)).toEqual([null, slugs[1]]);
    expect(await neighbours(reader, slugs[1]!)).toEqual([slugs[0], slugs[2]]);
    expect(await neighbours(reader, slugs[2]!)).toEqual([slugs[1], null]);
  });

  it('drops an article from its neighbours once it is unpublished', async () => {
    await t.createUser('margaret');
    const margaret = await signedIn(t.store, 'margaret');
    const slugs: string[] = [];
    for (const title of ['M one', 'M two', 'M three']) {
      const created = await margaret.data<{ createArticle: { article: { id: string } } }>(
        `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { article { id } } }`,
        { input: { title, body: `About ${title}.`, tags: [] } },
      );
      const published = await margaret.data<{ publishArticle: { article: { slug: string } } }>(
        `mutation ($id: ID!) { publishArticle(input: { id: $id }) { article { slug } } }`,
        { id: created.createArticle.article.id },
      );
      slugs.push(published.publishArticle.article.slug);
    }
    const middle = await t.store.articles.articleBySlug(slugs[1]!);
    await t.store.articles.setArticleStatus(middle!.id, 'DRAFT', new Date().toISOString());
    expect(await neighbours(reader, slugs[0]!)).toEqual([null, slugs[2]]);
    expect(await neighbours(reader, slugs[2]!)).toEqual([slugs[0], null]);
  });
});

describe('editedAt', () => {
  interface Dates {
    id: string;
    publishedAt: string | null;
    editedAt: string | null;
    revision: number;
  }
  const DATES = 'id publishedAt editedAt revision';

  it('moves with a saved edit only: not with publishing again, nor with a comment', async () => {
    await t.createUser('edith');
    const clock = { now: Date.parse('2026-01-01T09:00:00.000Z') };
    const edith = await signedIn(t.store, 'edith', clock);
    const tick = () => (clock.now += 60_000);
    const run = async (mutation: string, input: Record<string, unknown>): Promise<Dates> => {
      tick();
      const data = await edith.data<Record<string, { article: Dates }>>(
        `mutation ($input: ${mutation[0]!.toUpperCase()}${mutation.slice(1)}Input!) {
          ${mutation}(input: $input) { article { ${DATES} } }
        }`,
        { input },
      );
      return data[mutation]!.article;
    };

    const created = await run('createArticle', { title: 'Edited', body: 'One.', tags: [] });
    expect(created.editedAt).toBeNull();
    const saved = await run('updateArticle', {
      id: created.id,
      revision: created.revision,
      body: 'Two.',
    });
    expect(saved.editedAt).toBe(new Date(clock.now).toISOString());
    const published = await run('publishArticle', { id: created.id });
    expect(published.editedAt).toBe(saved.editedAt);
    expect(published.publishedAt! > published.editedAt!).toBe(true);

    const unpublished = await run('unpublishArticle', { id: created.id });
    const again = await run('publishArticle', { id: created.id });
    expect([unpublished.editedAt, again.editedAt]).toEqual([saved.editedAt, saved.editedAt]);
    expect(again.publishedAt).toBe(published.publishedAt);

    tick();
    await edith.data(
      `mutation ($input: AddCommentInput!) { addComment(input: $input) { userErrors { message } } }`,
      { input: { articleId: created.id, body: 'A comment.' } },
    );
    const read = await reader.data<{ node: Dates }>(
      `query ($id: ID!) { node(id: $id) { ... on Article { ${DATES} } } }`,
      { id: created.id },
    );
    expect(read.node.editedAt).toBe(saved.editedAt);

    const edited = await run('updateArticle', {
      id: created.id,
      revision: again.revision,
      body: 'Three.',
    });
    expect(edited.editedAt! > edited.publishedAt!).toBe(true);
  });
});
