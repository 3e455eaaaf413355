import { act, screen, waitFor, within } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { nextOperation, operationName, renderRoute, resolveNext } from '../../test/renderRoute';
import { AUTOSAVE_TIMING } from './editorState';
import { chooseAction, openSettings, publishFromBar } from './editorBarTesting';

// The write path keeps every list a reader or the author can go back to
// current: the home page, a tag's page, the author's page, the drafts and
// search. Each list is visited once first (so it is in the store), then
// again after each write, in the same session, with no reload.

const ada = { id: 'user-ada', handle: 'ada', name: 'Ada Lovelace', role: 'AUTHOR' };
const engines = { id: 'tag-engines', name: 'engines', articleCount: 1 };
const older = {
  id: 'article-older',
  slug: 'on-looms',
  title: 'On looms',
  summary: 'Punched cards.',
  status: 'PUBLISHED',
  publishedAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
  readingMinutes: 2,
  viewerCanEdit: false,
};
const written = {
  id: 'article-9',
  slug: 'notes-on-engines',
  title: 'Notes on engines',
  summary: '',
  body: 'First line.',
  status: 'DRAFT',
  revision: 1,
  publishedAt: null,
  updatedAt: '2026-11-22T10:00:00.000Z',
  readingMinutes: 1,
  viewerCanEdit: true,
  viewerCanPublish: true,
  // Not in review (the generator would invent a note).
  viewerCanSubmit: false,
  reviewNote: null,
  // Nothing autosaved aside, nothing scheduled (the generator would invent both).
  pendingRevision: null,
  scheduledAt: null,
};

/** The lists as first visited: the home page and the tag hold an older article, the rest nothing. */
const firstVisit: MockResolvers = {
  // No featured story: the lists are what this suite follows.
  Site: () => ({ title: 'Folio', description: '', featuredArticle: null }),
  User: () => ada,
  Tag: () => engines,
  Article: () => older,
  ArticleConnection: (context) =>
    context.path?.includes('drafts') || context.path?.includes('user')
      ? { edges: [], pageInfo: { hasNextPage: false } }
      : { edges: [{}], pageInfo: { hasNextPage: false } },
  SearchResultConnection: () => ({ edges: [], pageInfo: { hasNextPage: false } }),
};

/** A write's payload: the written article as it now is. */
function payload(article: Record<string, unknown>): MockResolvers {
  const noErrors = () => ({ userErrors: [] });
  return {
    User: () => ada,
    Tag: () => ({ id: 'tag-engines', name: 'engines' }),
    Article: () => ({ ...written, ...article }),
    CreateArticlePayload: noErrors,
    UpdateArticlePayload: noErrors,
    PublishArticlePayload: noErrors,
    UnpublishArticlePayload: noErrors,
    ArchiveArticlePayload: noErrors,
  };
}

type View = ReturnType<typeof renderRoute>;

/**
 * Goes to `path` inside the running app, as a link would. Not awaited: the
 * navigation ends only once its loader has its data, which may be a request
 * the test answers next.
 */
async function visit(view: View, path: string) {
  await act(async () => {
    void view.router.navigate({ to: path });
  });
}

/** Visits `path` and answers its first request, which must be `queryName`. */
async function visitFetching(view: View, path: string, queryName: string) {
  await visit(view, path);
  const operation = await resolveNext(view.environment, firstVisit);
  expect(operationName(operation)).toBe(queryName);
}

/** Visits `path` and expects it to render from the store, sending nothing. */
async function visitFromStore(view: View, path: string, heading: string | RegExp) {
  await visit(view, path);
  await screen.findByRole('heading', { level: 1, name: heading });
  expect(view.environment.mock.getAllOperations()).toHaveLength(0);
}

function listedTitles(): string[] {
  const main = screen.getByRole('main');
  return within(main)
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '')
    .filter((title) => title !== 'Articles');
}

