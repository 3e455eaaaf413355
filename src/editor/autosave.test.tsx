// The editor's server copy, through the editor route: autosave states, a published article's
// pending edits, the history with its diff and restore, and Publish at….
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { NetworkError } from '../relay/errors';
import {
  nextOperation,
  operationName,
  rejectNext,
  renderRoute,
  resolveNext,
} from '../../test/renderRoute';
import type { MockEnvironment } from '../../test/renderRoute';
import { chooseAction, openSettings } from './editorBarTesting';
import { AUTOSAVE_TIMING } from './editorState';
import { localCopyKey, localCopySlot } from './localCopy';

const stored = {
  id: 'article-1',
  slug: 'analytical-engine',
  title: 'The Analytical Engine',
  summary: 'Notes on the engine.',
  body: 'Mill and store.\nCards.',
  status: 'DRAFT',
  revision: 3,
  updatedAt: '2026-11-21T12:00:00.000Z',
  publishedAt: null,
  viewerCanEdit: true,
  viewerCanPublish: true,
  // Not in review (the generator would invent a note).
  viewerCanSubmit: false,
  reviewNote: null,
  pendingRevision: null,
  scheduledAt: null,
};
const ADA_COPY = localCopyKey(localCopySlot('user-ada', 'article-1'));

function resolversFor(article: Record<string, unknown>, errors: unknown[] = []): MockResolvers {
  const userErrors = errors.map((error) => ({ code: 'INVALID', ...(error as object) }));
  return {
    Article: () => ({ ...stored, ...article }),
    Tag: () => ({ id: 'tag-engines', name: 'engines' }),
    User: () => ({ id: 'user-ada', handle: 'ada', name: 'Ada Lovelace' }),
    UpdateArticlePayload: () => ({ userErrors }),
    RestoreRevisionPayload: () => ({ userErrors }),
    ScheduleArticlePayload: () => ({ userErrors }),
  };
}

async function openEditor(article: Record<string, unknown> = {}) {
  const view = renderRoute('/articles/analytical-engine/edit');
  await resolveNext(view.environment, resolversFor(article));
  await screen.findByRole('form', { name: 'Edit article' });
  return view;
}

/**
 * Types `text` at the end of the body as one change: with the test's short pause, keystrokes
 * typed one by one on a busy machine could each start an autosave of a part of it.
 */
function typeInBody(text: string): void {
  fireEvent.change(body(), { target: { value: body().value + text } });
}

function body(): HTMLTextAreaElement {
  return screen.getByLabelText('Body (Markdown)') as HTMLTextAreaElement;
}

function statusLine(): HTMLElement {
  return within(screen.getByRole('form')).getAllByRole('status')[0]!;
}

async function nextMutation(environment: MockEnvironment, name: string) {
  const operation = await nextOperation(environment);
  expect(operationName(operation)).toBe(name);
  return operation;
}

beforeAll(async () => {
  await import('./EditorScreen');
});
beforeEach(() => {
  window.localStorage.clear();
  // A short pause, so a test sees the autosave happen without a fake clock.
  AUTOSAVE_TIMING.delayMs = 50;
  AUTOSAVE_TIMING.retryMs = 10 * 60_000;
});

test('a pause in typing saves the draft to the server: Saving…, then Saved · revision n', async () => {
  const { environment } = await openEditor();
  typeInBody('\nGears.');
  const autosave = await nextMutation(environment, 'useSaveArticleUpdateMutation');
  expect(autosave.request.variables).toEqual({
    input: {
      id: 'article-1',
      revision: 3,
      title: 'The Analytical Engine',
      summary: 'Notes on the engine.',
      tags: ['engines'],
      body: 'Mill and store.\nCards.\nGears.',
      autosave: true,
    },
  });
  expect(statusLine()).toHaveTextContent('Saving…');
  // Typing goes on while it is under way.
  expect(body()).not.toBeDisabled();

  await resolveNext(
    environment,
    resolversFor({ body: 'Mill and store.\nCards.\nGears.', revision: 4 }),
  );
  expect(await screen.findByText('Saved · revision 4')).toBeVisible();
  expect(window.localStorage.getItem(ADA_COPY)).toBeNull();
});

