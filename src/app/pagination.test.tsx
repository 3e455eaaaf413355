import { screen } from '@testing-library/react';
import { operationName, renderRoute, resolveNext } from '../../test/renderRoute';

let articleNumber = 0;
const articleResolvers = {
  // No featured story above the list: these pages number the list's articles alone.
  Site: () => ({ title: 'Folio', description: '', featuredArticle: null }),
  Article: () => {
    articleNumber += 1;
    return { id: `article-${articleNumber}`, title: `Article ${articleNumber}` };
  },
};
beforeEach(() => {
  articleNumber = 0;
});

function pageOf(edges: number, endCursor: string | null) {
  return () => ({
    edges: Array.from({ length: edges }, (_, index) => ({ cursor: `edge-${index}` })),
    pageInfo: { hasNextPage: endCursor !== null, endCursor },
  });
}

test('"Load more" links to the next page, and with JavaScript loads it in place', async () => {
  const { environment, user, history } = renderRoute('/');
  await resolveNext(environment, { ...articleResolvers, ArticleConnection: pageOf(2, 'cursor-2') });
  const more = await screen.findByRole('button', { name: 'Load more articles' });
  expect(more.tagName).toBe('A');
  expect(more).toHaveAttribute('href', '/?after=cursor-2');

  await user.click(more);
  const page = await resolveNext(environment, {
    ...articleResolvers,
    ArticleConnection: pageOf(1, 'cursor-3'),
  });
  expect(operationName(page)).toBe('LatestArticlesPaginationQuery');
  expect(page.request.variables).toMatchObject({ cursor: 'cursor-2' });
  expect(await screen.findByRole('link', { name: 'Article 3' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Article 1' })).toBeVisible();
  // No navigation: the reader stays on the page they were reading.
  expect(history.location.href).toBe('/');
  expect(screen.getByRole('button', { name: 'Load more articles' })).toHaveAttribute(
    'href',
    '/?after=cursor-3',
  );
});

test('Space activates the link as it would a button', async () => {
  const { environment, user, history } = renderRoute('/');
  await resolveNext(environment, { ...articleResolvers, ArticleConnection: pageOf(1, 'cursor-1') });
  (await screen.findByRole('button', { name: 'Load more articles' })).focus();
  await user.keyboard(' ');
  const page = await resolveNext(environment, {
    ...articleResolvers,
    ArticleConnection: pageOf(1, null),
  });
  expect(operationName(page)).toBe('LatestArticlesPaginationQuery');
  expect(history.location.href).toBe('/');
});

test('a visit to ?after= shows that page, with a link back to the first page', async () => {
  const { environment, user } = renderRoute('/?tag=engines&after=cursor-2');
  const later = await resolveNext(environment, {
    ...articleResolvers,
    ArticleConnection: pageOf(1, null),
  });
  expect(operationName(later)).toBe('HomeScreenQuery');
  expect(later.request.variables).toEqual({ tag: 'engines', after: 'cursor-2', front: false });
  expect(await screen.findByRole('link', { name: 'Article 1' })).toBeVisible();

  // The first page is its own list: the later page's articles are not taken for it.
  await user.click(screen.getByRole('link', { name: 'Back to the first page' }));
  const first = await resolveNext(environment, {
    ...articleResolvers,
    ArticleConnection: pageOf(2, 'cursor-2'),
  });
  expect(first.request.variables).toEqual({ tag: 'engines', after: null, front: false });
  expect(await screen.findByRole('link', { name: 'Article 3' })).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Article 1' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Back to the first page' })).not.toBeInTheDocument();
});

test('an ?after= that is no cursor is ignored: the first page', async () => {
  const { environment } = renderRoute('/?after=%3Cscript%3E');
  const operation = await resolveNext(environment, articleResolvers);
  expect(operation.request.variables).toEqual({ tag: null, after: null, front: true });
});

test.each([
  ['/tags/engines', '/tags/engines?after=cursor-2', 'Load more articles'],
  ['/authors/ada', '/authors/ada?after=cursor-2', 'Load more articles'],
  ['/search?q=engines', '/search?q=engines&after=cursor-2', 'Load more results'],
  ['/drafts', '/drafts?after=cursor-2', 'Load more drafts'],
])('%s links to its next page', async (path, next, label) => {
  const { environment } = renderRoute(path);
  await resolveNext(environment, {
    ...articleResolvers,
    Tag: () => ({ name: 'engines', articleCount: 3 }),
    User: () => ({ handle: 'ada', name: 'Ada', bio: '' }),
    ArticleConnection: pageOf(2, 'cursor-2'),
    SearchResultConnection: pageOf(2, 'cursor-2'),
  });
  expect(await screen.findByRole('button', { name: label })).toHaveAttribute('href', next);
});

test.each([
  ['/tags/engines?after=cursor-2', { name: 'engines', after: 'cursor-2' }],
  ['/authors/ada?after=cursor-2', { handle: 'ada', after: 'cursor-2' }],
  ['/search?q=engines&after=cursor-2', { query: 'engines', after: 'cursor-2' }],
  ['/drafts?after=cursor-2', { after: 'cursor-2' }],
])('%s loads the page after the cursor', async (path, variables) => {
  const { environment } = renderRoute(path);
  const operation = await resolveNext(environment, {
    ...articleResolvers,
    Tag: () => ({ name: 'engines', articleCount: 3 }),
    User: () => ({ handle: 'ada', name: 'Ada', bio: '' }),
    ArticleConnection: pageOf(1, null),
    SearchResultConnection: pageOf(1, null),
  });
  expect(operation.request.variables).toEqual(variables);
  expect(await screen.findByRole('link', { name: 'Back to the first page' })).toBeVisible();
});

test("an article's comments link to their next page, which shows the article with them", async () => {
  const first = renderRoute('/articles/analytical-engine');
  await resolveNext(first.environment, {
    Article: () => ({ slug: 'analytical-engine', title: 'The Analytical Engine', body: 'Text.' }),
    CommentConnection: pageOf(2, 'cursor-2'),
  });
  expect(await screen.findByRole('button', { name: 'Load more comments' })).toHaveAttribute(
    'href',
    '/articles/analytical-engine?after=cursor-2',
  );
  first.unmount();

  const later = renderRoute('/articles/analytical-engine?after=cursor-2');
  const operation = await resolveNext(later.environment, {
    Article: () => ({ slug: 'analytical-engine', title: 'The Analytical Engine', body: 'Text.' }),
    CommentConnection: pageOf(1, null),
  });
  expect(operation.request.variables).toEqual({ slug: 'analytical-engine', after: 'cursor-2' });
  expect(await screen.findByRole('link', { name: 'Back to the first comments' })).toHaveAttribute(
    'href',
    '/articles/analytical-engine',
  );
});