async function visitEveryList(view: View) {
  await visitFetching(view, '/', 'HomeScreenQuery');
  await visitFetching(view, '/tags/engines', 'TagScreenQuery');
  await visitFetching(view, '/authors/ada', 'AuthorScreenQuery');
  await visitFetching(view, '/search?q=engines', 'SearchScreenQuery');
}

async function openEditorFromStore(view: View) {
  await visit(view, '/articles/notes-on-engines/edit');
  await screen.findByRole('form', { name: 'Edit article' });
  expect(view.environment.mock.getAllOperations()).toHaveLength(0);
}

async function changeStatus(view: View, button: string, article: Record<string, unknown>) {
  if (button === 'Publish') await publishFromBar(view.user);
  else await chooseAction(view.user, button);
  await resolveNext(view.environment, payload(article));
  await screen.findByText(/^The article is /);
}

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

test('a new draft is listed on /drafts at once, with no request', async () => {
  const view = renderRoute('/drafts');
  await resolveNext(view.environment, firstVisit);
  expect(await screen.findByText('You have no drafts or archived articles.')).toBeVisible();

  await visit(view, '/write');
  await screen.findByRole('form', { name: 'New article' });
  await view.user.type(screen.getByLabelText('Title'), 'Notes on engines');
  await view.user.type(screen.getByLabelText('Body (Markdown)'), 'First line.');
  await openSettings(view.user);
  await view.user.type(screen.getByLabelText('Tags'), 'engines');
  await chooseAction(view.user, 'Save draft');
  const create = await resolveNext(view.environment, payload({}));
  expect(operationName(create)).toBe('useSaveArticleCreateMutation');
  await waitFor(() =>
    expect(view.router.state.location.pathname).toBe('/articles/notes-on-engines/edit'),
  );

  await visitFromStore(view, '/drafts', 'Drafts');
  expect(listedTitles()).toEqual(['Notes on engines']);
  expect(screen.getByText('Draft')).toBeVisible();
});

test('publishing, then archiving, updates the home, tag, author, drafts and search lists', async () => {
  const view = renderRoute('/drafts');
  await resolveNext(view.environment, {
    ...firstVisit,
    Article: () => written,
    ArticleConnection: () => ({ edges: [{}], pageInfo: { hasNextPage: false } }),
  });
  await screen.findByRole('heading', { level: 2, name: 'Notes on engines' });
  await visitEveryList(view);

  await visit(view, '/articles/notes-on-engines/edit');
  await resolveNext(view.environment, { ...firstVisit, Article: () => written });
  await screen.findByRole('form', { name: 'Edit article' });
  await changeStatus(view, 'Publish', {
    status: 'PUBLISHED',
    publishedAt: '2026-11-22T10:30:00.000Z',
    revision: 2,
  });

  await visitFromStore(view, '/', 'Latest articles');
  expect(listedTitles()).toEqual(['Notes on engines', 'On looms']);
  await visitFromStore(view, '/tags/engines', '#engines');
  expect(listedTitles()).toEqual(['Notes on engines', 'On looms']);
  expect(screen.getByText('2 articles')).toBeVisible();
  await visitFromStore(view, '/authors/ada', 'Ada Lovelace');
  expect(listedTitles()).toEqual(['Notes on engines']);
  await visitFromStore(view, '/drafts', 'Drafts');
  expect(screen.getByText('You have no drafts or archived articles.')).toBeVisible();
  // Which searches a published text now matches is the server's to say.
  await visit(view, '/search?q=engines');
  const search = await nextOperation(view.environment);
  expect(operationName(search)).toBe('SearchScreenQuery');
  await resolveNext(view.environment, firstVisit);

  await openEditorFromStore(view);
  await changeStatus(view, 'Archive', {
    status: 'ARCHIVED',
    publishedAt: '2026-11-22T10:30:00.000Z',
    revision: 3,
  });

  await visitFromStore(view, '/', 'Latest articles');
  expect(listedTitles()).toEqual(['On looms']);
  await visitFromStore(view, '/tags/engines', '#engines');
  expect(listedTitles()).toEqual(['On looms']);
  expect(screen.getByText('1 article')).toBeVisible();
  await visitFromStore(view, '/authors/ada', 'Ada Lovelace');
  expect(screen.getByText('Ada Lovelace has not published anything yet.')).toBeVisible();
  await visitFromStore(view, '/drafts', 'Drafts');
  expect(listedTitles()).toEqual(['Notes on engines']);
  expect(screen.getByText('Archived')).toBeVisible();
  await visit(view, '/search?q=engines');
  expect(operationName(await nextOperation(view.environment))).toBe('SearchScreenQuery');
});

