import { screen, within } from '@testing-library/react';
import { operationName, renderRoute, resolveNext } from '../../test/renderRoute';

let articleNumber = 0;
const articleResolver = () => {
  articleNumber += 1;
  return { id: `article-${articleNumber}`, title: `Article ${articleNumber}` };
};
beforeEach(() => {
  articleNumber = 0;
});

test('/tags lists every tag with its article count', async () => {
  const { environment } = renderRoute('/tags');
  let tagNumber = 0;
  const operation = await resolveNext(environment, {
    Query: () => ({ tags: [{}, {}] }),
    Tag: () => {
      tagNumber += 1;
      return tagNumber === 1
        ? { name: 'engines', articleCount: 3 }
        : { name: 'poetry', articleCount: 1 };
    },
  });
  expect(operationName(operation)).toBe('TagsScreenQuery');
  expect(await screen.findByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  const engines = screen.getByRole('link', { name: '#engines' });
  expect(engines).toHaveAttribute('href', '/tags/engines');
  expect(within(engines.closest('li')!).getByText('3 articles')).toBeVisible();
  expect(
    within(screen.getByRole('link', { name: '#poetry' }).closest('li')!).getByText('1 article'),
  );
  expect(document.title).toBe('Tags · Folio');
});

test('/tags without any tag says so', async () => {
  const { environment } = renderRoute('/tags');
  await resolveNext(environment, { Query: () => ({ tags: [] }) });
  expect(await screen.findByText('No tags yet.')).toBeVisible();
});

test('/tags/$name lists the articles of the tag', async () => {
  const { environment } = renderRoute('/tags/engines');
  const operation = await resolveNext(environment, {
    Tag: () => ({ name: 'engines', articleCount: 2 }),
    Article: articleResolver,
    ArticleConnection: () => ({ edges: [{}, {}], pageInfo: { hasNextPage: false } }),
  });
  expect(operationName(operation)).toBe('TagScreenQuery');
  expect(operation.request.variables).toEqual({ name: 'engines', after: null });
  expect(await screen.findByRole('heading', { level: 1, name: '#engines' })).toBeVisible();
  expect(screen.getByText('2 articles')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Article 2' })).toBeVisible();
  expect(document.title).toBe('#engines · Folio');
});

test('a tag without published articles says so', async () => {
  const { environment } = renderRoute('/tags/empty');
  await resolveNext(environment, {
    Tag: () => ({ name: 'empty', articleCount: 0 }),
    ArticleConnection: () => ({ edges: [], pageInfo: { hasNextPage: false } }),
  });
  expect(await screen.findByText('No published articles are tagged #empty yet.')).toBeVisible();
});

test('an unknown tag shows the not-found page', async () => {
  const { environment } = renderRoute('/tags/unknown');
  await resolveNext(environment, { Query: () => ({ tag: null }) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test("Load more fetches the tag's next articles and appends them", async () => {
  const { environment, user } = renderRoute('/tags/engines');
  await resolveNext(environment, {
    Tag: () => ({ id: 'tag-1', name: 'engines' }),
    Article: articleResolver,
    ArticleConnection: () => ({ edges: [{}], pageInfo: { hasNextPage: true, endCursor: 'a1' } }),
  });
  await user.click(await screen.findByRole('button', { name: 'Load more articles' }));
  const page = await resolveNext(environment, {
    Node: () => ({ __typename: 'Tag', id: 'tag-1' }),
    Tag: () => ({ id: 'tag-1', name: 'engines' }),
    Article: articleResolver,
    ArticleConnection: () => ({ edges: [{}], pageInfo: { hasNextPage: false } }),
  });
  expect(operationName(page)).toBe('TagArticlesPaginationQuery');
  expect(page.request.variables).toMatchObject({ count: 10, cursor: 'a1', id: 'tag-1' });
  expect(await screen.findByRole('link', { name: 'Article 2' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Article 1' })).toBeVisible();
});
