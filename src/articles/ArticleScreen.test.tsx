import { act, screen, waitFor, within } from '@testing-library/react';
import { nextOperation, operationName, renderRoute, resolveNext } from '../../test/renderRoute';

let commentNumber = 0;
const resolvers = {
  Article: () => ({
    id: 'article-1',
    slug: 'analytical-engine',
    title: 'The Analytical Engine',
    body: 'Intro text.\n\n## Design\n\nMill and store.\n\n### The mill\n\nIt computes.\n\n#### Too deep\n',
    publishedAt: '2026-11-21T12:00:00.000Z',
    readingMinutes: 7,
    viewerCanEdit: false,
    commentCount: 3,
  }),
  User: () => ({ handle: 'ada', name: 'Ada Lovelace' }),
  Tag: () => ({ name: 'engines' }),
  Comment: () => {
    commentNumber += 1;
    return {
      id: `comment-${commentNumber}`,
      body: `Comment **number ${commentNumber}**`,
      displayBody: `Comment **number ${commentNumber}**`,
      createdAt: '2026-11-22T12:00:00.000Z',
      deleted: false,
      hidden: false,
      held: false,
    };
  },
};

beforeEach(() => {
  commentNumber = 0;
});

/** The article's threads as `connection` says, none of them with replies. */
function threads(connection: object) {
  return (context: { path?: readonly string[] | null }) =>
    context.path?.includes('replies')
      ? { edges: [], pageInfo: { hasNextPage: false } }
      : connection;
}

test('an article shows its header, outline, body and comments', async () => {
  const { environment } = renderRoute('/articles/analytical-engine');
  const operation = await resolveNext(environment, {
    ...resolvers,
    CommentConnection: threads({ edges: [{}, {}], pageInfo: { hasNextPage: false } }),
  });
  expect(operationName(operation)).toBe('ArticleScreenQuery');
  expect(operation.request.variables).toEqual({ slug: 'analytical-engine', after: null });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'The Analytical Engine' }),
  ).toBeVisible();
  expect(document.title).toBe('The Analytical Engine · Folio');
  const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
  expect(within(header).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
    'href',
    '/authors/ada',
  );
  expect(within(header).getByText(/7 min read/)).toBeVisible();
  expect(within(header).getByText('Nov 21, 2026')).toBeVisible();
  expect(within(header).getByRole('link', { name: '#engines' })).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();

  const toc = screen.getByRole('navigation', { name: 'Table of contents' });
  const entries = within(toc).getAllByRole('link');
  expect(entries.map((entry) => entry.textContent)).toEqual(['Design', 'The mill']);
  const target = entries[0]!.getAttribute('href')!.split('#')[1]!;
  expect(screen.getByRole('heading', { level: 2, name: /^Design/ })).toHaveAttribute('id', target);
  expect(screen.getByText('Mill and store.')).toBeVisible();

  const comments = screen.getByRole('region', { name: '3 comments' });
  // The comments render just after the article's first paint.
  expect((await within(comments).findByText('number 1')).tagName).toBe('STRONG');
  expect(within(comments).getByText('number 2')).toBeVisible();
});

test('the author sees an Edit link', async () => {
  const { environment } = renderRoute('/articles/analytical-engine');
  await resolveNext(environment, {
    ...resolvers,
    Article: () => ({ ...resolvers.Article(), viewerCanEdit: true }),
  });
  expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    '/articles/analytical-engine/edit',
  );
});

test.each([
  ['ARCHIVED', 'Archived'],
  ['DRAFT', 'Draft'],
])(
  'to its author a %s article, published once, shows its state, not a published date',
  async (status, label) => {
    const { environment } = renderRoute('/articles/analytical-engine');
    await resolveNext(environment, {
      ...resolvers,
      Article: () => ({ ...resolvers.Article(), status, viewerCanEdit: true }),
    });
    await screen.findByRole('heading', { level: 1, name: 'The Analytical Engine' });
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(within(header).getByText(label)).toBeVisible();
    expect(within(header).getByText(/Visible only to its author and editors/)).toBeVisible();
    expect(within(header).queryByText(/Published/)).not.toBeInTheDocument();
    expect(within(header).queryByText('Nov 21, 2026')).not.toBeInTheDocument();
  },
);

