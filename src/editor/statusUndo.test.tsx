import { act, screen, within } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { nextOperation, operationName, renderRoute, resolveNext } from '../../test/renderRoute';
import { chooseAction, publishFromBar } from './editorBarTesting';
import { AUTOSAVE_TIMING } from './editorState';

// Archive and unpublish offer Undo in a toast; Undo goes back through the
// ordinary status mutations, each step from the article the last returned.

const published = {
  id: 'article-1',
  slug: 'analytical-engine',
  title: 'The Analytical Engine',
  summary: '',
  body: 'Mill and store.',
  status: 'PUBLISHED',
  revision: 3,
  updatedAt: '2026-11-21T12:00:00.000Z',
  publishedAt: '2026-11-01T00:00:00.000Z',
  viewerCanEdit: true,
  // Nothing autosaved aside, nothing scheduled (the generator would invent both).
  pendingRevision: null,
  scheduledAt: null,
};

function answer(article: Record<string, unknown>): MockResolvers {
  return {
    Article: () => ({ ...published, ...article }),
    Tag: () => ({ id: 'tag-engines', name: 'engines' }),
    User: () => ({ id: 'user-ada', handle: 'ada', name: 'Ada Lovelace' }),
    PublishArticlePayload: () => ({ userErrors: [] }),
    UnpublishArticlePayload: () => ({ userErrors: [] }),
    ArchiveArticlePayload: () => ({ userErrors: [] }),
  };
}

async function openEditor() {
  const view = renderRoute('/articles/analytical-engine/edit');
  await resolveNext(view.environment, answer({}));
  await screen.findByRole('form', { name: 'Edit article' });
  return view;
}

const statusLine = () => screen.getByRole('status');

// These tests drive explicit saves: no autosave may slip in between their steps (autosave.test.tsx
// covers it).
beforeAll(() => {
  AUTOSAVE_TIMING.delayMs = 10 * 60_000;
});

test('archiving a published article offers Undo, which restores it to published', async () => {
  const { environment, user } = await openEditor();
  await chooseAction(user, 'Archive');
  await resolveNext(environment, answer({ status: 'ARCHIVED', revision: 4 }));
  const toast = (await screen.findByText('Archived.')).closest('.toast') as HTMLElement;
  expect(toast.parentElement).toHaveAttribute('aria-live', 'polite');

  // Reached by keyboard: Undo is a button in the page's tab order.
  act(() => within(toast).getByRole('button', { name: 'Undo' }).focus());
  await user.keyboard('{Enter}');
  const unpublish = await nextOperation(environment);
  expect(operationName(unpublish)).toBe('useArticleStatusUnpublishMutation');
  expect(unpublish.request.variables).toEqual({ input: { id: 'article-1' } });
  await resolveNext(environment, answer({ status: 'DRAFT', revision: 5 }));
  const publish = await nextOperation(environment);
  expect(operationName(publish)).toBe('useArticleStatusPublishMutation');
  await resolveNext(environment, answer({ status: 'PUBLISHED', revision: 6 }));

  expect(await screen.findByText('The article is published.')).toBeVisible();
  expect(statusLine()).toHaveTextContent('Published');
  expect(statusLine()).toHaveTextContent('Revision 6');
  expect(screen.queryByText('Archived.')).not.toBeInTheDocument();
  expect(environment.mock.getAllOperations()).toHaveLength(0);
});

test('unpublishing offers Undo, which publishes again; Dismiss closes the toast', async () => {
  const { environment, user } = await openEditor();
  await chooseAction(user, 'Unpublish');
  await resolveNext(environment, answer({ status: 'DRAFT', revision: 4 }));
  expect(await screen.findByText('Unpublished: readers no longer see it.')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();

  await publishFromBar(user);
  await resolveNext(environment, answer({ status: 'PUBLISHED', revision: 5 }));
  await chooseAction(user, 'Unpublish');
  await resolveNext(environment, answer({ status: 'DRAFT', revision: 6 }));
  await user.click(await screen.findByRole('button', { name: 'Undo' }));
  const publish = await nextOperation(environment);
  expect(operationName(publish)).toBe('useArticleStatusPublishMutation');
  await resolveNext(environment, answer({ status: 'PUBLISHED', revision: 7 }));
  expect(await screen.findByText('The article is published.')).toBeVisible();
  expect(statusLine()).toHaveTextContent('Revision 7');
});
