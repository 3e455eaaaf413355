// Scheduled publishing (scheduleArticle in schema/schema.graphql, scheduler.ts): the rules of
// scheduling through GraphQL, and the server publishing due drafts at start-up and by its check.
import type http from 'node:http';
import { createFolioServer } from './http';
import { createSchema } from '../graphql/schema';
import { Client, errorCode, signedIn } from '../testing/harness';
import { tempStore, type TestStore } from '../testing/testStore';

const HOUR = 60 * 60 * 1000;

let t: TestStore;
let grace: Client;
let mallory: Client;
// Grace's clock, which a test moves: scheduling is judged against the request's time.
const clock = { now: Date.now() };

beforeAll(async () => {
  t = await tempStore();
  await t.createUser('grace');
  await t.createUser('mallory');
  grace = await signedIn(t.store, 'grace', clock);
  mallory = await signedIn(t.store, 'mallory');
});
afterAll(() => t.close());
beforeEach(() => {
  clock.now = Date.now();
});

interface Payload {
  article: { status: string; scheduledAt: string | null; slug: string } | null;
  userErrors: { field: string | null; message: string }[];
}

async function draft(title: string, body = `All about ${title}.`): Promise<string> {
  const data = await grace.data<{ createArticle: { article: { id: string } } }>(
    `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { article { id } } }`,
    { input: { title, body } },
  );
  return data.createArticle.article.id;
}

function schedule(client: Client, id: string, publishAt: string | null) {
  return client.run<{ scheduleArticle: Payload }>(
    `mutation ($input: ScheduleArticleInput!) {
       scheduleArticle(input: $input) {
         article { status scheduledAt slug }
         userErrors { field message }
       }
     }`,
    { input: { id, publishAt } },
  );
}

async function statusOf(id: string): Promise<{ status: string; scheduledAt: string | null }> {
  const data = await grace.data<{ node: { status: string; scheduledAt: string | null } }>(
    `query ($id: ID!) { node(id: $id) { ... on Article { status scheduledAt } } }`,
    { id },
  );
  return data.node;
}

/** Starts the app over the test's database; resolves once it is ready (start-up has run). */
async function startApp(options: { intervalMs?: number; now?: () => number } = {}) {
  const server: http.Server = createFolioServer({
    store: t.store,
    schema: createSchema(),
    clientDir: null,
    mediaDir: null,
    scheduler: options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // A request waits for the app to be ready, so its answer comes after the start-up check.
  const { port } = server.address() as { port: number };
  await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ viewer { id } }' }),
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

test('a draft is scheduled in the writer’s future and shows when', async () => {
  const id = await draft('Spring tide');
  const at = new Date(clock.now + 2 * HOUR).toISOString();
  const result = await schedule(grace, id, at);
  expect(result.data!.scheduleArticle).toEqual({
    article: expect.objectContaining({ status: 'DRAFT', scheduledAt: at }),
    userErrors: [],
  });
  // A time written with the writer's offset is the same instant.
  const instant = clock.now + 3 * HOUR;
  const withOffset = new Date(instant + 2 * HOUR).toISOString().replace('Z', '+02:00');
  const offset = await schedule(grace, id, withOffset);
  expect(offset.data!.scheduleArticle.article!.scheduledAt).toBe(new Date(instant).toISOString());
});

test('a time in the past, now, more than a year ahead or not a time is refused and changes nothing', async () => {
  const id = await draft('Neap tide');
  for (const publishAt of [
    new Date(clock.now - 60_000).toISOString(),
    new Date(clock.now).toISOString(),
    new Date(clock.now + 367 * 24 * HOUR).toISOString(),
    'tomorrow',
    `2026-01-01T00:00:00${'0'.repeat(5000)}Z`,
  ]) {
    const result = await schedule(grace, id, publishAt);
    expect(result.data!.scheduleArticle.userErrors).toEqual([
      { field: 'publishAt', message: 'Choose a time in the next 12 months.' },
    ]);
  }
  expect(await statusOf(id)).toEqual({ status: 'DRAFT', scheduledAt: null });
});

test('a publishAt that is not a string is refused before anything runs, saying what it must be', async () => {
  const id = await draft('Slack tide');
  const expected = 'DateTime must be a string: a date and time such as 2026-05-01T09:00:00Z.';
  for (const publishAt of [['2027-01-01T00:00:00Z'], { at: '2027-01-01T00:00:00Z' }, 1e12, true]) {
    const result = await schedule(grace, id, publishAt as never);
    expect(result.data).toBeUndefined();
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]?.message).toContain(expected);
  }
  const literal = await grace.run(
    `mutation ($id: ID!) { scheduleArticle(input: { id: $id, publishAt: [1] }) { article { id } } }`,
    { id },
  );
  expect(literal.errors?.[0]?.message).toBe(`${expected} Got [1].`);
  expect(await statusOf(id)).toEqual({ status: 'DRAFT', scheduledAt: null });
});

