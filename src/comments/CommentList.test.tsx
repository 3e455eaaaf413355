import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { nextOperation, operationName, renderRoute, resolveNext } from '../../test/renderRoute';
import type { MockEnvironment } from '../../test/renderRoute';
import { GraphQLResponseError, NetworkError } from '../relay/errors';

const ARTICLE_ID = 'article-1';
const RULE = 'Comment must be 1 to 5,000 characters.';

/** A user's avatar as the server describes it; `hash` tells whose it is. */
const avatar = (hash: string) => ({
  id: `image-${hash}`,
  url: `/media/${hash}-256x256.png`,
  width: 256,
  height: 256,
  alt: '',
  placeholder: '#336699',
  variants: [{ url: `/media/${hash}-256.avif`, width: 256, format: 'AVIF' }],
});
const ADA_AVATAR = 'a'.repeat(32);
const GRACE_AVATAR = 'b'.repeat(32);

let commentNumber = 0;
/** Comment n is by Grace; comment 2 is the viewer's own, the only one they may delete. */
function articleResolvers(options: { signedIn?: boolean; deletable?: number[] } = {}) {
  const deletable = options.deletable ?? [2];
  return {
    Query: () => (options.signedIn === false ? { viewer: null } : {}),
    Article: () => ({
      id: ARTICLE_ID,
      slug: 'analytical-engine',
      title: 'The Analytical Engine',
      body: 'Intro text.',
      viewerCanEdit: false,
      commentCount: 3,
    }),
    User: (context: { path?: readonly string[] | null }) =>
      context.path?.[0] === 'viewer'
        ? { id: 'user-ada', handle: 'ada', name: 'Ada Lovelace', avatar: avatar(ADA_AVATAR) }
        : { id: 'user-grace', handle: 'grace', name: 'Grace Hopper', avatar: avatar(GRACE_AVATAR) },
    // Three threads, none with replies (the threads' own suite is the browser's).
    CommentConnection: (context: { path?: readonly string[] | null }) =>
      context.path?.includes('replies')
        ? { edges: [], pageInfo: { hasNextPage: false } }
        : { edges: [{}, {}, {}], pageInfo: { hasNextPage: false } },
    Comment: () => {
      commentNumber += 1;
      return {
        id: `comment-${commentNumber}`,
        body: `Comment **number ${commentNumber}**`,
        displayBody: `Comment **number ${commentNumber}**`,
        createdAt: '2026-11-22T12:00:00.000Z',
        editedAt: null,
        deleted: false,
        hidden: false,
        held: false,
        replyCount: 0,
        likeCount: 0,
        viewerHasLiked: false,
        replyingTo: null,
        previousBodies: null,
        viewerCanEdit: false,
        viewerCanDelete: deletable.includes(commentNumber),
      };
    },
  } as MockResolvers;
}

beforeEach(() => {
  commentNumber = 0;
});

async function openArticle(options?: Parameters<typeof articleResolvers>[0]) {
  const view = renderRoute('/articles/analytical-engine');
  await resolveNext(view.environment, articleResolvers(options));
  await screen.findByRole('heading', { level: 2, name: '3 comments' });
  // The composer is a chunk of its own; wait for it to arrive.
  if (options?.signedIn !== false) await screen.findByRole('textbox', { name: 'Your comment' });
  return view;
}

async function pendingMutation(environment: MockEnvironment, name: string) {
  const operation = await nextOperation(environment);
  expect(operationName(operation)).toBe(name);
  return operation;
}

function commentList() {
  const section = screen.getByRole('region', { name: /^\d+ comments?$/ });
  return within(within(section).getByRole('list'));
}

