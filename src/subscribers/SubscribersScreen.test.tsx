import { act, screen, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { nextOperation, operationName, renderRoute, resolveNext } from '../../test/renderRoute';
import type { MockEnvironment } from '../../test/renderRoute';

const EDITOR = {
  canWrite: true,
  canPublish: true,
  canReview: true,
  invitableRoles: [],
  canManageSite: false,
};

function growth(days: number, step: number) {
  return Array.from({ length: days }, (_, i) => ({
    start: new Date(Date.UTC(2026, 10, 1) + i * step * 86_400_000).toISOString(),
    added: i === days - 1 ? 2 : 0,
    total: i === days - 1 ? 3 : 1,
  }));
}

const counts = (total: number) => ({
  total,
  targets: [
    { author: null, tag: null, count: 2 },
    { author: { handle: 'ada', name: 'Ada Lovelace' }, tag: null, count: 1 },
    { author: null, tag: { name: 'sqlite' }, count: 1 },
  ],
  daily: growth(30, 1),
  weekly: growth(26, 7),
});

const subscribers: MockResolvers = {
  ViewerCapabilities: () => EDITOR,
  Subscribers: () => counts(3),
};

async function openSubscribers(resolvers: MockResolvers = subscribers) {
  const view = renderRoute('/subscribers');
  const operation = await resolveNext(view.environment, resolvers);
  expect(operationName(operation)).toBe('SubscribersScreenQuery');
  await screen.findByRole('heading', { level: 1, name: 'Subscribers' });
  return view;
}

async function answer(environment: MockEnvironment, name: string, data: MockResolvers) {
  const operation = await nextOperation(environment);
  expect(operationName(operation)).toBe(name);
  await act(async () => {
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, data));
  });
  return operation;
}

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

test('an editor sees the subscribers per target and their growth, as a chart and figures', async () => {
  const { user } = await openSubscribers();
  expect(screen.getByRole('heading', { level: 2, name: '3 subscribers' })).toBeInTheDocument();
  const counts = screen.getByRole('table', { name: 'Subscribers per subscription' });
  const rows = within(counts).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual([
    'The whole site2',
    'Ada Lovelace (@ada)1',
    '#sqlite1',
  ]);
  expect(
    screen.getByRole('img', { name: 'Subscribers from 1 to 3 over the last 30 days' }),
  ).toBeInTheDocument();
  const days = screen.getByRole('table', { name: 'Subscribers per day', hidden: true });
  expect(within(days).getAllByRole('row', { hidden: true })).toHaveLength(31);

  await user.click(screen.getByRole('button', { name: 'Weeks' }));
  expect(screen.getByRole('button', { name: 'Weeks' })).toHaveAttribute('aria-pressed', 'true');
  expect(
    screen.getByRole('img', { name: 'Subscribers from 1 to 3 over the last 26 weeks' }),
  ).toBeInTheDocument();
  const weeks = screen.getByRole('table', { name: 'Subscribers per week', hidden: true });
  expect(within(weeks).getAllByRole('row', { hidden: true })[1]).toHaveTextContent(
    'Week of 2026-11-01',
  );
  expect(screen.getByRole('link', { name: 'Export subscribers as CSV' })).toHaveAttribute(
    'href',
    '/subscribers/export.csv',
  );
});

test('anyone but an editor is told the subscribers are not theirs to see', async () => {
  await openSubscribers({ Query: () => ({ subscribers: null }) });
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Only editors and owners see the subscribers.',
  );
  expect(screen.queryByRole('link', { name: 'Export subscribers as CSV' })).toBeNull();
});

