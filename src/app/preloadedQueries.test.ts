import { loadQuery } from 'react-relay/hooks';
import { graphql } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import {
  UNADOPTED_QUERY_LIFETIME_MS,
  adoptQuery,
  isAwaitingAdoption,
  releaseUnlessAdopted,
} from './preloadedQueries';

const query = graphql`
  query preloadedQueriesTestQuery @relay_test_operation {
    viewer {
      __typename
    }
  }
`;

function preload() {
  const environment = createMockEnvironment();
  return loadQuery(environment, query, {}, { fetchPolicy: 'store-or-network' });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a preload no screen adopts is disposed after the lifetime', () => {
  const reference = releaseUnlessAdopted(preload());
  jest.advanceTimersByTime(UNADOPTED_QUERY_LIFETIME_MS - 1);
  expect(reference.isDisposed).toBe(false);
  expect(isAwaitingAdoption(reference)).toBe(true);

  jest.advanceTimersByTime(1);
  expect(reference.isDisposed).toBe(true);
  expect(isAwaitingAdoption(reference)).toBe(false);
});

test('an adopted reference is left to the screen that adopted it', () => {
  const reference = releaseUnlessAdopted(preload());
  jest.advanceTimersByTime(UNADOPTED_QUERY_LIFETIME_MS / 2);
  adoptQuery(reference);
  jest.advanceTimersByTime(UNADOPTED_QUERY_LIFETIME_MS * 2);
  expect(reference.isDisposed).toBe(false);
  reference.dispose();
});

test('disposing an unadopted preload cancels its request', () => {
  const environment = createMockEnvironment();
  const reference = releaseUnlessAdopted(
    loadQuery(environment, query, {}, { fetchPolicy: 'store-or-network' }),
  );
  expect(environment.mock.getAllOperations()).toHaveLength(1);
  jest.advanceTimersByTime(UNADOPTED_QUERY_LIFETIME_MS);
  expect(environment.mock.getAllOperations()).toHaveLength(0);
  expect(reference.isDisposed).toBe(true);
});

test('registering a reference twice keeps a single timer', () => {
  const reference = preload();
  releaseUnlessAdopted(reference);
  releaseUnlessAdopted(reference);
  adoptQuery(reference);
  jest.advanceTimersByTime(UNADOPTED_QUERY_LIFETIME_MS * 2);
  expect(reference.isDisposed).toBe(false);
  reference.dispose();
});