test('an autosave that cannot reach the server keeps the text here and says so', async () => {
  const { environment } = await openEditor();
  typeInBody('\nGears.');
  await nextMutation(environment, 'useSaveArticleUpdateMutation');
  await rejectNext(
    environment,
    new NetworkError('Failed to fetch', { cause: new TypeError('Failed to fetch') }),
  );
  expect(
    await screen.findByText('Not saved to the server yet (kept in this browser); trying again'),
  ).toBeVisible();
  expect(body()).toHaveValue('Mill and store.\nCards.\nGears.');
  expect(JSON.parse(window.localStorage.getItem(ADA_COPY)!).values.body).toBe(
    'Mill and store.\nCards.\nGears.',
  );
});

test('an autosave that meets a newer save stops, and never overwrites it after keep mine', async () => {
  const { environment, user } = await openEditor();
  typeInBody('\nMine.');
  await nextMutation(environment, 'useSaveArticleUpdateMutation');
  await resolveNext(
    environment,
    resolversFor({ revision: 5, body: 'Theirs.' }, [
      { field: 'revision', message: 'Someone saved a newer version.', code: 'CONFLICT' },
    ]),
  );
  expect(await screen.findByText(/Someone else saved this article/)).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Keep editing mine' }));
  await user.type(body(), ' More.');
  expect(statusLine()).toHaveTextContent('saving will replace revision 5');
  // Longer than the pause: nothing was sent.
  await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
  expect(environment.mock.getAllOperations()).toEqual([]);
});

test('a published article opens on its pending edits, and Update makes them public', async () => {
  const pendingRevision = {
    number: 5,
    title: 'The Analytical Engine',
    summary: 'Notes on the engine.',
    body: 'Pending text.',
    tags: ['engines'],
  };
  const { environment, user } = await openEditor({
    status: 'PUBLISHED',
    publishedAt: '2026-11-01T00:00:00.000Z',
    revision: 5,
    pendingRevision,
  });
  expect(body()).toHaveValue('Pending text.');
  expect(statusLine()).toHaveTextContent('Saved · revision 5 · not public until you update');
  await chooseAction(user, 'Update');
  const update = await nextMutation(environment, 'useSaveArticleUpdateMutation');
  expect(update.request.variables.input).toMatchObject({ revision: 5, body: 'Pending text.' });
  expect(update.request.variables.input).not.toHaveProperty('autosave');
  await resolveNext(
    environment,
    resolversFor({
      status: 'PUBLISHED',
      revision: 6,
      body: 'Pending text.',
      pendingRevision: null,
    }),
  );
  expect(await screen.findByText('Saved · revision 6')).toBeVisible();
});

const REVISIONS = [
  { number: 3, body: 'Mill and store.\nCards.' },
  { number: 2, body: 'Mill and store.\nPunched cards.\nOld ending.' },
];

const EVENTS = [
  {
    kind: 'PUBLISHED',
    revision: 4,
    createdAt: '2026-11-20T11:00:00.000Z',
    scheduledFor: null,
    restoredFrom: null,
  },
  {
    kind: 'SCHEDULED',
    revision: 3,
    createdAt: '2026-11-20T10:30:00.000Z',
    scheduledFor: '2026-11-22T09:00:00.000Z',
    restoredFrom: null,
  },
];

async function openHistory(
  environment: MockEnvironment,
  user: ReturnType<typeof renderRoute>['user'],
  article: Record<string, unknown> = { events: [] },
) {
  await openSettings(user);
  await user.click(screen.getByRole('button', { name: 'History' }));
  const query = await nextMutation(environment, 'RevisionHistoryQuery');
  expect(query.request.variables).toEqual({ id: 'article-1' });
  let next = 0;
  let event = 0;
  await resolveNext(environment, {
    ...resolversFor({ readerRevision: null, ...article }),
    ArticleEvent: () => EVENTS[event++]!,
    RevisionConnection: () => ({
      edges: REVISIONS.map(() => ({})),
      pageInfo: { hasNextPage: false },
    }),
    Revision: () => ({
      title: 'The Analytical Engine',
      summary: 'Notes on the engine.',
      tags: ['engines'],
      createdAt: '2026-11-20T10:00:00.000Z',
      ...REVISIONS[next++],
    }),
  });
}

