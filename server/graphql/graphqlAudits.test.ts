import { serverAudits } from 'graphql-http';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';

// graphql-http's audits are the GraphQL-over-HTTP specification's conformance
// suite: every MUST, SHOULD and MAY it checks passes against the real server.
describe('GraphQL-over-HTTP conformance (graphql-http serverAudits)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const audits = serverAudits({ url: () => server.endpoint, fetchFn: fetch });

  it.each(audits.map((audit) => [audit.name, audit] as const))('%s', async (_name, audit) => {
    const result = await audit.fn();
    if (result.status !== 'ok') throw new Error(`${result.status}: ${result.reason}`);
  });
});