test('a published article shows when it was published, with no badge', async () => {
  const { environment } = renderRoute('/articles/analytical-engine');
  await resolveNext(environment, {
    ...resolvers,
    Article: () => ({ ...resolvers.Article(), status: 'PUBLISHED' }),
  });
  await screen.findByRole('heading', { level: 1, name: 'The Analytical Engine' });
  const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
  expect(within(header).getByText(/Published/)).toHaveTextContent('Published Nov 21, 2026');
  expect(within(header).queryByText('Archived')).not.toBeInTheDocument();
});

test('an unknown slug shows the not-found page', async () => {
  const { environment } = renderRoute('/articles/nope');
  await resolveNext(environment, { Query: () => ({ article: null }) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(document.title).toBe('Page not found · Folio');
});

test('an article without comments says so', async () => {
  const { environment } = renderRoute('/articles/analytical-engine');
  await resolveNext(environment, {
    ...resolvers,
    Article: () => ({ ...resolvers.Article(), commentCount: 0 }),
    CommentConnection: threads({ edges: [], pageInfo: { hasNextPage: false } }),
  });
  expect(await screen.findByText('No comments yet.')).toBeVisible();
});

test('Load more comments fetches the next 20 and appends them', async () => {
  const { environment, user } = renderRoute('/articles/analytical-engine');
  await resolveNext(environment, {
    ...resolvers,
    CommentConnection: threads({
      edges: [{}],
      pageInfo: { hasNextPage: true, endCursor: 'comment-cursor-1' },
    }),
  });
  await user.click(await screen.findByRole('button', { name: 'Load more comments' }));
  const page = await resolveNext(environment, {
    ...resolvers,
    // The pagination query refetches the article through Query.node.
    Node: () => ({ __typename: 'Article', id: 'article-1' }),
    CommentConnection: threads({ edges: [{}], pageInfo: { hasNextPage: false } }),
  });
  expect(operationName(page)).toBe('CommentListPaginationQuery');
  expect(page.request.variables).toMatchObject({ count: 20, cursor: 'comment-cursor-1' });
  expect(await screen.findByText('number 2')).toBeVisible();
  expect(screen.getByText('number 1')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Load more comments' })).not.toBeInTheDocument();
});

test('a failed Load more says so and keeps the comments', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { environment, user } = renderRoute('/articles/analytical-engine');
  await resolveNext(environment, {
    ...resolvers,
    CommentConnection: threads({ edges: [{}], pageInfo: { hasNextPage: true, endCursor: 'c1' } }),
  });
  await user.click(await screen.findByRole('button', { name: 'Load more comments' }));
  const operation = await nextOperation(environment);
  await act(async () => environment.mock.reject(operation, new Error('offline')));
  expect(await screen.findByRole('alert')).toHaveTextContent('That did not load. Try again.');
  expect(screen.getByText('number 1')).toBeVisible();
  jest.restoreAllMocks();
});

test('a link preloaded on hover is not requested again when followed', async () => {
  const { environment, user } = renderRoute('/');
  await resolveNext(environment, {
    ...resolvers,
    ArticleConnection: () => ({ edges: [{}], pageInfo: { hasNextPage: false } }),
  });
  const link = await screen.findByRole('link', { name: 'The Analytical Engine' });
  await user.hover(link);
  const preload = await resolveNext(environment, resolvers);
  expect(operationName(preload)).toBe('ArticleScreenQuery');

  await user.click(link);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'The Analytical Engine' }),
  ).toBeVisible();
  expect(environment.mock.getAllOperations()).toHaveLength(0);
});

test('after a navigation focus moves to the new heading and the title is announced', async () => {
  const { environment, user } = renderRoute('/');
  await resolveNext(environment, {
    ...resolvers,
    ArticleConnection: () => ({ edges: [{}], pageInfo: { hasNextPage: false } }),
  });
  await user.click(await screen.findByRole('link', { name: 'The Analytical Engine' }));
  await resolveNext(environment, resolvers);

  const heading = await screen.findByRole('heading', { level: 1, name: 'The Analytical Engine' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.getByText('The Analytical Engine · Folio')).toHaveAttribute('aria-live', 'polite');
});