describe('the composer', () => {
  test('a signed-out reader is offered to sign in and come back to the article', async () => {
    await openArticle({ signedIn: false });
    const link = screen.getByRole('link', { name: 'Sign in to comment' });
    const url = new URL(link.getAttribute('href')!, 'http://folio.test');
    expect(url.pathname).toBe('/signin');
    expect(url.searchParams.get('redirect')).toBe('/articles/analytical-engine');
    expect(screen.queryByRole('textbox', { name: 'Your comment' })).not.toBeInTheDocument();
  });

  test('an empty or blank comment is refused before sending, with the rule', async () => {
    const { environment, user } = await openArticle();
    const textbox = screen.getByRole('textbox', { name: 'Your comment' });
    expect(textbox).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    expect(textbox).toHaveAttribute('aria-invalid', 'true');
    expect(textbox).toHaveAccessibleDescription(expect.stringContaining(RULE));
    expect(textbox).toHaveFocus();

    await user.type(textbox, '   ');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(screen.getByText(RULE)).toBeVisible();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await user.type(textbox, 'ok');
    expect(textbox).not.toHaveAttribute('aria-invalid');
  });

  test('a comment of invisible characters only, or with a control character, is refused as the server would', async () => {
    const { environment, user } = await openArticle();
    const textbox = screen.getByRole('textbox', { name: 'Your comment' });

    await user.type(textbox, '\u200b\u200b\u2060');
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    expect(textbox).toHaveAccessibleDescription(expect.stringContaining(RULE));

    await user.clear(textbox);
    await user.type(textbox, 'bell\u0007');
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    expect(textbox).toHaveAttribute('aria-invalid', 'true');
    expect(textbox).not.toHaveAccessibleDescription(expect.stringContaining(RULE));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  test('near the limit a count shows what is left, and over it the rule shows at once', async () => {
    const { user } = await openArticle();
    const textbox = screen.getByRole('textbox', { name: 'Your comment' });
    expect(screen.queryByText(/characters? left/)).not.toBeInTheDocument();

    fireEvent.change(textbox, { target: { value: 'x'.repeat(4_990) } });
    expect(screen.getByText('10 characters left')).toBeVisible();
    expect(textbox).toHaveAccessibleDescription(expect.stringContaining('10 characters left'));
    expect(screen.queryByText(RULE)).not.toBeInTheDocument();

    await user.type(textbox, 'x'.repeat(11));
    expect(screen.getByText('1 character over the limit')).toBeVisible();
    expect(screen.getByText(RULE)).toBeVisible();
    expect(textbox).toHaveAttribute('aria-invalid', 'true');
  });

  test('Preview shows the Markdown as it will be rendered', async () => {
    const { user } = await openArticle();
    await user.type(screen.getByRole('textbox', { name: 'Your comment' }), 'A **bold** claim');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
    const preview = screen.getByRole('tabpanel', { name: 'Preview' });
    expect(within(preview).getByText('bold').tagName).toBe('STRONG');
    expect(screen.queryByRole('textbox', { name: 'Your comment' })).not.toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Write' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Your comment' })).toHaveValue('A **bold** claim');
  });

  test("every comment shows its author's avatar; a pending one the viewer's at once", async () => {
    const { user } = await openArticle();
    const avatarOf = (item: HTMLElement) =>
      item.querySelector('.comment-meta picture img')?.getAttribute('src');
    const items = commentList().getAllByRole('article');
    expect(items.map(avatarOf)).toEqual(Array(3).fill(`/media/${GRACE_AVATAR}-256x256.png`));
    // Beside the name: decorative, so not read out a second time.
    expect(within(items[0]!).queryByRole('img')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    const pending = commentList().getAllByRole('article')[3]!;
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(avatarOf(pending)).toBe(`/media/${ADA_AVATAR}-256x256.png`);
  });

  test('a comment shows at once as pending, is sent, and the composer clears', async () => {
    const { environment, user } = await openArticle();
    const textbox = screen.getByRole('textbox', { name: 'Your comment' });
    await user.type(textbox, '  Hello *world*  ');
    await user.keyboard('{Control>}{Enter}{/Control}');

    const operation = await pendingMutation(environment, 'useAddCommentMutation');
    expect(operation.request.variables.input).toEqual({
      articleId: ARTICLE_ID,
      body: 'Hello *world*',
    });
    // Optimistic: at the end of the list, by the viewer, counted, marked as pending.
    const items = commentList().getAllByRole('article');
    expect(items).toHaveLength(4);
    const pending = items[3]!;
    expect(pending).toHaveAccessibleName('Comment by Ada Lovelace');
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(within(pending).getByText('world').tagName).toBe('EM');
    expect(within(pending).getByText('Sending…')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '4 comments' })).toBeVisible();
    // Busy while sending; the text stays until the server has kept it.
    const send = screen.getByRole('button', { name: 'Sending…' });
    expect(send).toHaveAttribute('aria-busy', 'true');
    expect(textbox).toHaveValue('  Hello *world*  ');

    await act(async () => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          AddCommentPayload: () => ({ userErrors: [], listedUnder: null }),
          Article: () => ({ id: ARTICLE_ID, commentCount: 4 }),
          User: () => ({ id: 'user-ada', handle: 'ada', name: 'Ada Lovelace' }),
          CommentConnection: () => ({ edges: [], pageInfo: { hasNextPage: false } }),
          Comment: () => ({
            id: 'comment-new',
            body: 'Hello *world*',
            displayBody: 'Hello *world*',
            createdAt: '2026-11-23T09:00:00.000Z',
            deleted: false,
            replyingTo: null,
            previousBodies: null,
            viewerCanDelete: true,
          }),
        }),
      );
    });

    expect(textbox).toHaveValue('');
    const saved = commentList().getAllByRole('article')[3]!;
    expect(saved).not.toHaveAttribute('aria-busy');
    expect(within(saved).getByText('Nov 23, 2026')).toBeVisible();
    expect(within(saved).getByRole('button', { name: 'Delete' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '4 comments' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send comment' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('status')).toHaveTextContent('Your comment was added.');
  });

  test('a comment the server refuses is taken back; the text stays with the reason', async () => {
    const { environment, user } = await openArticle();
    const textbox = screen.getByRole('textbox', { name: 'Your comment' });
    await user.type(textbox, 'Too long, says the server');
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    const operation = await pendingMutation(environment, 'useAddCommentMutation');
    expect(commentList().getAllByRole('article')).toHaveLength(4);

    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          addComment: {
            commentEdge: null,
            listedUnder: null,
            article: { id: ARTICLE_ID, commentCount: 3 },
            userErrors: [{ message: RULE }],
          },
        },
      });
    });

    expect(screen.getByRole('alert')).toHaveTextContent(`Your comment was not sent. ${RULE}`);
    expect(commentList().getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 2, name: '3 comments' })).toBeVisible();
    expect(textbox).toHaveValue('Too long, says the server');
  });

  test('when the server cannot be reached the comment is rolled back and the text kept', async () => {
    const { environment, user } = await openArticle();
    const textbox = screen.getByRole('textbox', { name: 'Your comment' });
    await user.type(textbox, 'Offline thoughts');
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    await pendingMutation(environment, 'useAddCommentMutation');
    expect(screen.getByRole('heading', { level: 2, name: '4 comments' })).toBeVisible();

    await act(async () => {
      environment.mock.rejectMostRecentOperation(
        new NetworkError('Failed to fetch', { cause: new TypeError('Failed to fetch') }),
      );
    });

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your comment was not sent. Folio cannot reach the server.',
    );
    expect(commentList().queryByText('Offline thoughts')).not.toBeInTheDocument();
    expect(commentList().getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 2, name: '3 comments' })).toBeVisible();
    expect(textbox).toHaveValue('Offline thoughts');
    expect(screen.getByRole('button', { name: 'Send comment' })).not.toHaveAttribute('aria-busy');

    // Editing the text clears the stale message.
    await user.type(textbox, '!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a GraphQL refusal is put in plain words', async () => {
    const { environment, user } = await openArticle();
    await user.type(screen.getByRole('textbox', { name: 'Your comment' }), 'After expiry');
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    await pendingMutation(environment, 'useAddCommentMutation');
    await act(async () => {
      environment.mock.rejectMostRecentOperation(
        new GraphQLResponseError([
          { message: 'You must be signed in to do this.', extensions: { code: 'UNAUTHENTICATED' } },
        ]),
      );
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your comment was not sent. You are signed out. Sign in again, then try once more.',
    );
    expect(screen.getByRole('textbox', { name: 'Your comment' })).toHaveValue('After expiry');
    expect(commentList().getAllByRole('article')).toHaveLength(3);
  });
});

