import { BODY_LIMIT, HOSTILE_MARKDOWN } from '../../../test/hostile/markdown';
import { ServerMarkdown } from '../../render/serverMarkdown';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { storeDatedArticle, userId } from './publicDocumentsFixtures';

// A body marked cannot finish (stored without a resolver, as the bench does: the save check
// would refuse it) costs the feed its render budget, in a thread: the server answers
// other requests meanwhile, and the feed shows that body unformatted, as the reader's page does.

let server: TestServer;
// Its verdict is the source's CPU time against the budget, not how long a busy machine held the
// page (past that the feed would carry the body unformatted, with no notice: renderThreads.ts).
const markdown = new ServerMarkdown({ maxWallMs: 60_000 });

beforeAll(async () => {
  server = await startTestServer({ seed: 'demo', markdown });
  await storeDatedArticle(server, {
    slug: 'hostile-emphasis',
    title: 'Hostile',
    body: HOSTILE_MARKDOWN.find((shape) => shape.name === 'emphasis delimiters')!.make(BODY_LIMIT),
    status: 'PUBLISHED',
    authorId: await userId(server, 'ada'),
    publishedAt: '2030-01-01T00:00:00.000Z',
  });
  // The render threads start with the first feed; a warm one is what a live server has.
  await fetch(`${server.origin}/authors/grace/feed.xml`);
  // Starting the threads (jsdom, DOMPurify, marked) takes seconds of a busy machine's cores.
}, 60_000);
afterAll(async () => {
  await server.close();
  await markdown.close();
});

it('renders a hostile body unformatted without holding up another request', async () => {
  const order: string[] = [];
  const feed = fetch(`${server.origin}/feed.xml`).then(async (response) => {
    order.push('feed');
    return response.text();
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  const typename = await fetch(server.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  }).then((response) => response.json());
  order.push('typename');
  expect(typename).toEqual({ data: { __typename: 'Query' } });
  const xml = await feed;
  expect(order).toEqual(['typename', 'feed']);
  expect(xml).toContain('This text is shown unformatted because it took too long to format.');
});
