// Revisions, autosave and pending edits (Article.revisions, pendingRevision, restoreRevision and
// UpdateArticleInput.autosave in schema/schema.graphql), through GraphQL on a real SQLite file.
import { Client, errorCode, signedIn } from '../../testing/harness';
import { tempStore, type TestStore } from '../../testing/testStore';

let t: TestStore;
let grace: Client;
let mallory: Client;
let ada: Client;
let reader: Client;

beforeAll(async () => {
  t = await tempStore();
  await t.createUser('grace');
  await t.createUser('mallory');
  await t.createUser('ada', 'EDITOR');
  grace = await signedIn(t.store, 'grace');
  mallory = await signedIn(t.store, 'mallory');
  ada = await signedIn(t.store, 'ada');
  reader = new Client(t.store);
});
afterAll(() => t.close());

interface Saved {
  id: string;
  slug: string;
  revision: number;
}
interface Payload {
  article: (Saved & Record<string, unknown>) | null;
  userErrors: { field: string | null; message: string; code: string }[];
}

const ARTICLE = 'id slug revision title body status';

async function create(client: Client, title: string, body = `All about ${title}.`) {
  const data = await client.data<{ createArticle: { article: Saved } }>(
    `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { article { id slug revision } } }`,
    { input: { title, body, tags: ['notes'] } },
  );
  return data.createArticle.article;
}

async function update(client: Client, input: Record<string, unknown>): Promise<Payload> {
  const data = await client.data<{ updateArticle: Payload }>(
    `mutation ($input: UpdateArticleInput!) {
       updateArticle(input: $input) { article { ${ARTICLE} } userErrors { field message code } }
     }`,
    { input },
  );
  return data.updateArticle;
}

async function publish(client: Client, id: string): Promise<Saved> {
  const data = await client.data<{ publishArticle: { article: Saved } }>(
    `mutation ($id: ID!) { publishArticle(input: { id: $id }) { article { id slug revision } } }`,
    { id },
  );
  return data.publishArticle.article;
}

function restore(client: Client, input: Record<string, unknown>) {
  return client.run<{ restoreRevision: Payload }>(
    `mutation ($input: RestoreRevisionInput!) {
       restoreRevision(input: $input) { article { ${ARTICLE} } userErrors { field message code } }
     }`,
    { input },
  );
}

