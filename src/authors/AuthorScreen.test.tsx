import { screen } from '@testing-library/react';
import { operationName, renderRoute, resolveNext } from '../../test/renderRoute';

let articleNumber = 0;
const resolvers = {
  User: () => ({
    id: 'user-ada',
    handle: 'ada',
    name: 'Ada Lovelace',
    bio: 'Writes about *engines*.',
  }),
  Article: () => {
    articleNumber += 1;
    return { id: `article-${articleNumber}`, title: `Article ${articleNumber}` };
  },
};
beforeEach(() => {
  articleNumber = 0;
});

test("an author's page shows the name, the Markdown bio and the articles", async () => {
  const { environment } = renderRoute('/authors/ada');
  const operation = await resolveNext(environment, {
    ...resolvers,
    ArticleConnection: () => ({ edges: [{}, {}], pageInfo: { hasNextPage: false } }),
  });
  expect(operationName(operation)).toBe('AuthorScreenQuery');
  expect(operation.request.variables).toEqual({ handle: 'ada', after: null });
  expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
  expect(screen.getByText('@ada')).toBeVisible();
  expect(screen.getByText('engines').tagName).toBe('EM');
  expect(screen.getByRole('link', { name: 'Article 2' })).toBeVisible();
  expect(document.title).toBe('Ada Lovelace · Folio');
});

test('an author without articles says so', async () => {
  const { environment } = renderRoute('/authors/ada');
  await resolveNext(environment, {
    ...resolvers,
    ArticleConnection: () => ({ edges: [], pageInfo: { hasNextPage: false } }),
  });
  expect(await screen.findByText('Ada Lovelace has not published anything yet.')).toBeVisible();
});

test('an unknown handle shows the not-found page', async () => {
  const { environment } = renderRoute('/authors/nobody');
  await resolveNext(environment, { Query: () => ({ user: null }) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test("Load more fetches the author's next articles and appends them", async () => {
  const { environment, user } = renderRoute('/authors/ada');
  await resolveNext(environment, {
    ...resolvers,
    ArticleConnection: () => ({ edges: [{}], pageInfo: { hasNextPage: true, endCursor: 'a1' } }),
  });
  await user.click(await screen.findByRole('button', { name: 'Load more articles' }));
  const page = await resolveNext(environment, {
    ...resolvers,
    Node: () => ({ __typename: 'User', id: 'user-ada' }),
    ArticleConnection: () => ({ edges: [{}], pageInfo: { hasNextPage: false } }),
  });
  expect(operationName(page)).toBe('AuthorArticlesPaginationQuery');
  expect(page.request.variables).toMatchObject({ count: 10, cursor: 'a1', id: 'user-ada' });
  expect(await screen.findByRole('link', { name: 'Article 2' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Article 1' })).toBeVisible();
});
