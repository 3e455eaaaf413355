/** @jest-environment node */
// node, not jsdom: jsdom has no fetch, and this test talks HTTP to a real server.
import { createOperationDescriptor, fetchQuery, getRequest, graphql } from 'relay-runtime';
import { createEnvironment } from './environment';
import type { environmentTestQuery } from '../../__generated__/environmentTestQuery.graphql';
import { sendJson, startHttpStub, type HttpStub } from '../../test/support/httpStub';

const query = graphql`
  query environmentTestQuery @relay_test_operation {
    tag(name: "relay") {
      id
      name
    }
  }
`;

let stub: HttpStub;

beforeEach(async () => {
  stub = await startHttpStub();
  stub.handle((_request, res) =>
    sendJson(res, 200, { data: { tag: { id: 'VGFnOjE=', name: 'relay' } } }),
  );
});

afterEach(async () => {
  jest.restoreAllMocks();
  await stub.close();
});

describe('createEnvironment', () => {
  it('fetches through the transport with its request shape', async () => {
    const environment = createEnvironment({ endpoint: `${stub.url}/graphql` });

    const data = await fetchQuery<environmentTestQuery>(environment, query, {}).toPromise();

    expect(data?.tag?.id).toBe('VGFnOjE=');
    expect(data?.tag?.name).toBe('relay');
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0]?.method).toBe('POST');
    expect(stub.requests[0]?.headers.accept).toBe(
      'application/graphql-response+json, application/json;q=0.9',
    );
    expect(JSON.parse(stub.requests[0]?.body ?? '').operationName).toBe('environmentTestQuery');
  });

  it('keeps a released screen renderable from the store until it goes stale', async () => {
    const environment = createEnvironment({ endpoint: `${stub.url}/graphql` });
    const operation = createOperationDescriptor(getRequest(query), {});

    // A screen retains its query while shown and releases it on navigation.
    const screen = environment.retain(operation);
    await fetchQuery(environment, query, {}).toPromise();
    screen.dispose();
    // Let Relay's scheduled garbage collection run.
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(environment.check(operation).status).toBe('available');

    const sixMinutesLater = Date.now() + 6 * 60 * 1000;
    jest.spyOn(Date, 'now').mockReturnValue(sixMinutesLater);
    expect(environment.check(operation).status).toBe('stale');
  });
});
