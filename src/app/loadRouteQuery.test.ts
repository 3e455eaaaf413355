import { graphql } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { loadRouteQuery } from './loadRouteQuery';
import { UNADOPTED_QUERY_LIFETIME_MS, isAwaitingAdoption } from './preloadedQueries';

const query = graphql`
  query loadRouteQueryTestQuery @relay_test_operation {
    viewer {
      __typename
    }
  }
`;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function loadAnswered(isServer: boolean) {
  const environment = createMockEnvironment({ isServer });
  const loading = loadRouteQuery(environment, query, {});
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation),
  );
  return loading;
}

test('in the browser, a loaded route query nobody adopts is released after its lifetime', async () => {
  const reference = await loadAnswered(false);
  expect(isAwaitingAdoption(reference)).toBe(true);
  jest.advanceTimersByTime(UNADOPTED_QUERY_LIFETIME_MS);
  expect(reference.isDisposed).toBe(true);
});

test('in a server render, no timer outlives the response to keep its records alive', async () => {
  const reference = await loadAnswered(true);
  expect(isAwaitingAdoption(reference)).toBe(false);
  expect(jest.getTimerCount()).toBe(0);
  expect(reference.isDisposed).toBe(false);
});