test('publishing with a tag no published article had adds it to /tags, in name order', async () => {
  const tagged = { ...written, tags: [{ id: 'tag-analytical', name: 'analytical' }] };
  const view = renderRoute('/tags');
  await resolveNext(view.environment, firstVisit);
  await screen.findByRole('heading', { level: 1, name: 'Tags' });
  expect(screen.queryByRole('link', { name: /analytical/ })).not.toBeInTheDocument();

  await visit(view, '/articles/notes-on-engines/edit');
  await resolveNext(view.environment, { ...firstVisit, Article: () => tagged });
  await screen.findByRole('form', { name: 'Edit article' });
  await publishFromBar(view.user);
  await resolveNext(view.environment, {
    ...payload({ status: 'PUBLISHED', publishedAt: '2026-11-22T10:30:00.000Z', revision: 2 }),
    Article: () => ({
      ...tagged,
      status: 'PUBLISHED',
      publishedAt: '2026-11-22T10:30:00.000Z',
      revision: 2,
    }),
    Tag: () => ({ id: 'tag-analytical', name: 'analytical' }),
  });
  await screen.findByText(/^The article is /);

  await visitFromStore(view, '/tags', 'Tags');
  const links = within(screen.getByRole('main')).getAllByRole('link', {
    name: /analytical|engines/,
  });
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/tags/analytical',
    '/tags/engines',
  ]);
  expect(links[0]!.closest('li')).toHaveTextContent('#analytical 1 article');
});

test('unpublishing takes the article out of the public lists and back into the drafts', async () => {
  const published = {
    ...written,
    status: 'PUBLISHED',
    publishedAt: '2026-11-22T10:30:00.000Z',
    revision: 2,
  };
  const view = renderRoute('/drafts');
  await resolveNext(view.environment, firstVisit);
  await screen.findByText('You have no drafts or archived articles.');
  await visitFetching(view, '/authors/ada', 'AuthorScreenQuery');
  await visit(view, '/');
  await resolveNext(view.environment, { ...firstVisit, Article: () => published });
  expect(await screen.findByRole('link', { name: 'Notes on engines' })).toBeVisible();

  await visit(view, '/articles/notes-on-engines/edit');
  await resolveNext(view.environment, { ...firstVisit, Article: () => published });
  await screen.findByRole('form', { name: 'Edit article' });
  await changeStatus(view, 'Unpublish', { status: 'DRAFT', publishedAt: published.publishedAt });

  await visitFromStore(view, '/', 'Latest articles');
  expect(screen.getByText('Nothing published yet.')).toBeVisible();
  await visitFromStore(view, '/drafts', 'Drafts');
  expect(listedTitles()).toEqual(['Notes on engines']);
});

/** The payload of a deletion the server made. */
const deleted: MockResolvers = {
  DeleteArticlePayload: () => ({ deletedArticleId: 'article-9', userErrors: [] }),
};

