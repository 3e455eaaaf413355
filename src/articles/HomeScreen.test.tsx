import { act, screen, within } from '@testing-library/react';
import { nextOperation, operationName, renderRoute, resolveNext } from '../../test/renderRoute';

let articleNumber = 0;
const articleResolvers = {
  Article: () => {
    articleNumber += 1;
    return {
      id: `article-${articleNumber}`,
      slug: `article-${articleNumber}`,
      title: `Article ${articleNumber}`,
      summary: `Summary of article ${articleNumber}`,
      excerpt: `Summary of article ${articleNumber}`,
      publishedAt: '2026-11-21T12:00:00.000Z',
      readingMinutes: 4,
    };
  },
  User: () => ({ handle: 'ada', name: 'Ada Lovelace' }),
  Tag: () => ({ name: 'engines' }),
  // The featured story has its own browser test (test/browser/readingRoom.test.ts).
  Site: () => ({ title: 'Folio', description: '', featuredArticle: null }),
};

beforeEach(() => {
  articleNumber = 0;
});

test('the home page lists the latest articles as cards', async () => {
  const { environment } = renderRoute('/');
  const operation = await resolveNext(environment, {
    ...articleResolvers,
    Query: () => ({ viewer: null }),
    ArticleConnection: () => ({ edges: [{}, {}], pageInfo: { hasNextPage: false } }),
  });

  expect(operationName(operation)).toBe('HomeScreenQuery');
  expect(operation.request.variables).toMatchObject({ tag: null, front: true });
  expect(await screen.findByRole('heading', { level: 1, name: 'Latest articles' })).toBeVisible();
  const link = screen.getByRole('link', { name: 'Article 1' });
  expect(link).toHaveAttribute('href', '/articles/article-1');
  const card = link.closest('article')!;
  expect(within(card).getByText('Summary of article 1')).toBeVisible();
  expect(within(card).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
    'href',
    '/authors/ada',
  );
  expect(within(card).getByText(/4 min read/)).toBeVisible();
  expect(within(card).getByRole('link', { name: '#engines' })).toHaveAttribute(
    'href',
    '/tags/engines',
  );
  expect(within(card).getByText('Nov 21, 2026')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Article 2' })).toBeVisible();
  expect(screen.queryByRole('button', { name: /load more/i })).not.toBeInTheDocument();
  expect(document.title).toBe('Latest articles · Folio');
  // The header reads the viewer the route query brought: signed out.
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/signin?redirect=%2F',
  );
});

test("a tag's page and a later page do not ask for the front page's masthead and featured story", async () => {
  for (const url of ['/?tag=engines', '/?after=Y3Vyc29y']) {
    const { environment, unmount } = renderRoute(url);
    const operation = await resolveNext(environment, {
      ...articleResolvers,
      ArticleConnection: () => ({ edges: [{}], pageInfo: { hasNextPage: false } }),
    });
    expect(operation.request.variables).toMatchObject({ front: false });
    expect(operation.request.node.params.text).toContain('@include(if: $front)');
    expect(await screen.findByRole('link', { name: /^Article \d+$/ })).toBeVisible();
    unmount();
  }
});

test('an empty site says nothing is published yet', async () => {
  const { environment } = renderRoute('/');
  await resolveNext(environment, {
    ArticleConnection: () => ({ edges: [], pageInfo: { hasNextPage: false } }),
  });
  expect(await screen.findByText('Nothing published yet.')).toBeVisible();
});

test('Load more fetches the next page by cursor and appends it', async () => {
  const { environment, user } = renderRoute('/');
  await resolveNext(environment, {
    ...articleResolvers,
    ArticleConnection: () => ({
      edges: [{}, {}],
      pageInfo: { hasNextPage: true, endCursor: 'cursor-2' },
    }),
  });
  await user.click(await screen.findByRole('button', { name: 'Load more articles' }));

  const page = await resolveNext(environment, {
    ...articleResolvers,
    ArticleConnection: () => ({ edges: [{}], pageInfo: { hasNextPage: false } }),
  });
  expect(operationName(page)).toBe('LatestArticlesPaginationQuery');
  expect(page.request.variables).toMatchObject({ count: 10, cursor: 'cursor-2', tag: null });
  expect(await screen.findByRole('link', { name: 'Article 3' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Article 1' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Load more articles' })).not.toBeInTheDocument();
});

test('?tag= filters by a normalized tag and an invalid one is ignored', async () => {
  const first = renderRoute('/?tag=Engines');
  const operation = await resolveNext(first.environment, articleResolvers);
  expect(operation.request.variables).toMatchObject({ tag: 'engines' });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Articles tagged #engines' }),
  ).toBeVisible();
  first.unmount();

  const second = renderRoute('/?tag=%3Cscript%3E');
  const unfiltered = await resolveNext(second.environment, articleResolvers);
  expect(unfiltered.request.variables).toMatchObject({ tag: null });
});

test('going back renders the previous page from the store without a request', async () => {
  const { environment, user, history } = renderRoute('/');
  await resolveNext(environment, articleResolvers);
  await user.click(await screen.findByRole('link', { name: 'Article 1' }));
  const articleQuery = await resolveNext(environment, {
    ...articleResolvers,
    Article: () => ({ id: 'article-1', slug: 'article-1', title: 'Article 1' }),
  });
  expect(operationName(articleQuery)).toBe('ArticleScreenQuery');
  expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();

  await act(async () => history.back());

  expect(await screen.findByRole('heading', { level: 1, name: 'Latest articles' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Article 1' })).toBeVisible();
  expect(environment.mock.getAllOperations()).toHaveLength(0);
});

test('while the next page loads the previous one stays, then a progress bar shows', async () => {
  const { environment, user } = renderRoute('/');
  await resolveNext(environment, articleResolvers);
  await user.click(await screen.findByRole('link', { name: 'Article 1' }));
  await nextOperation(environment);

  // The request is still open: the list is still there, not a blank page.
  expect(screen.getByRole('heading', { level: 1, name: 'Latest articles' })).toBeVisible();
  expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeVisible();

  await resolveNext(environment, {
    ...articleResolvers,
    Article: () => ({ title: 'The engine', slug: 'article-1', body: '' }),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'The engine' })).toBeVisible();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});