describe('deleting a comment', () => {
  test('only comments the viewer may delete offer Delete', async () => {
    await openArticle({ deletable: [2] });
    const [first, second, third] = commentList().getAllByRole('article');
    expect(within(first!).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Delete' })).toBeVisible();
    expect(within(third!).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  test('Delete asks first; Cancel or Escape keeps the comment and returns focus', async () => {
    const { environment, user } = await openArticle();
    const comment = commentList().getAllByRole('article')[1]!;
    await user.click(within(comment).getByRole('button', { name: 'Delete' }));
    const confirm = within(comment).getByRole('group', { name: 'Delete this comment?' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(within(comment).queryByRole('group')).not.toBeInTheDocument();
    expect(within(comment).getByRole('button', { name: 'Delete' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(within(comment).getByRole('group', { name: 'Delete this comment?' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(within(comment).getByRole('button', { name: 'Delete' })).toHaveFocus();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  test('a confirmed delete removes the comment at once and focuses the next one', async () => {
    const { environment, user } = await openArticle();
    const comment = commentList().getAllByRole('article')[1]!;
    await user.click(within(comment).getByRole('button', { name: 'Delete' }));
    await user.click(within(comment).getByRole('button', { name: 'Yes, delete' }));

    const operation = await pendingMutation(environment, 'useDeleteCommentMutation');
    expect(operation.request.variables.input).toEqual({ id: 'comment-2' });
    expect(commentList().queryByText('number 2')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '2 comments' })).toBeVisible();
    const remaining = commentList().getAllByRole('article');
    expect(remaining).toHaveLength(2);
    expect(remaining[1]).toHaveFocus();
    expect(within(remaining[1]!).getByText('number 3')).toBeVisible();

    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          deleteComment: {
            deletedCommentId: 'comment-2',
            comment: null,
            listedUnder: null,
            article: { id: ARTICLE_ID, commentCount: 2 },
            userErrors: [],
          },
        },
      });
    });
    expect(commentList().getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: '2 comments' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('deleting the last comment focuses the list heading', async () => {
    const { environment, user } = await openArticle({ deletable: [3] });
    const comment = commentList().getAllByRole('article')[2]!;
    await user.click(within(comment).getByRole('button', { name: 'Delete' }));
    await user.click(within(comment).getByRole('button', { name: 'Yes, delete' }));
    await pendingMutation(environment, 'useDeleteCommentMutation');
    expect(screen.getByRole('heading', { level: 2, name: '2 comments' })).toHaveFocus();
  });

  test('a refused delete brings the comment back and says why', async () => {
    const { environment, user } = await openArticle();
    const comment = commentList().getAllByRole('article')[1]!;
    await user.click(within(comment).getByRole('button', { name: 'Delete' }));
    await user.click(within(comment).getByRole('button', { name: 'Yes, delete' }));
    await pendingMutation(environment, 'useDeleteCommentMutation');
    expect(commentList().getAllByRole('article')).toHaveLength(2);

    await act(async () => {
      environment.mock.rejectMostRecentOperation(
        new GraphQLResponseError([
          { message: 'You are not allowed to do this.', extensions: { code: 'FORBIDDEN' } },
        ]),
      );
    });

    await waitFor(() => expect(commentList().getAllByRole('article')).toHaveLength(3));
    expect(commentList().getByText('number 2')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '3 comments' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The comment was not deleted. You are not allowed to do this.',
    );
  });
});

describe('mentions', () => {
  test('a mention the server linked leads to the author page; other handles stay text', async () => {
    const resolvers = articleResolvers();
    const comment = resolvers.Comment as (...args: unknown[]) => object;
    const view = renderRoute('/articles/analytical-engine');
    await resolveNext(view.environment, {
      ...resolvers,
      Comment: (...args: unknown[]) => ({
        ...comment(...args),
        body: 'Thanks @grace and @nobody_here',
        displayBody: 'Thanks [@grace](/authors/grace) and @nobody_here',
      }),
    });
    await screen.findByRole('heading', { level: 2, name: '3 comments' });
    const first = within(commentList().getAllByRole('article')[0]!);
    const link = await first.findByRole('link', { name: '@grace' });
    expect(link).toHaveAttribute('href', '/authors/grace');
    expect(first.queryByRole('link', { name: '@nobody_here' })).toBeNull();
    expect(first.getByText(/and @nobody_here/)).toBeVisible();

    await view.user.click(link);
    await waitFor(() => expect(view.history.location.pathname).toBe('/authors/grace'));
  });
});