test('deleting a published article asks for its title, then leaves every list and tag count', async () => {
  const published = {
    ...written,
    status: 'PUBLISHED',
    publishedAt: '2026-11-22T10:30:00.000Z',
    revision: 2,
  };
  const holding: MockResolvers = {
    ...firstVisit,
    Article: () => published,
    ArticleConnection: () => ({ edges: [{}], pageInfo: { hasNextPage: false } }),
  };
  const view = renderRoute('/');
  await resolveNext(view.environment, holding);
  for (const [path, query] of [
    ['/tags/engines', 'TagScreenQuery'],
    ['/authors/ada', 'AuthorScreenQuery'],
    ['/tags', 'TagsScreenQuery'],
    ['/search?q=engines', 'SearchScreenQuery'],
  ] as const) {
    await visit(view, path);
    expect(operationName(await resolveNext(view.environment, holding))).toBe(query);
  }
  await visit(view, '/articles/notes-on-engines/edit');
  await resolveNext(view.environment, holding);
  await screen.findByRole('form', { name: 'Edit article' });

  await openSettings(view.user);
  await view.user.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete “Notes on engines”?' });
  const confirm = within(dialog).getByRole('button', { name: 'Delete for good' });
  expect(confirm).toBeDisabled();
  await view.user.type(within(dialog).getByLabelText('Type the title to confirm'), 'Notes on');
  expect(confirm).toBeDisabled();
  expect(view.environment.mock.getAllOperations()).toHaveLength(0);
  await view.user.type(within(dialog).getByLabelText('Type the title to confirm'), ' engines');
  await view.user.click(confirm);
  const mutation = await nextOperation(view.environment);
  expect(operationName(mutation)).toBe('DeleteArticleMutation');
  expect(mutation.request.variables).toEqual({
    input: { id: 'article-9', confirmTitle: 'Notes on engines' },
  });
  await resolveNext(view.environment, deleted);
  // The editor moves on to the drafts, which ask the server (they were never visited).
  expect(operationName(await resolveNext(view.environment, firstVisit))).toBe('DraftsScreenQuery');
  await screen.findByRole('heading', { level: 1, name: 'Drafts' });

  await visitFromStore(view, '/', 'Latest articles');
  expect(screen.getByText('Nothing published yet.')).toBeVisible();
  await visitFromStore(view, '/tags/engines', '#engines');
  expect(screen.getByText('0 articles')).toBeVisible();
  await visitFromStore(view, '/authors/ada', 'Ada Lovelace');
  expect(screen.getByText('Ada Lovelace has not published anything yet.')).toBeVisible();
  // A tag left with no published article leaves the tags page.
  await visitFromStore(view, '/tags', 'Tags');
  expect(screen.queryByRole('link', { name: /engines/ })).not.toBeInTheDocument();
  await visit(view, '/search?q=engines');
  expect(operationName(await nextOperation(view.environment))).toBe('SearchScreenQuery');
});

test('deleting a draft asks first, Keep it changes nothing, and the drafts list lets it go', async () => {
  const view = renderRoute('/drafts');
  await resolveNext(view.environment, {
    ...firstVisit,
    Article: () => written,
    ArticleConnection: () => ({ edges: [{}], pageInfo: { hasNextPage: false } }),
  });
  await screen.findByRole('heading', { level: 2, name: 'Notes on engines' });
  await visit(view, '/articles/notes-on-engines/edit');
  await resolveNext(view.environment, { ...firstVisit, Article: () => written });
  await screen.findByRole('form', { name: 'Edit article' });

  await openSettings(view.user);
  const opener = screen.getByRole('button', { name: 'Delete' });
  await view.user.click(opener);
  let dialog = screen.getByRole('dialog', { name: 'Delete “Notes on engines”?' });
  expect(within(dialog).queryByLabelText('Type the title to confirm')).not.toBeInTheDocument();
  await view.user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
  expect(screen.queryByRole('dialog', { name: /^Delete/ })).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  expect(view.environment.mock.getAllOperations()).toHaveLength(0);

  await view.user.click(opener);
  dialog = screen.getByRole('dialog', { name: 'Delete “Notes on engines”?' });
  await view.user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
  const mutation = await resolveNext(view.environment, deleted);
  expect(mutation.request.variables).toEqual({
    input: { id: 'article-9', confirmTitle: null },
  });
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/drafts'));
  expect(await screen.findByText('You have no drafts or archived articles.')).toBeVisible();
  expect(view.environment.mock.getAllOperations()).toHaveLength(0);
  // Back to its editor: the store knows the article is gone.
  await visitFromStore(view, '/articles/notes-on-engines/edit', 'Page not found');
});
