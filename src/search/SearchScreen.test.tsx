import { render, screen } from '@testing-library/react';
import { operationName, renderRoute, resolveNext } from '../../test/renderRoute';
import { HighlightedText } from './HighlightedText';

let hitNumber = 0;
const resolvers = {
  SearchResult: () => {
    hitNumber += 1;
    return {
      snippet: `The engine number ${hitNumber} <b>weaves</b> patterns`,
      highlights: [{ start: 4, length: 6 }],
    };
  },
  Article: () => ({ title: `Hit ${hitNumber}`, slug: `hit-${hitNumber}` }),
};
beforeEach(() => {
  hitNumber = 0;
});

test('results show the title and a snippet with the terms marked, never server HTML', async () => {
  const { environment } = renderRoute('/search?q=engine');
  const operation = await resolveNext(environment, {
    ...resolvers,
    SearchResultConnection: () => ({ edges: [{}], pageInfo: { hasNextPage: false } }),
  });
  expect(operationName(operation)).toBe('SearchScreenQuery');
  expect(operation.request.variables).toMatchObject({ query: 'engine' });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Results for “engine”' }),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Hit 1' })).toHaveAttribute('href', '/articles/hit-1');
  const mark = screen.getByText('engine', { selector: 'mark' });
  expect(mark.parentElement).toHaveTextContent('The engine number 1 <b>weaves</b> patterns');
  expect(document.querySelector('.snippet b')).toBeNull();
  expect(document.title).toBe('Search: engine · Folio');
});

test('the page says how many articles match and marks the terms in titles', async () => {
  const { environment } = renderRoute('/search?q=engine');
  await resolveNext(environment, {
    SearchResult: () => ({
      snippet: 'A body about the engine',
      highlights: [{ start: 17, length: 6 }],
      titleHighlights: [{ start: 4, length: 6 }],
    }),
    Article: () => ({ title: 'The Engine room', slug: 'engine-room' }),
    SearchResultConnection: () => ({
      edges: [{}],
      pageInfo: { hasNextPage: true },
      totalCount: 1234,
      totalCountCapped: false,
    }),
  });
  expect(await screen.findByText('1,234 results')).toBeVisible();
  const link = screen.getByRole('link', { name: 'The Engine room' });
  expect(link.querySelector('mark')).toHaveTextContent(/^Engine$/);
});

test.each([
  [1, false, '1 result'],
  [1000, true, '1,000+ results'],
])('a count of %i (more: %s) reads “%s”', async (totalCount, totalCountCapped, text) => {
  const { environment } = renderRoute('/search?q=engine');
  await resolveNext(environment, {
    ...resolvers,
    SearchResultConnection: () => ({
      edges: [{}],
      pageInfo: { hasNextPage: false },
      totalCount,
      totalCountCapped,
    }),
  });
  expect(await screen.findByText(text)).toBeVisible();
});

test('a search without hits says so', async () => {
  const { environment } = renderRoute('/search?q=zebra');
  await resolveNext(environment, {
    SearchResultConnection: () => ({ edges: [], pageInfo: { hasNextPage: false } }),
  });
  expect(await screen.findByText('Nothing matches “zebra”. Try other words.')).toBeVisible();
});

test.each([
  ['/search', 'Type what you are looking for'],
  ['/search?q=a', 'too short'],
  [`/search?q=${'a'.repeat(201)}`, 'too long'],
])('%s explains the rule instead of asking the server', async (path, guidance) => {
  const { environment } = renderRoute(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  expect(screen.getByText(new RegExp(guidance))).toBeVisible();
  expect(environment.mock.getAllOperations()).toHaveLength(0);
});

test('Load more fetches the next results and appends them', async () => {
  const { environment, user } = renderRoute('/search?q=engine');
  await resolveNext(environment, {
    ...resolvers,
    SearchResultConnection: () => ({
      edges: [{ cursor: 'r1' }],
      pageInfo: { hasNextPage: true, endCursor: 'r1' },
    }),
  });
  await user.click(await screen.findByRole('button', { name: 'Load more results' }));
  const page = await resolveNext(environment, {
    ...resolvers,
    SearchResultConnection: () => ({
      edges: [{ cursor: 'r2' }],
      pageInfo: { hasNextPage: false },
    }),
  });
  expect(operationName(page)).toBe('SearchResultsPaginationQuery');
  expect(page.request.variables).toMatchObject({ query: 'engine', count: 10, cursor: 'r1' });
  expect(await screen.findByRole('link', { name: 'Hit 2' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Hit 1' })).toBeVisible();
});

test('the header search box submits to the search page', async () => {
  const { environment, user, router } = renderRoute('/');
  await resolveNext(environment, {
    ArticleConnection: () => ({ edges: [], pageInfo: { hasNextPage: false } }),
  });
  const box = await screen.findByRole('searchbox', { name: 'Search articles' });
  await user.type(box, '  analytical engine {Enter}');
  const operation = await resolveNext(environment, resolvers);
  expect(operationName(operation)).toBe('SearchScreenQuery');
  expect(operation.request.variables).toMatchObject({ query: 'analytical engine' });
  expect(router.state.location.pathname).toBe('/search');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Results for “analytical engine”' }),
  ).toBeVisible();
  expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue(
    'analytical engine',
  );
});

test('highlight ranges are clipped to the text and merged when they overlap', () => {
  render(
    <p data-testid="text">
      <HighlightedText
        text="abcdef"
        ranges={[
          { start: 4, length: 10 },
          { start: 0, length: 2 },
          { start: 1, length: 2 },
        ]}
      />
    </p>,
  );
  const marks = Array.from(document.querySelectorAll('mark')).map((mark) => mark.textContent);
  expect(marks).toEqual(['abc', 'ef']);
  expect(screen.getByTestId('text')).toHaveTextContent('abcdef');
});
