// The pre-publish check through the editor route: what it finds, what it asks the server, the
// link card, and that publishing waits for the writer's word.
import { screen, within } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { nextOperation, operationName, renderRoute, resolveNext } from '../../test/renderRoute';
import { chooseAction } from './editorBarTesting';

const stored = {
  id: 'article-1',
  slug: 'analytical-engine',
  title: 'The Analytical Engine',
  summary: '',
  body: [
    '## Design',
    '',
    '![](/media/0123456789abcdef0123456789abcdef-960x640.jpg)',
    '',
    '#### Too deep',
    '',
    'See [the mill](/articles/the-mill) and [gone](/articles/no-such-article).',
    '',
    '![The store, drawn by Babbage](/media/fedcba9876543210fedcba9876543210-960x640.jpg)',
  ].join('\n'),
  status: 'DRAFT',
  revision: 3,
  updatedAt: '2026-11-21T12:00:00.000Z',
  publishedAt: null,
  viewerCanEdit: true,
  viewerCanPublish: true,
  viewerCanSubmit: false,
  reviewNote: null,
  pendingRevision: null,
  scheduledAt: null,
  cover: null,
};

const resolvers: MockResolvers = {
  Article: () => stored,
  Tag: () => ({ id: 'tag-engines', name: 'engines' }),
  User: () => ({ id: 'user-ada', handle: 'ada', name: 'Ada Lovelace' }),
};

test('Publish asks first: the checklist names what to look at, the server says which links lead nowhere', async () => {
  const { environment, user } = renderRoute('/articles/analytical-engine/edit');
  await resolveNext(environment, resolvers);
  await screen.findByRole('form', { name: 'Edit article' });

  await chooseAction(user, 'Publish');
  const check = await screen.findByRole('dialog', { name: 'Before you publish' });
  // Nothing is published until the writer says so.
  const links = await nextOperation(environment);
  expect(operationName(links)).toBe('ArticleLinksCheckQuery');
  expect(links.request.variables).toEqual({
    paths: ['/articles/the-mill', '/articles/no-such-article'],
  });
  const list = within(check).getByRole('heading', { name: 'Checklist' }).parentElement!;
  expect(list).toHaveTextContent('To look at: No summary');
  expect(list).toHaveTextContent(
    'To look at: Images without a description (alt text), for readers who cannot see them:Image 1 (0123456789abcdef0123456789abcdef-960x640.jpg)',
  );
  expect(list).not.toHaveTextContent('Image 2');
  expect(list).toHaveTextContent('“Too deep” is a level-4 heading after a level-2 one');
  await resolveNext(environment, {
    Query: () => ({ unknownArticleLinks: ['/articles/no-such-article'] }),
  });
  expect(
    await within(check).findByText('Links to Folio articles that do not exist:'),
  ).toBeVisible();
  expect(within(check).getByText('/articles/no-such-article')).toBeVisible();
  expect(within(check).queryByText('/articles/the-mill')).not.toBeInTheDocument();

  // The link card: the title, and with no summary the opening words, as the page's head says.
  const card = within(check).getByRole('heading', {
    name: 'How a shared link will look',
  }).parentElement!;
  expect(card).toHaveTextContent('The Analytical Engine');
  expect(card).toHaveTextContent('Design');
  expect(card).toHaveTextContent('Without a cover, a shared link shows no picture.');

  await user.click(within(check).getByRole('button', { name: 'Keep editing' }));
  expect(screen.queryByRole('dialog', { name: 'Before you publish' })).not.toBeInTheDocument();
  expect(environment.mock.getAllOperations()).toEqual([]);

  await chooseAction(user, 'Publish');
  const again = await screen.findByRole('dialog', { name: 'Before you publish' });
  await user.click(within(again).getByRole('button', { name: 'Publish' }));
  const operations = environment.mock.getAllOperations().map(operationName);
  expect(operations).toContain('useArticleStatusPublishMutation');
});