test('publishing rules hold: an empty draft or a published article cannot be scheduled', async () => {
  const empty = await draft('Empty', ' ');
  const at = new Date(clock.now + HOUR).toISOString();
  expect((await schedule(grace, empty, at)).data!.scheduleArticle.userErrors).toEqual([
    { field: 'body', message: 'An empty article cannot be published.' },
  ]);
  const id = await draft('Already out');
  await grace.data(
    `mutation ($id: ID!) { publishArticle(input: { id: $id }) { article { id } } }`,
    {
      id,
    },
  );
  expect((await schedule(grace, id, at)).data!.scheduleArticle.userErrors).toEqual([
    { field: null, message: 'Only a draft can be scheduled.' },
  ]);
});

test('only the author or an editor schedules; a hidden draft stays hidden', async () => {
  const id = await draft('Mine alone');
  const at = new Date(Date.now() + HOUR).toISOString();
  expect(errorCode(await schedule(mallory, id, at))).toBe('NOT_FOUND');
  expect(errorCode(await schedule(new Client(t.store), id, at))).toBe('UNAUTHENTICATED');
  expect(await statusOf(id)).toEqual({ status: 'DRAFT', scheduledAt: null });
});

test('cancelling goes back to a plain draft', async () => {
  const id = await draft('Changed my mind');
  await schedule(grace, id, new Date(clock.now + HOUR).toISOString());
  const result = await schedule(grace, id, null);
  expect(result.data!.scheduleArticle).toMatchObject({
    article: { status: 'DRAFT', scheduledAt: null },
    userErrors: [],
  });
});

test('drafts that came due while the server was down are published at start-up', async () => {
  // Scheduled an hour ahead of a clock two hours back: due an hour ago.
  clock.now = Date.now() - 2 * HOUR;
  const due = await draft('Due while down');
  const later = await draft('Not yet');
  await schedule(grace, due, new Date(clock.now + HOUR).toISOString());
  await schedule(grace, later, new Date(Date.now() + HOUR).toISOString());
  clock.now = Date.now();

  const app = await startApp();
  try {
    expect(await statusOf(due)).toEqual({ status: 'PUBLISHED', scheduledAt: null });
    expect(await statusOf(later)).toMatchObject({ status: 'DRAFT' });
    const reader = new Client(t.store);
    const { slug } = (await schedule(grace, due, null)).data!.scheduleArticle.article!;
    expect(slug).not.toContain('--');
    expect(
      (await reader.data<{ article: { title: string } }>(`{ article(slug: "${slug}") { title } }`))
        .article.title,
    ).toBe('Due while down');
  } finally {
    await app.close();
    await schedule(grace, later, null);
  }
});

test('the periodic check publishes a draft when its time comes; one emptied meanwhile stays a draft', async () => {
  const serverClock = { now: Date.now() };
  const id = await draft('On the hour');
  const emptied = await draft('Emptied later');
  await schedule(grace, id, new Date(clock.now + HOUR).toISOString());
  await schedule(grace, emptied, new Date(clock.now + HOUR).toISOString());
  await grace.data(
    `mutation ($id: ID!) { updateArticle(input: { id: $id, revision: 1, body: "" }) { article { id } } }`,
    { id: emptied },
  );
  const app = await startApp({ intervalMs: 10, now: () => serverClock.now });
  try {
    expect(await statusOf(id)).toMatchObject({ status: 'DRAFT' });
    serverClock.now += HOUR + 1000;
    // Waits for the next checks, however slow the machine: the outcome is what is asserted.
    for (let i = 0; i < 500 && (await statusOf(id)).status === 'DRAFT'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await statusOf(id)).toEqual({ status: 'PUBLISHED', scheduledAt: null });
    expect(await statusOf(emptied)).toEqual({ status: 'DRAFT', scheduledAt: null });
  } finally {
    await app.close();
  }
});
