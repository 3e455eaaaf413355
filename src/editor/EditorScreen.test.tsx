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
import { localCopyKey, localCopySlot } from './localCopy';
import { AUTOSAVE_TIMING } from './editorState';
import { chooseAction, offeredActionNames, openSettings, publishFromBar } from './editorBarTesting';

const stored = {
  id: 'article-1',
  slug: 'analytical-engine',
  title: 'The Analytical Engine',
  summary: 'Notes on the engine.',
  body: '## Design\n\nMill and **store**.',
  status: 'DRAFT',
  revision: 3,
  updatedAt: '2026-11-21T12:00:00.000Z',
  publishedAt: null,
  viewerCanEdit: true,
  viewerCanPublish: true,
  // Not in review (the generator would invent a note).
  viewerCanSubmit: false,
  reviewNote: null,
  // Nothing autosaved aside, nothing scheduled (the generator would invent both).
  pendingRevision: null,
  scheduledAt: null,
};

/** Where the editor keeps ada's copy of the article. */
const ADA_COPY = localCopyKey(localCopySlot('user-ada', 'article-1'));

const resolvers: MockResolvers = {
  Article: () => stored,
  Tag: () => ({ id: 'tag-engines', name: 'engines' }),
  User: () => ({ id: 'user-ada', handle: 'ada', name: 'Ada Lovelace' }),
};

/** Resolves a mutation's payload: the article as `article`, and `userErrors`. */
function payload(
  article: Record<string, unknown>,
  userErrors: Array<{ field: string | null; message: string; code?: string }> = [],
): MockResolvers {
  const withCode = userErrors.map((error) => ({ code: 'INVALID', ...error }));
  return {
    Article: () => ({ ...stored, ...article }),
    Tag: () => ({ id: 'tag-engines', name: 'engines' }),
    User: () => ({ id: 'user-ada', handle: 'ada', name: 'Ada Lovelace' }),
    CreateArticlePayload: () => ({ userErrors: withCode }),
    UpdateArticlePayload: () => ({ userErrors: withCode }),
    PublishArticlePayload: () => ({ userErrors: withCode }),
    UnpublishArticlePayload: () => ({ userErrors: withCode }),
    ArchiveArticlePayload: () => ({ userErrors: withCode }),
  };
}

async function openEditor(article: Record<string, unknown> = {}) {
  const view = renderRoute('/articles/analytical-engine/edit');
  const query = await resolveNext(view.environment, {
    ...resolvers,
    Article: () => ({ ...stored, ...article }),
  });
  expect(operationName(query)).toBe('EditorScreenQuery');
  expect(query.request.variables).toEqual({ slug: 'analytical-engine', isNew: false });
  await screen.findByRole('form', { name: 'Edit article' });
  return view;
}

async function openNewEditor() {
  const view = renderRoute('/write');
  const query = await resolveNext(view.environment, resolvers);
  expect(query.request.variables).toEqual({ slug: '', isNew: true });
  await screen.findByRole('form', { name: 'New article' });
  return view;
}

function statusLine(): HTMLElement {
  return screen.getByRole('status');
}

function field(name: string): HTMLInputElement {
  return screen.getByLabelText(name) as HTMLInputElement;
}

function pendingMutation(environment: MockEnvironment) {
  return nextOperation(environment);
}

// The editor is a lazy route component; load its module once up front so no
// test's first wait includes compiling it.
beforeAll(async () => {
  await import('./EditorScreen');
});

// These tests drive explicit saves: no autosave may slip in between their steps (autosave.test.tsx
// covers it).
beforeAll(() => {
  AUTOSAVE_TIMING.delayMs = 10 * 60_000;
});

beforeEach(() => {
  window.localStorage.clear();
});