interface History {
  edges: {
    cursor: string;
    node: { number: number; title: string; body: string; tags: string[] };
  }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

async function history(client: Client, id: string, first = 10, after?: string) {
  const result = await client.run<{
    node: {
      revisions: History | null;
      pendingRevision: { number: number; body: string } | null;
    } | null;
  }>(
    `query ($id: ID!, $first: Int, $after: String) {
       node(id: $id) {
         ... on Article {
           revisions(first: $first, after: $after) {
             edges { cursor node { number title body tags author { handle } } }
             pageInfo { hasNextPage endCursor }
           }
           pendingRevision { number body }
         }
       }
     }`,
    { id, first, after },
  );
  return result;
}

async function asReader(slug: string) {
  const data = await reader.data<{
    article: { title: string; body: string; updatedAt: string; tags: { name: string }[] } | null;
  }>(`query ($slug: String!) { article(slug: $slug) { title body updatedAt tags { name } } }`, {
    slug,
  });
  return data.article;
}

test('every save is a revision, newest first, with what it held and who saved it', async () => {
  const draft = await create(grace, 'Tide tables');
  await update(grace, { id: draft.id, revision: 1, body: 'Second text.', autosave: true });
  await update(grace, { id: draft.id, revision: 2, body: 'Third text.', tags: ['sea'] });
  const result = await history(grace, draft.id);
  const nodes = result.data!.node!.revisions!.edges.map((edge) => edge.node);
  expect(nodes.map((n) => [n.number, n.body, n.tags])).toEqual([
    [3, 'Third text.', ['sea']],
    [2, 'Second text.', ['notes']],
    [1, 'All about Tide tables.', ['notes']],
  ]);
  // A draft's autosave is its text: nothing else reads a draft.
  expect(result.data!.node!.pendingRevision).toBeNull();
});

test('the history pages by cursor without repeats or gaps', async () => {
  const draft = await create(grace, 'Long history');
  for (let revision = 1; revision < 5; revision++) {
    await update(grace, { id: draft.id, revision, body: `Text ${revision + 1}.`, autosave: true });
  }
  const first = (await history(grace, draft.id, 2)).data!.node!.revisions!;
  expect(first.edges.map((edge) => edge.node.number)).toEqual([5, 4]);
  expect(first.pageInfo.hasNextPage).toBe(true);
  const second = (await history(grace, draft.id, 2, first.pageInfo.endCursor!)).data!.node!
    .revisions!;
  const third = (await history(grace, draft.id, 2, second.pageInfo.endCursor!)).data!.node!
    .revisions!;
  expect(second.edges.map((edge) => edge.node.number)).toEqual([3, 2]);
  expect(third.edges.map((edge) => edge.node.number)).toEqual([1]);
  expect(third.pageInfo.hasNextPage).toBe(false);
  // A cursor belongs to its article.
  const other = await create(grace, 'Another history');
  expect(errorCode(await history(grace, other.id, 2, first.pageInfo.endCursor!))).toBe(
    'BAD_USER_INPUT',
  );
});

test('an autosave of a published article stays pending: readers keep the published text', async () => {
  const draft = await create(grace, 'Reef survey');
  const published = await publish(grace, draft.id);
  const before = await asReader(published.slug);

  const saved = await update(grace, {
    id: published.id,
    revision: published.revision,
    title: 'Reef survey, revised',
    body: 'Work in progress.',
    tags: ['reefs'],
    autosave: true,
  });
  expect(saved.userErrors).toEqual([]);
  expect(saved.article!.revision).toBe(published.revision + 1);
  expect(await asReader(published.slug)).toEqual(before);
  const search = await reader.data<{ search: { edges: unknown[] } }>(
    '{ search(query: "progress") { edges { cursor } } }',
  );
  expect(search.search.edges).toEqual([]);
  const own = (await history(grace, published.id)).data!.node!;
  expect(own.pendingRevision).toEqual({
    number: published.revision + 1,
    body: 'Work in progress.',
  });

  // Updating without autosave makes it public, and the pending revision is gone.
  const updated = await update(grace, {
    id: published.id,
    revision: published.revision + 1,
    title: 'Reef survey, revised',
    body: 'Finished.',
    tags: ['reefs'],
  });
  expect(updated.userErrors).toEqual([]);
  expect(await asReader(published.slug)).toMatchObject({
    title: 'Reef survey, revised',
    body: 'Finished.',
    tags: [{ name: 'reefs' }],
  });
  expect((await history(grace, published.id)).data!.node!.pendingRevision).toBeNull();
});

test('fields left out of a save keep the pending values', async () => {
  const published = await publish(grace, (await create(grace, 'Kelp forests')).id);
  await update(grace, {
    id: published.id,
    revision: published.revision,
    body: 'Pending body.',
    autosave: true,
  });
  const updated = await update(grace, { id: published.id, revision: published.revision + 1 });
  expect(updated.article).toMatchObject({ body: 'Pending body.', status: 'PUBLISHED' });
});

test('unpublishing makes the pending edits the draft’s text', async () => {
  const published = await publish(grace, (await create(grace, 'Seagrass')).id);
  await update(grace, {
    id: published.id,
    revision: published.revision,
    body: 'Kept aside.',
    autosave: true,
  });
  const data = await grace.data<{ unpublishArticle: { article: Record<string, unknown> } }>(
    `mutation ($id: ID!) { unpublishArticle(input: { id: $id }) { article { body pendingRevision { number } } } }`,
    { id: published.id },
  );
  expect(data.unpublishArticle.article).toEqual({ body: 'Kept aside.', pendingRevision: null });
});

test('a stale autosave changes nothing and answers CONFLICT with the stored article', async () => {
  const draft = await create(grace, 'Two tabs');
  const first = await update(ada, {
    id: draft.id,
    revision: 1,
    body: 'Ada’s text.',
    autosave: true,
  });
  expect(first.userErrors).toEqual([]);
  const stale = await update(grace, {
    id: draft.id,
    revision: 1,
    body: 'Grace’s older tab.',
    autosave: true,
  });
  expect(stale.userErrors).toEqual([
    expect.objectContaining({ field: 'revision', code: 'CONFLICT' }),
  ]);
  expect(stale.article).toMatchObject({ revision: 2, body: 'Ada’s text.' });
  const numbers = (await history(grace, draft.id)).data!.node!.revisions!.edges.map(
    (edge) => edge.node.number,
  );
  expect(numbers).toEqual([2, 1]);
});

test('restoring a revision saves its fields as a new revision', async () => {
  const draft = await create(grace, 'Currents');
  await update(grace, { id: draft.id, revision: 1, title: 'Currents, later', body: 'Later.' });
  const result = await restore(grace, { articleId: draft.id, revision: 1, expectedRevision: 2 });
  expect(result.data!.restoreRevision).toMatchObject({
    userErrors: [],
    article: { revision: 3, title: 'Currents', body: 'All about Currents.' },
  });
  const top = (await history(grace, draft.id)).data!.node!.revisions!.edges[0]!.node;
  expect(top).toMatchObject({ number: 3, body: 'All about Currents.', tags: ['notes'] });
});

test('restoring on a published article is pending until the writer updates it', async () => {
  const published = await publish(grace, (await create(grace, 'Tidepools')).id);
  await update(grace, { id: published.id, revision: published.revision, body: 'Public edit.' });
  const result = await restore(grace, { articleId: published.id, revision: 1 });
  expect(result.data!.restoreRevision.userErrors).toEqual([]);
  expect((await asReader(published.slug))!.body).toBe('Public edit.');
  expect((await history(grace, published.id)).data!.node!.pendingRevision!.body).toBe(
    'All about Tidepools.',
  );
});

test('a restore based on a stale revision, or of a revision never kept, changes nothing', async () => {
  const draft = await create(grace, 'Estuaries');
  await update(grace, { id: draft.id, revision: 1, body: 'Newer.' });
  const stale = await restore(grace, { articleId: draft.id, revision: 1, expectedRevision: 1 });
  expect(stale.data!.restoreRevision).toMatchObject({
    userErrors: [expect.objectContaining({ code: 'CONFLICT' })],
    article: { revision: 2, body: 'Newer.' },
  });
  const missing = await restore(grace, { articleId: draft.id, revision: 99 });
  expect(missing.data!.restoreRevision.userErrors).toEqual([
    expect.objectContaining({ field: 'revision', code: 'INVALID' }),
  ]);
  expect((await history(grace, draft.id)).data!.node!.revisions!.edges).toHaveLength(2);
});

test('only those who may edit see revisions; a hidden draft reveals nothing', async () => {
  const draft = await create(grace, 'Private notes', 'Secret words.');
  await update(grace, { id: draft.id, revision: 1, body: 'More secret words.', autosave: true });
  const published = await publish(grace, (await create(grace, 'Public notes')).id);
  await update(grace, {
    id: published.id,
    revision: published.revision,
    body: 'Unreleased words.',
    autosave: true,
  });

  // An editor sees a draft's history; another author and a reader see nothing of it.
  expect((await history(ada, draft.id)).data!.node!.revisions!.edges).toHaveLength(2);
  for (const client of [mallory, reader]) {
    expect((await history(client, draft.id)).data!.node).toBeNull();
    expect(await history(client, published.id)).toEqual({
      data: { node: { revisions: null, pendingRevision: null } },
    });
  }
  // Restoring someone else's hidden draft is NOT_FOUND, as for an id never used.
  expect(errorCode(await restore(mallory, { articleId: draft.id, revision: 1 }))).toBe('NOT_FOUND');
  expect(errorCode(await restore(mallory, { articleId: published.id, revision: 1 }))).toBe(
    'FORBIDDEN',
  );
  expect(errorCode(await restore(reader, { articleId: published.id, revision: 1 }))).toBe(
    'UNAUTHENTICATED',
  );
  const autosave = await mallory.run(
    `mutation ($input: UpdateArticleInput!) { updateArticle(input: $input) { userErrors { message } } }`,
    { input: { id: draft.id, revision: 2, body: 'x', autosave: true } },
  );
  expect(errorCode(autosave)).toBe('NOT_FOUND');
});

async function timeline(client: Client, id: string) {
  const data = await client.data<{
    node: {
      status: string;
      readerRevision: number | null;
      events:
        | {
            kind: string;
            revision: number;
            actor: { handle: string } | null;
            scheduledFor: string | null;
            restoredFrom: number | null;
          }[]
        | null;
    } | null;
  }>(
    `query ($id: ID!) {
       node(id: $id) {
         ... on Article {
           status readerRevision
           events { kind revision actor { handle } scheduledFor restoredFrom }
         }
       }
     }`,
    { id },
  );
  return data.node;
}

async function move(client: Client, mutation: string, input: Record<string, unknown>) {
  const data = await client.data<Record<string, { userErrors: unknown[] }>>(
    `mutation ($input: ${mutation[0]!.toUpperCase()}${mutation.slice(1)}Input!) {
       ${mutation}(input: $input) { userErrors { message } }
     }`,
    { input },
  );
  expect(data[mutation]!.userErrors).toEqual([]);
}

test('status changes, schedules and restores are the history’s events, not bare numbers', async () => {
  const draft = await create(grace, 'Eventful');
  const publishAt = new Date(Date.now() + 24 * 3600_000).toISOString();
  await move(grace, 'scheduleArticle', { id: draft.id, publishAt });
  await move(grace, 'scheduleArticle', { id: draft.id, publishAt: null });
  // Cancelling a schedule there is not is no event.
  await move(grace, 'scheduleArticle', { id: draft.id, publishAt: null });
  await publish(grace, draft.id); // 2
  await update(grace, { id: draft.id, revision: 2, body: 'Aside.', autosave: true }); // 3
  expect(
    (await restore(grace, { articleId: draft.id, revision: 1 })).data?.restoreRevision.userErrors,
  ).toEqual([]); // 4
  await move(ada, 'archiveArticle', { id: draft.id }); // 5
  await update(grace, { id: draft.id, revision: 5, body: 'Back to work.' }); // 6: a draft again

  const node = await timeline(grace, draft.id);
  expect(node!.events).toEqual([
    {
      kind: 'UNARCHIVED',
      revision: 6,
      actor: { handle: 'grace' },
      scheduledFor: null,
      restoredFrom: null,
    },
    {
      kind: 'ARCHIVED',
      revision: 5,
      actor: { handle: 'ada' },
      scheduledFor: null,
      restoredFrom: null,
    },
    {
      kind: 'RESTORED',
      revision: 4,
      actor: { handle: 'grace' },
      scheduledFor: null,
      restoredFrom: 1,
    },
    {
      kind: 'PUBLISHED',
      revision: 2,
      actor: { handle: 'grace' },
      scheduledFor: null,
      restoredFrom: null,
    },
    {
      kind: 'UNSCHEDULED',
      revision: 1,
      actor: { handle: 'grace' },
      scheduledFor: null,
      restoredFrom: null,
    },
    {
      kind: 'SCHEDULED',
      revision: 1,
      actor: { handle: 'grace' },
      scheduledFor: publishAt,
      restoredFrom: null,
    },
  ]);
  // The article's history is its writers': another author and a reader learn nothing of it.
  expect((await timeline(mallory, draft.id))?.events ?? null).toBeNull();
  expect((await timeline(reader, draft.id))?.events ?? null).toBeNull();
});

test('readerRevision names the kept copy readers see, past the pending edits', async () => {
  const draft = await create(grace, 'Seen by readers');
  expect((await timeline(grace, draft.id))!.readerRevision).toBeNull();
  await publish(grace, draft.id); // 2: readers see copy 1
  expect((await timeline(grace, draft.id))!.readerRevision).toBe(1);
  await update(grace, { id: draft.id, revision: 2, body: 'Pending one.', autosave: true }); // 3
  await update(grace, { id: draft.id, revision: 3, body: 'Pending two.', autosave: true }); // 4
  expect((await timeline(grace, draft.id))!.readerRevision).toBe(1);
  await update(grace, { id: draft.id, revision: 4, body: 'Public now.' }); // 5
  expect((await timeline(grace, draft.id))!.readerRevision).toBe(5);
  expect((await timeline(mallory, draft.id))?.readerRevision ?? null).toBeNull();
});
