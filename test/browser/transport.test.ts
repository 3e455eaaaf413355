import type { Browser, Request } from 'playwright-core';
import { builtClient } from '../builtClient';
import { sharedBrowser, startBrowserServer } from './support/shared';
import type { TestServer } from '../../server/testing/testServer';

describe('the built app in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    // The SPA shell: a server-rendered page would carry its data and send no first query.
    server = await startBrowserServer({
      seed: 'demo',
      clientDir: builtClient(),
      rendererBundle: null,
    });
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sends its first query through the transport in the exact call shape of src/relay/README.md', async () => {
    const page = await browser.newPage();
    const requests: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') requests.push(request);
    });
    await page.goto(server.origin + '/', { waitUntil: 'networkidle' });

    expect(requests.length).toBeGreaterThanOrEqual(1);
    const first = requests[0]!;
    expect(first.method()).toBe('POST');
    expect(first.url()).toBe(`${server.origin}/graphql`);
    const headers = await first.allHeaders();
    expect(headers.accept).toBe('application/graphql-response+json, application/json;q=0.9');
    expect(headers['content-type']).toBe('application/json');
    const body = JSON.parse(first.postData() ?? '');
    expect(Object.keys(body).sort()).toEqual(['operationName', 'query', 'variables']);
    expect(body.operationName).toMatch(/Query$/);
    expect(body.query).toContain(`query ${body.operationName}`);
    expect(typeof body.variables).toBe('object');

    const response = await first.response();
    expect(response).not.toBeNull();
    expect(response!.status()).toBe(200);
    expect((await response!.json()).data).toBeTruthy();
    await page.close();
  });
});