test('an existing draft opens pristine: its fields, its status and a rendered preview', async () => {
  const { user } = await openEditor();
  expect(document.title).toBe('Edit: The Analytical Engine · Folio');
  expect(field('Title')).toHaveValue('The Analytical Engine');
  expect(field('Tags')).toHaveValue('engines');
  expect(field('Summary')).toHaveValue('Notes on the engine.');
  expect(field('Body (Markdown)')).toHaveValue('## Design\n\nMill and **store**.');
  expect(statusLine()).toHaveTextContent('Draft');
  expect(statusLine()).toHaveTextContent('Revision 3');
  // Never published: nothing to archive from readers.
  expect(await offeredActionNames(user)).toEqual(['Publish', 'Save draft', 'Schedule…']);
  const preview = screen.getByRole('region', { name: 'Preview' });
  expect(await within(preview).findByRole('heading', { level: 2, name: /Design/ })).toBeVisible();
  expect(within(preview).getByText('store').tagName).toBe('STRONG');
  expect(screen.getByText(/Ctrl\+B bold · Ctrl\+I italic · Ctrl\+K link/)).toBeVisible();
});

test('the preview follows the source once typing pauses', async () => {
  const { user } = await openEditor();
  const preview = screen.getByRole('region', { name: 'Preview' });
  await user.type(field('Body (Markdown)'), '\n\n### Later');
  expect(field('Body (Markdown)')).toHaveValue('## Design\n\nMill and **store**.\n\n### Later');
  expect(await within(preview).findByRole('heading', { level: 3, name: /Later/ })).toBeVisible();
});

test('each status offers only its actions, the destructive ones marked so', async () => {
  const { user } = await openEditor({
    status: 'PUBLISHED',
    publishedAt: '2026-11-01T00:00:00.000Z',
  });
  expect(await offeredActionNames(user)).toEqual(['Archive', 'Unpublish', 'Update']);
  await user.click(screen.getByRole('button', { name: 'More' }));
  expect(screen.getByRole('button', { name: 'Unpublish' })).toHaveClass('button-danger');
  expect(screen.getByRole('button', { name: 'Update' })).not.toHaveClass('button-danger');
});

test('a draft once published can be archived', async () => {
  const { user } = await openEditor({ publishedAt: '2026-11-01T00:00:00.000Z' });
  expect(await offeredActionNames(user)).toEqual(['Archive', 'Publish', 'Save draft', 'Schedule…']);
});

