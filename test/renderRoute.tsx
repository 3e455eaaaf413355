import { createMemoryHistory } from '@tanstack/react-router';
import { act, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { App } from '../src/app/App';
import { createAppRouter } from '../src/router/createAppRouter';

/** The public origin route tests give the router: absolute URLs in the head start with it. */
export const SITE_ORIGIN = 'https://folio.example';

/** The mock Relay environment a route test drives. */
export type MockEnvironment = ReturnType<typeof createMockEnvironment>;

/**
 * Renders the app's real route tree (router, loaders, shell, screens) at
 * `path` over a memory history and a mock Relay environment, so a test goes
 * through the same door a user does.
 */
export function renderRoute(path: string) {
  const environment = createMockEnvironment();
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({
    relayEnvironment: environment,
    history,
    siteOrigin: SITE_ORIGIN,
  });
  const user = userEvent.setup();
  const view = render(<App router={router} relayEnvironment={environment} />);
  return { ...view, environment, router, history, user };
}

/**
 * Waits until an operation is pending and returns the most recent one. Up to 5 s, not
 * waitFor's 1: a suite's first route also compiles its lazy screen's modules (over 3 s for the
 * editor on a busy 2-core machine).
 */
export async function nextOperation(environment: MockEnvironment): Promise<OperationDescriptor> {
  let operation: OperationDescriptor | undefined;
  await waitFor(
    () => {
      const operations = environment.mock.getAllOperations();
      operation = operations[operations.length - 1];
      if (!operation) throw new Error('no GraphQL operation is pending');
    },
    { timeout: 5000 },
  );
  return operation!;
}

/**
 * What a signed-in viewer may do unless a test says otherwise: an AUTHOR's powers (writes and
 * publishes its own), the role most screens' tests are about. The generator would make every
 * capability false, a reader's.
 */
export const AUTHOR_CAPABILITIES = {
  canWrite: true,
  canPublish: true,
  canReview: false,
  invitableRoles: [],
  canManageSite: false,
};

/**
 * Waits for the next request and answers it with MockPayloadGenerator data
 * built from `resolvers` (keyed by type; the viewer's capabilities default to
 * AUTHOR_CAPABILITIES). Returns the operation, so tests can check which query
 * was sent and with what variables.
 */
export async function resolveNext(
  environment: MockEnvironment,
  resolvers: MockResolvers = {},
): Promise<OperationDescriptor> {
  const operation = await nextOperation(environment);
  const withRole: MockResolvers = { ViewerCapabilities: () => AUTHOR_CAPABILITIES, ...resolvers };
  await act(async () => {
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, withRole));
  });
  return operation;
}

/** Waits for the next request and fails it with `error`, as the transport would. */
export async function rejectNext(
  environment: MockEnvironment,
  error: Error,
): Promise<OperationDescriptor> {
  const operation = await nextOperation(environment);
  await act(async () => {
    environment.mock.reject(operation, error);
  });
  return operation;
}

/** The name of a query as sent, e.g. 'HomeScreenQuery'. */
export function operationName(operation: OperationDescriptor): string {
  return operation.request.node.params.name;
}
