import { act, screen, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { nextOperation, operationName, renderRoute, resolveNext } from '../../test/renderRoute';

let articleNumber = 0;
const resolvers = {
  User: () => ({ id: 'grace-id', handle: 'grace', name: 'Grace Hopper' }),
  Article: () => {
    articleNumber += 1;
    return {
      id: `article-${articleNumber}`,
      slug: `draft-${articleNumber}`,
      title: `Draft number ${articleNumber}`,
      status: articleNumber === 2 ? 'ARCHIVED' : 'DRAFT',
      updatedAt: '2026-11-21T09:30:00.000Z',
      scheduledAt: articleNumber === 1 ? '2026-12-01T09:00:00.000Z' : null,
    };
  },
};

beforeEach(() => {
  articleNumber = 0;
});

test('drafts are listed with status, update time and links to edit and view', async () => {
  const { environment, user } = renderRoute('/drafts');
  const operation = await resolveNext(environment, {
    ...resolvers,
    ArticleConnection: () => ({ edges: [{}, {}], pageInfo: { hasNextPage: true } }),
  });
  expect(operationName(operation)).toBe('DraftsScreenQuery');
  expect(await screen.findByRole('heading', { level: 1, name: 'Drafts' })).toBeVisible();
  const items = screen.getAllByRole('listitem').filter((item) => item.closest('main'));
  expect(items).toHaveLength(2);

  const first = within(items[0]!);
  expect(first.getByRole('heading', { name: 'Draft number 1' })).toBeVisible();
  expect(first.getByText('Draft')).toBeVisible();
  expect(first.getByText('Nov 21, 2026')).toBeVisible();
  expect(first.getByRole('link', { name: 'Edit “Draft number 1”' })).toHaveAttribute(
    'href',
    '/articles/draft-1/edit',
  );
  expect(first.getByRole('link', { name: 'View “Draft number 1”' })).toHaveAttribute(
    'href',
    '/articles/draft-1',
  );
  expect(within(items[1]!).getByText('Archived')).toBeVisible();
  // A scheduled draft says when it publishes itself; the others say nothing of it.
  expect(first.getByText(/Scheduled for/)).toBeVisible();
  expect(items[0]!.querySelector('time[datetime="2026-12-01T09:00:00.000Z"]')).not.toBeNull();
  expect(within(items[1]!).queryByText(/Scheduled for/)).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Load more drafts' }));
  const more = await nextOperation(environment);
  expect(operationName(more)).toBe('DraftListPaginationQuery');
  expect(more.request.variables).toMatchObject({ count: 10 });
  await act(async () => {
    environment.mock.resolve(
      more,
      MockPayloadGenerator.generate(more, {
        ...resolvers,
        ArticleConnection: () => ({ edges: [{}], pageInfo: { hasNextPage: false } }),
      }),
    );
  });
  expect(screen.getByRole('heading', { name: 'Draft number 3' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Load more drafts' })).not.toBeInTheDocument();
});

test('with no drafts, the page invites to write', async () => {
  const { environment } = renderRoute('/drafts');
  await resolveNext(environment, {
    ...resolvers,
    ArticleConnection: () => ({ edges: [], pageInfo: { hasNextPage: false } }),
  });
  expect(await screen.findByText('You have no drafts or archived articles.')).toBeVisible();
  expect(
    within(screen.getByRole('main')).getByRole('link', { name: 'Write an article' }),
  ).toHaveAttribute('href', '/write');
});