test('a scheduled draft says when, and offers Reschedule and Unschedule, not Publish', async () => {
  const { user } = await openEditor({ scheduledAt: '2026-12-01T09:30:00.000Z' });
  expect(statusLine()).toHaveTextContent(/Scheduled for/);
  expect(await offeredActionNames(user)).toEqual(['Reschedule', 'Save draft']);
  await user.click(screen.getByRole('button', { name: 'Reschedule' }));
  const settings = screen.getByRole('dialog', { name: 'Article settings' });
  expect(within(settings).getByLabelText(/^Publish at \(/)).toHaveFocus();
  await user.click(within(settings).getByRole('button', { name: 'Cancel' }));
  expect(within(settings).getByRole('button', { name: 'Unschedule' })).toBeVisible();
  expect(within(settings).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
});

test('an archived article can be restored to a draft', async () => {
  const { environment, user } = await openEditor({ status: 'ARCHIVED' });
  expect(await offeredActionNames(user)).toEqual(['Restore', 'Save draft']);
  await user.click(screen.getByRole('button', { name: 'Restore' }));
  const mutation = await pendingMutation(environment);
  expect(operationName(mutation)).toBe('useArticleStatusUnpublishMutation');
  expect(mutation.request.variables).toEqual({ input: { id: 'article-1' } });
  await resolveNext(environment, payload({ status: 'DRAFT' }));
  expect(await screen.findByText('The article is unpublished.')).toBeVisible();
  expect(statusLine()).toHaveTextContent('Draft');
  expect(screen.getByRole('button', { name: 'Publish' })).toBeVisible();
});

test('the rules are shown with their exact messages before anything is sent', async () => {
  const { environment, user } = await openNewEditor();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await chooseAction(user, 'Save draft');
  expect(field('Title')).toHaveAccessibleDescription('Title must be 1 to 140 characters.');
  expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Title')).toHaveFocus();
  expect(statusLine()).toHaveTextContent('Not saved: fix the marked fields');

  await user.type(field('Title'), 'A title');
  expect(field('Title')).not.toHaveAttribute('aria-invalid');
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  expect(field('Body (Markdown)')).toHaveAccessibleDescription(
    expect.stringContaining('An empty article cannot be published.'),
  );

  await user.type(field('Tags'), 'Rust, Web  Dev, rust, bad_tag');
  const chips = screen.getByRole('list', { name: 'Tags as saved' });
  expect(
    within(chips)
      .getAllByRole('listitem')
      .map((chip) => chip.textContent),
  ).toEqual(['#rust', '#web-dev', '#bad_tag (not allowed)']);
  expect(field('Tags')).toHaveAccessibleDescription(
    expect.stringContaining("Tags use a–z, 0–9 and '-', up to 32 characters."),
  );
  await user.clear(field('Tags'));
  await user.type(field('Tags'), 'a, b, c, d, e, f, g, h, i');
  expect(field('Tags')).toHaveAccessibleDescription(expect.stringContaining('At most 8 tags.'));

  fireEvent.change(field('Summary'), { target: { value: 'x'.repeat(281) } });
  expect(field('Summary')).toHaveAccessibleDescription(
    expect.stringContaining('Summary must be at most 280 characters.'),
  );
  expect(screen.getByText('281 / 280 characters (too long)')).toBeVisible();

  fireEvent.change(field('Body (Markdown)'), { target: { value: 'y'.repeat(100_001) } });
  expect(field('Body (Markdown)')).toHaveAccessibleDescription(
    expect.stringContaining('Body must be at most 100,000 characters.'),
  );
  expect(screen.getByText('100,001 / 100,000 characters (too long)')).toBeVisible();

  await chooseAction(user, 'Save draft');
  expect(environment.mock.getAllOperations()).toHaveLength(0);
  // About 60 keystrokes through user-event: over 5 s on a loaded 2-core machine.
}, 20_000);

test('a live count appears near a limit', async () => {
  const { user } = await openNewEditor();
  // Pasted, then one key typed: 112 keystrokes through user-event take over 5 s on a busy machine.
  fireEvent.change(field('Title'), { target: { value: 'x'.repeat(111) } });
  expect(screen.queryByText(/\/ 140 characters/)).not.toBeInTheDocument();
  await user.type(field('Title'), 'x');
  expect(screen.getByText('112 / 140 characters')).toBeVisible();
  expect(field('Title')).toHaveAccessibleDescription('112 / 140 characters');
});

test('saving shows Saving…, sends the revision the edit started from, then Saved · revision n', async () => {
  const { environment, user } = await openEditor();
  await user.clear(field('Title'));
  await user.type(field('Title'), 'The Difference Engine');
  expect(statusLine()).toHaveTextContent('Unsaved changes');

  await chooseAction(user, 'Save draft');
  const mutation = await pendingMutation(environment);
  expect(operationName(mutation)).toBe('useSaveArticleUpdateMutation');
  expect(mutation.request.variables).toEqual({
    input: {
      id: 'article-1',
      revision: 3,
      title: 'The Difference Engine',
      summary: 'Notes on the engine.',
      tags: ['engines'],
      body: '## Design\n\nMill and **store**.',
    },
  });
  expect(statusLine()).toHaveTextContent('Saving…');
  expect(screen.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-busy', 'true');

  await resolveNext(environment, payload({ title: 'The Difference Engine', revision: 4 }));
  expect(await screen.findByText('Saved · revision 4')).toBeVisible();
  expect(field('Title')).toHaveValue('The Difference Engine');
  expect(window.localStorage.getItem(ADA_COPY)).toBeNull();
});

test('Ctrl-S saves, and Ctrl-B wraps the selection in bold, keeping it selected', async () => {
  const { environment, user } = await openEditor();
  const body = field('Body (Markdown)') as unknown as HTMLTextAreaElement;
  await user.click(body);
  const start = body.value.indexOf('Mill');
  body.setSelectionRange(start, start + 4);
  await user.keyboard('{Control>}b{/Control}');
  expect(body).toHaveValue('## Design\n\n**Mill** and **store**.');
  expect(body.value.slice(body.selectionStart, body.selectionEnd)).toBe('Mill');

  await user.keyboard('{Control>}k{/Control}');
  expect(body).toHaveValue('## Design\n\n**[Mill](https://)** and **store**.');
  expect(body.value.slice(body.selectionStart, body.selectionEnd)).toBe('https://');

  await user.keyboard('{Control>}s{/Control}');
  const mutation = await pendingMutation(environment);
  expect(operationName(mutation)).toBe('useSaveArticleUpdateMutation');
});

test('the formatting toolbar is one tab stop whose buttons apply the shortcuts’ edits to the selection', async () => {
  const { user } = await openEditor();
  const body = field('Body (Markdown)') as unknown as HTMLTextAreaElement;
  const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
  await user.click(body);
  const start = body.value.indexOf('Mill');
  body.setSelectionRange(start, start + 4);
  await user.click(within(toolbar).getByRole('button', { name: 'Bold' }));
  expect(body).toHaveValue('## Design\n\n**Mill** and **store**.');
  expect(body).toHaveFocus();
  expect(body.value.slice(body.selectionStart, body.selectionEnd)).toBe('Mill');
  await user.click(within(toolbar).getByRole('button', { name: 'Heading' }));
  expect(body).toHaveValue('## Design\n\n## **Mill** and **store**.');

  await user.keyboard('{Control>}{Alt>}1{/Alt}{/Control}');
  expect(body).toHaveValue('## Design\n\n# **Mill** and **store**.');

  // One tab stop: the arrow keys move between its buttons.
  const bold = within(toolbar).getByRole('button', { name: 'Bold' });
  act(() => bold.focus());
  await user.keyboard('{ArrowRight}');
  expect(within(toolbar).getByRole('button', { name: 'Italic' })).toHaveFocus();
  expect(bold).toHaveAttribute('tabindex', '-1');
});

test('server userErrors land on the fields they name', async () => {
  const { environment, user } = await openEditor();
  await user.type(field('Summary'), ' More.');
  await chooseAction(user, 'Save draft');
  await resolveNext(
    environment,
    payload({}, [
      { field: 'summary', message: 'Summary must be at most 280 characters.' },
      { field: null, message: 'The server is in a bad mood.' },
    ]),
  );
  expect(field('Summary')).toHaveAccessibleDescription(
    expect.stringContaining('Summary must be at most 280 characters.'),
  );
  expect(field('Summary')).toHaveFocus();
  expect(screen.getByRole('alert')).toHaveTextContent('The server is in a bad mood.');
  expect(field('Summary')).toHaveValue('Notes on the engine. More.');
});

test('a failed save keeps every character, says so plainly, keeps a local copy, and Retry saves', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { environment, user } = await openEditor();
  await user.type(field('Body (Markdown)'), ' Typed offline.');
  await chooseAction(user, 'Save draft');
  await rejectNext(
    environment,
    new NetworkError('Failed to fetch', { cause: new TypeError('Failed to fetch') }),
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your changes could not be saved.');
  expect(alert).toHaveTextContent('Folio cannot reach the server.');
  expect(alert).toHaveTextContent('Nothing you typed is lost');
  expect(field('Body (Markdown)')).toHaveValue('## Design\n\nMill and **store**. Typed offline.');
  expect(statusLine()).toHaveTextContent('Not saved');
  const copy = JSON.parse(window.localStorage.getItem(ADA_COPY)!);
  expect(copy.values.body).toBe('## Design\n\nMill and **store**. Typed offline.');
  expect(copy.baseRevision).toBe(3);

  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  const retried = await pendingMutation(environment);
  expect(retried.request.variables.input).toMatchObject({ revision: 3 });
  await resolveNext(environment, payload({ revision: 4 }));
  expect(await screen.findByText('Saved · revision 4')).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(window.localStorage.getItem(ADA_COPY)).toBeNull();
  jest.restoreAllMocks();
});

async function conflictAfterSave() {
  const view = await openEditor();
  await view.user.clear(field('Title'));
  await view.user.type(field('Title'), 'My title');
  await chooseAction(view.user, 'Save draft');
  await resolveNext(
    view.environment,
    payload(
      {
        title: 'Their title',
        revision: 5,
        updatedAt: '2026-11-22T09:30:00.000Z',
      },
      [
        {
          field: 'revision',
          message: 'Someone saved a newer version of this article (revision 5).',
          code: 'CONFLICT',
        },
      ],
    ),
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Someone else saved this article while you were editing.');
  expect(alert).toHaveTextContent('revision 5');
  expect(statusLine()).toHaveTextContent('Not saved: someone saved a newer version');
  expect(field('Title')).toHaveValue('My title');
  return { ...view, alert };
}

test('a conflict lets the author keep editing theirs: the next save replaces the stored revision', async () => {
  const { environment, user, alert } = await conflictAfterSave();
  await user.click(within(alert).getByRole('button', { name: 'Keep editing mine' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(statusLine()).toHaveTextContent('saving will replace revision 5');
  await chooseAction(user, 'Save draft');
  const mutation = await pendingMutation(environment);
  expect(mutation.request.variables.input).toMatchObject({ revision: 5, title: 'My title' });
  await resolveNext(environment, payload({ title: 'My title', revision: 6 }));
  expect(await screen.findByText('Saved · revision 6')).toBeVisible();
});

test('a conflict lets the author load the stored version, after confirming', async () => {
  const { environment, user, alert } = await conflictAfterSave();
  await user.click(within(alert).getByRole('button', { name: 'Load their version' }));
  await user.click(within(alert).getByRole('button', { name: 'Cancel' }));
  expect(field('Title')).toHaveValue('My title');
  await user.click(within(alert).getByRole('button', { name: 'Load their version' }));
  expect(within(alert).getByText('Discard your changes and load revision 5?')).toBeVisible();
  await user.click(within(alert).getByRole('button', { name: 'Discard mine and load theirs' }));
  expect(field('Title')).toHaveValue('Their title');
  expect(statusLine()).toHaveTextContent('Revision 5');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.type(field('Title'), '!');
  await chooseAction(user, 'Save draft');
  const mutation = await pendingMutation(environment);
  expect(mutation.request.variables.input).toMatchObject({ revision: 5, title: 'Their title!' });
});

test('a local copy newer than the server is offered on opening, with when it was kept', async () => {
  window.localStorage.setItem(
    ADA_COPY,
    JSON.stringify({
      values: { title: 'Kept title', summary: '', tags: 'engines', body: 'Kept body.' },
      baseRevision: 3,
      savedAt: '2026-11-21T12:05:00.000Z',
    }),
  );
  const { user } = await openEditor();
  const offer = screen.getByRole('region', { name: 'Unsaved changes found' });
  expect(within(offer).getByText(/Nov 21, 2026/)).toHaveAttribute(
    'dateTime',
    '2026-11-21T12:05:00.000Z',
  );
  expect(field('Title')).toHaveValue('The Analytical Engine');
  await user.click(within(offer).getByRole('button', { name: 'Restore my changes' }));
  expect(field('Title')).toHaveValue('Kept title');
  expect(field('Body (Markdown)')).toHaveValue('Kept body.');
  expect(statusLine()).toHaveTextContent('Unsaved changes');
  expect(screen.queryByRole('region', { name: 'Unsaved changes found' })).not.toBeInTheDocument();
});

test("another account's local copy is never offered (a shared browser)", async () => {
  window.localStorage.setItem(
    localCopyKey(localCopySlot('user-grace', 'article-1')),
    JSON.stringify({
      values: { title: 'Grace draft', summary: '', tags: '', body: 'Private.' },
      baseRevision: 3,
      savedAt: '2026-11-21T12:05:00.000Z',
    }),
  );
  await openEditor();
  expect(screen.queryByRole('region', { name: 'Unsaved changes found' })).not.toBeInTheDocument();
  expect(field('Title')).toHaveValue('The Analytical Engine');
});

test('a local copy older than the stored article is not offered, and one can be discarded', async () => {
  window.localStorage.setItem(
    ADA_COPY,
    JSON.stringify({
      values: { title: 'Old', summary: '', tags: '', body: '' },
      baseRevision: 2,
      savedAt: '2026-11-20T12:00:00.000Z',
    }),
  );
  await openEditor();
  expect(screen.queryByRole('region', { name: 'Unsaved changes found' })).not.toBeInTheDocument();
});

test('leaving with unsaved changes asks first; Stay keeps them, Leave goes', async () => {
  const { environment, user, router } = await openEditor();
  await user.type(field('Title'), '!');

  const unload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(unload);
  expect(unload.defaultPrevented).toBe(true);

  await user.click(screen.getByRole('link', { name: 'Folio' }));
  const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
  await user.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/articles/analytical-engine/edit');
  expect(field('Title')).toHaveValue('The Analytical Engine!');

  await user.click(screen.getByRole('link', { name: 'Folio' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }),
  );
  const home = await nextOperation(environment);
  expect(operationName(home)).toBe('HomeScreenQuery');
});

test('a pristine editor lets the author leave without asking', async () => {
  const { environment, user } = await openEditor();
  const unload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(unload);
  expect(unload.defaultPrevented).toBe(false);
  await user.click(screen.getByRole('link', { name: 'Folio' }));
  expect(operationName(await nextOperation(environment))).toBe('HomeScreenQuery');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the first save of a new article moves to its edit URL, keeping what was typed', async () => {
  const { environment, user, router } = await openNewEditor();
  expect(document.title).toBe('New article · Folio');
  await user.type(field('Title'), 'Notes on engines');
  await user.type(field('Tags'), 'Engines, History');
  await user.type(field('Body (Markdown)'), 'First line.');
  await chooseAction(user, 'Save draft');
  const mutation = await pendingMutation(environment);
  expect(operationName(mutation)).toBe('useSaveArticleCreateMutation');
  expect(mutation.request.variables).toEqual({
    input: {
      title: 'Notes on engines',
      summary: '',
      tags: ['engines', 'history'],
      body: 'First line.',
    },
  });
  // Typed while the save is on its way: must survive the switch of URL.
  await user.type(field('Body (Markdown)'), ' More.');
  await resolveNext(
    environment,
    payload({
      id: 'article-9',
      slug: 'notes-on-engines',
      title: 'Notes on engines',
      summary: '',
      body: 'First line.',
      revision: 1,
    }),
  );
  await waitFor(() =>
    expect(router.state.location.pathname).toBe('/articles/notes-on-engines/edit'),
  );
  await screen.findByRole('form', { name: 'Edit article' });
  // Answered from the store: the save linked the new slug to the article.
  expect(environment.mock.getAllOperations()).toHaveLength(0);
  expect(field('Title')).toHaveValue('Notes on engines');
  expect(field('Body (Markdown)')).toHaveValue('First line. More.');
  expect(field('Body (Markdown)')).toHaveFocus();
  expect(statusLine()).toHaveTextContent('Unsaved changes');
});

test('a first save from More › Save draft leaves focus on More at the new URL', async () => {
  const { environment, user, router } = await openNewEditor();
  await user.type(field('Title'), 'Notes on engines');
  await chooseAction(user, 'Save draft');
  await resolveNext(
    environment,
    payload({ id: 'article-9', slug: 'notes-on-engines', title: 'Notes on engines', body: '' }),
  );
  await waitFor(() =>
    expect(router.state.location.pathname).toBe('/articles/notes-on-engines/edit'),
  );
  await screen.findByRole('form', { name: 'Edit article' });
  expect(screen.getByRole('button', { name: 'More' })).toHaveFocus();
});

test('publishing shows the new status at once and rolls it back, saying why, when the server refuses', async () => {
  const { environment, user } = await openEditor();
  await publishFromBar(user);
  const mutation = await pendingMutation(environment);
  expect(operationName(mutation)).toBe('useArticleStatusPublishMutation');
  expect(statusLine()).toHaveTextContent('Published');
  await act(async () => {
    environment.mock.reject(
      mutation,
      new NetworkError('Failed to fetch', { cause: new TypeError('Failed to fetch') }),
    );
  });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The article could not be published: folio cannot reach the server.',
  );
  expect(statusLine()).toHaveTextContent('Draft');
  expect(screen.getByRole('button', { name: 'Publish' })).toBeVisible();
});

test('publishing succeeds into the published state', async () => {
  const { environment, user } = await openEditor();
  await publishFromBar(user);
  await resolveNext(
    environment,
    payload({ status: 'PUBLISHED', publishedAt: '2026-11-22T10:00:00.000Z' }),
  );
  expect(await screen.findByText('The article is published.')).toBeVisible();
  expect(statusLine()).toHaveTextContent('Published');
  // The same button, now the published state's primary action: a keyboard is where it was.
  expect(screen.getByRole('button', { name: 'Update' })).toHaveFocus();
});

test('a first publish moves the editor to the public slug, answered from the store', async () => {
  const view = renderRoute('/articles/analytical-engine--3f9a0c1e/edit');
  const { environment, user, router } = view;
  await resolveNext(environment, {
    ...resolvers,
    Article: () => ({ ...stored, slug: 'analytical-engine--3f9a0c1e' }),
  });
  await screen.findByRole('form', { name: 'Edit article' });
  await user.type(field('Summary'), ' Typed before publishing.');
  await publishFromBar(user);
  const save = await resolveNext(
    environment,
    payload({
      slug: 'analytical-engine--3f9a0c1e',
      summary: 'Notes on the engine. Typed before publishing.',
      revision: 4,
    }),
  );
  expect(operationName(save)).toBe('useSaveArticleUpdateMutation');
  const publish = await resolveNext(
    environment,
    payload({
      slug: 'analytical-engine',
      summary: 'Notes on the engine. Typed before publishing.',
      status: 'PUBLISHED',
      publishedAt: '2026-11-22T10:00:00.000Z',
      revision: 5,
    }),
  );
  expect(operationName(publish)).toBe('useArticleStatusPublishMutation');
  await waitFor(() =>
    expect(router.state.location.pathname).toBe('/articles/analytical-engine/edit'),
  );
  await screen.findByRole('form', { name: 'Edit article' });
  expect(environment.mock.getAllOperations()).toHaveLength(0);
  expect(statusLine()).toHaveTextContent('Published');
  expect(screen.getByText('The article is published.')).toBeVisible();
  expect(field('Summary')).toHaveValue('Notes on the engine. Typed before publishing.');
  // The button pressed turned into the published state's primary and kept focus across the move.
  expect(screen.getByRole('button', { name: 'Update' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'More' }));
  expect(screen.getByRole('link', { name: 'View article' })).toHaveAttribute(
    'href',
    '/articles/analytical-engine',
  );
  await user.keyboard('{Escape}');

  await user.type(field('Summary'), ' And after.');
  await chooseAction(user, 'Update');
  const next = await pendingMutation(environment);
  expect(next.request.variables.input).toMatchObject({ id: 'article-1', revision: 5 });
});

test('a status change is a revision: the next save is based on it, not refused as stale', async () => {
  const { environment, user } = await openEditor({ publishedAt: '2026-11-01T00:00:00.000Z' });
  await chooseAction(user, 'Archive');
  await resolveNext(environment, payload({ status: 'ARCHIVED', revision: 4 }));
  expect(await screen.findByText('The article is archived.')).toBeVisible();
  expect(statusLine()).toHaveTextContent('Revision 4');
  await user.type(field('Summary'), ' Shelved.');
  await chooseAction(user, 'Save draft');
  const mutation = await pendingMutation(environment);
  expect(operationName(mutation)).toBe('useSaveArticleUpdateMutation');
  expect(mutation.request.variables.input).toMatchObject({ id: 'article-1', revision: 4 });
});

test('an article the viewer may read but not edit is refused with a way back', async () => {
  const { environment } = renderRoute('/articles/analytical-engine/edit');
  await resolveNext(environment, {
    ...resolvers,
    Article: () => ({ ...stored, viewerCanEdit: false }),
  });
  expect(
    await screen.findByText("You can't edit this article: only its author and editors can."),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: /Back to/ })).toHaveAttribute(
    'href',
    '/articles/analytical-engine',
  );
  expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
});

test('an article the viewer cannot see shows the not-found page', async () => {
  const { environment } = renderRoute('/articles/someone-elses-draft/edit');
  await resolveNext(environment, { ...resolvers, Query: () => ({ article: null }) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a signed-out visit goes to sign in, returning to the editor afterwards', async () => {
  const { environment, router } = renderRoute('/write');
  await resolveNext(environment, { Query: () => ({ viewer: null }) });
  await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  expect(router.state.location.search).toEqual({ redirect: '/write' });
});

test('a title that shows nothing, or text holding a control character, is refused before sending', async () => {
  const { environment, user } = await openNewEditor();
  const save = () => chooseAction(user, 'Save draft');
  fireEvent.change(field('Title'), { target: { value: ' \u200b\u2060\u00ad\u202e ' } });
  await save();
  expect(field('Title')).toHaveAccessibleDescription('Title must be 1 to 140 characters.');
  expect(field('Title')).toHaveFocus();

  fireEvent.change(field('Title'), { target: { value: 'Null\u0000title' } });
  fireEvent.change(field('Summary'), { target: { value: 'Escape \u001b[31m' } });
  fireEvent.change(field('Body (Markdown)'), { target: { value: 'A bell\u0007 rings' } });
  await save();
  expect(field('Title')).toHaveAccessibleDescription('Title must not contain control characters.');
  expect(field('Summary')).toHaveAccessibleDescription(
    expect.stringContaining(
      'Summary must not contain control characters other than tabs and line breaks.',
    ),
  );
  expect(field('Body (Markdown)')).toHaveAccessibleDescription(
    expect.stringContaining(
      'Body must not contain control characters other than tabs and line breaks.',
    ),
  );
  expect(environment.mock.getAllOperations()).toHaveLength(0);

  fireEvent.change(field('Title'), { target: { value: 'Zero\u200bwidth, kept inside' } });
  fireEvent.change(field('Summary'), { target: { value: 'One\ntwo' } });
  fireEvent.change(field('Body (Markdown)'), { target: { value: 'Tabs\tand\nlines' } });
  await save();
  const mutation = await pendingMutation(environment);
  expect(mutation.request.variables.input).toMatchObject({
    title: 'Zero\u200bwidth, kept inside',
    body: 'Tabs\tand\nlines',
  });
});

test('the body comes right after the title; the settings panel holds the rest and opens for a refused field', async () => {
  const { environment, user } = await openEditor();
  const settings = screen.getByRole('button', { name: 'Settings' });
  expect(settings).toHaveAttribute('aria-expanded', 'false');
  expect(field('Tags')).not.toBeVisible();
  expect(field('Body (Markdown)')).toBeVisible();
  expect(field('Title').compareDocumentPosition(field('Body (Markdown)'))).toBe(
    Node.DOCUMENT_POSITION_FOLLOWING,
  );
  expect(screen.getByText('4 words · 1 min read')).toBeVisible();

  await user.type(field('Title'), ' II');
  await chooseAction(user, 'Save draft');
  await resolveNext(
    environment,
    payload({}, [{ field: 'summary', message: 'Summary must be at most 280 characters.' }]),
  );
  await waitFor(() => expect(settings).toHaveAttribute('aria-expanded', 'true'));
  expect(screen.getByRole('dialog', { name: 'Article settings' })).toBeVisible();
  expect(field('Summary')).toBeVisible();
  expect(field('Summary')).toHaveFocus();
});

test('the settings panel opens with focus on its heading, and Escape closes it back to Settings', async () => {
  const { user } = await openEditor();
  const panel = await openSettings(user);
  expect(within(panel).getByRole('heading', { name: 'Article settings' })).toHaveFocus();
  for (const name of ['Tags', 'Summary']) expect(within(panel).getByLabelText(name)).toBeVisible();
  expect(within(panel).getByRole('button', { name: 'Publish at…' })).toBeVisible();
  expect(within(panel).getByRole('button', { name: 'History' })).toBeVisible();
  expect(within(panel).getByRole('button', { name: 'Delete' })).toHaveClass('button-danger');
  await user.keyboard('{Escape}');
  expect(panel).not.toBeVisible();
  expect(screen.getByRole('button', { name: 'Settings' })).toHaveFocus();
});

test('Enter continues a list in the source, and ends it on an empty item', async () => {
  const { user } = await openEditor();
  const body = field('Body (Markdown)');
  await user.clear(body);
  await user.type(body, '- milk{Enter}eggs{Enter}{Enter}Done.');
  expect(body).toHaveValue('- milk\n- eggs\nDone.');
});