test('erasing asks once more, then erases and reads the counts again', async () => {
  const { environment, user } = await openSubscribers();
  const field = screen.getByRole('textbox', { name: 'Email address' });
  await user.type(field, 'reader@example.com');
  await user.click(screen.getByRole('button', { name: 'Erase…' }));
  expect(environment.mock.getAllOperations()).toHaveLength(0);
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Erase everything Folio keeps about reader@example.com? This cannot be undone.',
  );

  await user.click(screen.getByRole('button', { name: 'Erase for good' }));
  const erase = await answer(environment, 'SubscriberEraseMutation', {
    EraseSubscriberPayload: () => ({ erased: true, userErrors: [] }),
  });
  expect(erase.request.variables).toEqual({ input: { email: 'reader@example.com' } });
  expect(await screen.findByRole('status')).toHaveTextContent('reader@example.com was erased.');
  await answer(environment, 'useRefreshSubscribersQuery', {
    Subscribers: () => counts(2),
  });
  expect(
    await screen.findByRole('heading', { level: 2, name: '2 subscribers' }),
  ).toBeInTheDocument();
});

test('an address that is no subscriber is said so, and nothing is read again', async () => {
  const { environment, user } = await openSubscribers();
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'nobody@example.com');
  await user.click(screen.getByRole('button', { name: 'Erase…' }));
  await user.click(screen.getByRole('button', { name: 'Erase for good' }));
  await answer(environment, 'SubscriberEraseMutation', {
    EraseSubscriberPayload: () => ({
      erased: false,
      userErrors: [{ message: 'No subscriber has this address.' }],
    }),
  });
  expect(await screen.findByText('No subscriber has this address.')).toBeInTheDocument();
  expect(environment.mock.getAllOperations()).toHaveLength(0);
});

test('a dry run shows what an import would do, and why rows would be skipped', async () => {
  const report = {
    dryRun: true,
    rows: 3,
    imported: 1,
    skipped: { noConsent: 1, suppressed: 1 },
    skippedRows: [
      { line: 3, email: 'three@example.com', reason: 'noConsent' },
      { line: 4, email: 'gone@example.com', reason: 'suppressed' },
    ],
  };
  // jsdom has no fetch: the server's answer to POST /subscribers/import, as the route test
  // (server/http/routes/subscribers.test.ts) shows the real one.
  const sent = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ report }) }));
  globalThis.fetch = sent as unknown as typeof fetch;
  const { environment, user } = await openSubscribers();
  await user.click(screen.getByRole('button', { name: 'Dry run' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Choose a CSV file first.');

  const file = new File(['email,confirmed_at\n'], 'list.csv', { type: 'text/csv' });
  await user.upload(screen.getByLabelText('CSV file'), file);
  await user.click(screen.getByRole('button', { name: 'Dry run' }));
  const status = await screen.findByText(/A dry run: nothing was changed/);
  expect(status).toHaveTextContent('3 rows read; 1 would be imported, 2 skipped.');
  expect(sent).toHaveBeenCalledWith(
    '/subscribers/import?dryRun=1',
    expect.objectContaining({ method: 'POST', body: file }),
  );
  expect(
    screen.getByText('1 no opt-in time (confirmed_at): not subscribed, nothing will be sent'),
  ).toBeInTheDocument();
  // A dry run changes nothing, so nothing is read again.
  expect(environment.mock.getAllOperations()).toHaveLength(0);
});

test('a test email goes to the address typed, of the article named', async () => {
  const sent = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => ({ sent: 'me@example.com' }),
  }));
  globalThis.fetch = sent as unknown as typeof fetch;
  const { user } = await openSubscribers();
  await user.type(screen.getByRole('textbox', { name: 'Send to' }), 'Me@example.com');
  await user.type(screen.getByRole('textbox', { name: /^Article/ }), 'engines');
  await user.click(screen.getByRole('button', { name: 'Send test email' }));
  expect(await screen.findByText('A test email was sent to me@example.com.')).toBeInTheDocument();
  expect(sent).toHaveBeenCalledWith(
    '/subscribers/test-email',
    expect.objectContaining({
      method: 'POST',
      body: JSON.stringify({ to: 'Me@example.com', article: 'engines' }),
    }),
  );
});