test('the history compares a revision with the current text and restores it', async () => {
  const { environment, user } = await openEditor();
  await openHistory(environment, user);
  await user.click(await screen.findByRole('button', { name: 'Revision 2' }));
  const diff = screen.getByRole('group', { name: 'Revision 2 compared with the current text' });
  expect(within(diff).getByText('Punched cards.').closest('del')).not.toBeNull();
  expect(within(diff).getByText('Old ending.').closest('del')).not.toBeNull();
  expect(within(diff).getByText('Cards.').closest('ins')).not.toBeNull();
  expect(within(diff).getByText('Mill and store.').closest('del, ins')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Restore revision 2' }));
  const restore = await nextMutation(environment, 'useRestoreRevisionMutation');
  expect(restore.request.variables).toEqual({
    input: { articleId: 'article-1', revision: 2, expectedRevision: 3 },
  });
  await resolveNext(environment, resolversFor({ revision: 4, body: REVISIONS[1]!.body }));
  expect(await screen.findByText('Revision 2 is restored as revision 4.')).toBeVisible();
  expect(body()).toHaveValue(REVISIONS[1]!.body);
  expect(statusLine()).toHaveTextContent('Saved · revision 4');
});

test('the history is a timeline: which revision readers see, the working copy, events between', async () => {
  const { environment, user } = await openEditor();
  await openHistory(environment, user, {
    status: 'PUBLISHED',
    readerRevision: 2,
    events: EVENTS.map(() => ({})),
  });
  const timeline = await screen.findByRole('list', { name: 'Revisions and events, newest first' });
  const items = within(timeline)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(items).toEqual([
    expect.stringMatching(/^Published .* · Ada Lovelace$/),
    expect.stringMatching(/^Scheduled for .*Nov 22, 2026/),
    expect.stringMatching(/^Revision 3 Working copy /),
    expect.stringMatching(/^Revision 2 Readers see this /),
  ]);
  expect(
    screen.getByText('Readers see revision 2. Your working copy is revision 3.'),
  ).toBeVisible();

  await user.click(within(timeline).getByRole('button', { name: 'Revision 2' }));
  expect(screen.getByRole('heading', { name: 'Revision 2 and your current text' })).toBeVisible();
  const legend = screen.getByText('Removed').closest('dl')!;
  expect(legend).toHaveTextContent('in revision 2, not in your current text');
  expect(legend).toHaveTextContent('in your current text, not in revision 2');
  await user.click(screen.getByRole('button', { name: 'Side by side' }));
  expect(screen.getByRole('button', { name: 'Side by side' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const table = screen.getByRole('table');
  expect(within(table).getByRole('columnheader', { name: 'revision 2 (before)' })).toBeVisible();
  const replaced = within(table).getByText('Punched cards.').closest('tr')!;
  expect(
    within(replaced)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Removed: Punched cards.', 'Added: Cards.']);
});

test('restore waits while typed text is not saved yet', async () => {
  AUTOSAVE_TIMING.delayMs = 10 * 60_000;
  const { environment, user } = await openEditor();
  await openHistory(environment, user);
  await user.click(await screen.findByRole('button', { name: 'Revision 2' }));
  await user.type(body(), '!');
  expect(screen.getByRole('button', { name: 'Restore revision 2' })).toBeDisabled();
  expect(screen.getByText(/Your latest changes are not saved yet/)).toBeVisible();
});

test('Schedule… schedules a draft in the writer’s zone, and Unschedule makes it a plain draft', async () => {
  const { environment, user } = await openEditor();
  await chooseAction(user, 'Schedule…');
  const input = screen.getByLabelText(/^Publish at \(/);
  expect(input).toHaveFocus();
  await user.type(input, '2020-01-01T10:00');
  await user.click(screen.getByRole('button', { name: 'Schedule' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Choose a time in the next 12 months.');
  expect(environment.mock.getAllOperations()).toEqual([]);

  const soon = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const local = `${soon.getFullYear()}-${pad(soon.getMonth() + 1)}-${pad(soon.getDate())}T09:30`;
  await user.clear(input);
  await user.type(input, local);
  await user.click(screen.getByRole('button', { name: 'Schedule' }));
  const schedule = await nextMutation(environment, 'SchedulePublishMutation');
  const at = new Date(soon.getFullYear(), soon.getMonth(), soon.getDate(), 9, 30).toISOString();
  expect(schedule.request.variables).toEqual({ input: { id: 'article-1', publishAt: at } });
  await resolveNext(environment, resolversFor({ scheduledAt: at }));
  const settings = screen.getByRole('dialog', { name: 'Article settings' });
  expect(await within(settings).findByText(/Scheduled for/)).toHaveTextContent(/09:30 \(.+\)\./);

  await user.click(within(settings).getByRole('button', { name: 'Unschedule' }));
  const cancel = await nextMutation(environment, 'SchedulePublishMutation');
  expect(cancel.request.variables).toEqual({ input: { id: 'article-1', publishAt: null } });
  await resolveNext(environment, resolversFor({ scheduledAt: null }));
  await waitFor(() => expect(screen.queryByText(/Scheduled for/)).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Publish at…' })).toBeVisible();
});
