import { screen, within } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { renderRoute, resolveNext } from '../../test/renderRoute';

const ARTICLE = {
  id: 'article-2',
  slug: 'the-mill',
  title: 'The Mill',
  body: 'The mill computes.\n\n## Cards\n\nPunched.\n',
  status: 'PUBLISHED',
  publishedAt: '2026-11-10T12:00:00.000Z',
  editedAt: null as string | null,
  viewerCanEdit: false,
  commentCount: 2,
};

/** The article at the path's end is the one shown; its neighbours are the others. */
function resolvers(
  article: Partial<typeof ARTICLE> = {},
  neighbours: { previous?: boolean; next?: boolean } = { previous: true, next: true },
): MockResolvers {
  return {
    Article: (context) => {
      const field = context?.path?.[context.path.length - 1];
      if (field === 'previousByAuthor') return { slug: 'the-store', title: 'The Store' };
      if (field === 'nextByAuthor') return { slug: 'the-printer', title: 'The Printer' };
      // A neighbour the server has not is null on the article itself.
      return {
        ...ARTICLE,
        ...(neighbours.previous ? {} : { previousByAuthor: null }),
        ...(neighbours.next ? {} : { nextByAuthor: null }),
        ...article,
      };
    },
    User: () => ({
      handle: 'ada',
      name: 'Ada Lovelace',
      bio: 'I write about **engines**.',
    }),
    Tag: (context, generateId) => ({ id: `tag-${generateId()}`, name: 'engines' }),
    CommentConnection: () => ({ edges: [], pageInfo: { hasNextPage: false } }),
  };
}

async function openArticle(
  article: Partial<typeof ARTICLE> = {},
  neighbours?: { previous?: boolean; next?: boolean },
): Promise<HTMLElement> {
  const { environment } = renderRoute('/articles/the-mill');
  await resolveNext(environment, resolvers(article, neighbours));
  const heading = await screen.findByRole('heading', { level: 2, name: 'About the author' });
  return heading.closest('footer')!;
}

test('after the text: the tags, the author with their bio, and their previous and next articles', async () => {
  const end = await openArticle();
  const text = screen.getByText('The mill computes.');
  // After the last paragraph, before the comments.
  expect(text.compareDocumentPosition(end) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  const comments = screen.getByRole('region', { name: /comments/i });
  expect(end.compareDocumentPosition(comments) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  expect(within(end).getByRole('list', { name: 'Tags' })).toHaveTextContent('#engines');
  expect(within(end).getByRole('link', { name: '#engines' })).toHaveAttribute(
    'href',
    '/tags/engines',
  );
  const author = within(end).getByRole('region', { name: 'About the author' });
  expect(within(author).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
    'href',
    '/authors/ada',
  );
  expect((await within(author).findByText('engines')).tagName).toBe('STRONG');
  expect(
    within(author).getByRole('link', { name: 'All articles by Ada Lovelace' }),
  ).toHaveAttribute('href', '/authors/ada');

  const more = within(end).getByRole('navigation', { name: 'More by Ada Lovelace' });
  const links = within(more).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Previous articleThe Store', '/articles/the-store'],
    ['Next articleThe Printer', '/articles/the-printer'],
  ]);
  expect(links.map((link) => link.getAttribute('rel'))).toEqual(['prev', 'next']);
});

test.each([
  ['the first article', { previous: false, next: true }, ['Next articleThe Printer']],
  ['the latest article', { previous: true, next: false }, ['Previous articleThe Store']],
])('at %s only the other way is offered', async (_, neighbours, expected) => {
  const end = await openArticle({}, neighbours);
  const more = within(end).getByRole('navigation', { name: 'More by Ada Lovelace' });
  expect(
    within(more)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(expected);
});

test('an author with one article gets no empty "More by" navigation', async () => {
  const end = await openArticle({}, { previous: false, next: false });
  expect(within(end).queryByRole('navigation')).not.toBeInTheDocument();
});

test('an edit saved after publishing shows "Updated <date>"', async () => {
  const end = await openArticle({ editedAt: '2026-11-20T08:00:00.000Z' });
  expect(within(end).getByText(/^Updated/)).toHaveTextContent('Updated Nov 20, 2026');
});

test.each([
  // Edited while a draft, then published: nothing changed since readers first saw it.
  ['edited only before publishing', { editedAt: '2026-11-09T08:00:00.000Z' }],
  ['never edited', { editedAt: null }],
  // A draft shown to its author (published once, edited since) says it is not public instead.
  ['a draft again', { status: 'DRAFT', editedAt: '2026-11-20T08:00:00.000Z' }],
])('an article %s shows no "Updated"', async (_, article) => {
  const end = await openArticle(article);
  expect(within(end).queryByText(/Updated/)).not.toBeInTheDocument();
});

test.each([
  [0, 'Comments', true],
  [1, '1 comment', false],
  [2, '2 comments', false],
])('with %i comments the section is headed "%s", saying it once', async (count, name, empty) => {
  const { environment } = renderRoute('/articles/the-mill');
  await resolveNext(environment, {
    ...resolvers({ commentCount: count }),
    // The article's threads; none of them has replies.
    CommentConnection: (context) => ({
      edges: context.path?.includes('replies') ? [] : Array.from({ length: count }, () => ({})),
      pageInfo: { hasNextPage: false },
    }),
    Comment: (context, generateId) => ({
      id: `c-${generateId()}`,
      body: 'A comment.',
      displayBody: 'A comment.',
      deleted: false,
      hidden: false,
      held: false,
    }),
  });
  const section = await screen.findByRole('region', { name });
  if (empty) {
    expect(await within(section).findByText('No comments yet.')).toBeVisible();
    expect(within(section).queryByText(/0 comments/)).not.toBeInTheDocument();
  } else {
    expect(within(section).queryByText('No comments yet.')).not.toBeInTheDocument();
    expect(await within(section).findAllByText('A comment.')).toHaveLength(count);
  }
});
