// CI's start-up smoke test (.ci/run runs it on Node 24): `npm start` itself (it compiles the
// server, then runs it on plain node) on a free loopback port, over a new demo store, serves the
// built app at / and answers /graphql; then it stops.
import { startServer, tempDir } from '../test/load/support';

async function main(): Promise<void> {
  const tmp = tempDir('folio-smoke-');
  const server = await startServer(
    tmp.dbFile,
    { FOLIO_SERVE_CLIENT: '1', FOLIO_SEED: 'demo' },
    300_000,
    'npm start',
  );
  try {
    const page = await fetch(`${server.origin}/`);
    const html = await page.text();
    if (page.status !== 200 || !html.includes('<link rel="canonical"')) {
      throw new Error(`GET / answered ${page.status}: ${html.slice(0, 200)}`);
    }
    const answer = await fetch(`${server.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: '{ articles(first: 1) { edges { node { title } } } }' }),
    });
    const json = (await answer.json()) as { data?: { articles: { edges: unknown[] } } };
    if (answer.status !== 200 || json.data?.articles.edges.length !== 1) {
      throw new Error(`POST /graphql answered ${answer.status}: ${JSON.stringify(json)}`);
    }
    console.log(`smoke test passed on Node ${process.version}: / and /graphql at ${server.origin}`);
  } finally {
    await server.stop();
    tmp.remove();
  }
}

main().catch((error: Error) => {
  console.error(`smoke test failed: ${error.message}`);
  process.exit(1);
});
