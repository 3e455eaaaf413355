import type { Client } from '../../testing/harness';
import { signedIn } from '../../testing/harness';
import { storeArticle } from '../../testing/fixtures';
import { tempStore, type TestStore } from '../../testing/testStore';
import { idOfType, toGlobalId } from '../ids';

// Mentions as links (issue 29 item 4) on either engine: a comment's `@handle` links to the author
// page when it named an account as the comment was written or last edited; any other handle, and
// one in code, HTML or a link, stays text. The body itself is kept as the writer typed it.

let t: TestStore;
let ada: Client;
let articleId: string;

beforeAll(async () => {
  t = await tempStore();
  await t.createUser('ada', 'READER');
  const grace = await t.createUser('grace');
  await t.createUser('edith', 'EDITOR');
  ada = await signedIn(t.store, 'ada');
  const article = await storeArticle(t.store, grace.id, 'Talk', { status: 'PUBLISHED' });
  articleId = toGlobalId(t.store, 'Article', article.id);
});
afterAll(() => t.close());

async function comment(body: string): Promise<string> {
  const data = await ada.data<{ addComment: { comment: { id: string } } }>(
    `mutation ($input: AddCommentInput!) { addComment(input: $input) { comment { id } } }`,
    { input: { articleId, body } },
  );
  return data.addComment.comment.id;
}

async function shown(id: string): Promise<{ body: string; displayBody: string }> {
  const data = await ada.data<{ node: { body: string; displayBody: string } }>(
    `query ($id: ID!) { node(id: $id) { ... on Comment { body displayBody } } }`,
    { id },
  );
  return data.node;
}

test('a mention of an account links to its author page; unknown handles, code, tag attributes and links stay text', async () => {
  const body = [
    'Thanks @Grace, and @nobody_here.',
    '',
    'Not `@edith` nor [@edith](https://example.com) nor <b title="@edith">@edith</b> nor !@edith.',
    '',
    '> Quoting @edith',
    '',
    '- a list for @grace',
  ].join('\n');
  const id = await comment(body);
  expect(await shown(id)).toEqual({
    body,
    displayBody: [
      'Thanks [@Grace](/authors/grace), and @nobody_here.',
      '',
      // Inside an inline tag the text is still text: marked formats it, so it links there.
      'Not `@edith` nor [@edith](https://example.com) nor <b title="@edith">[@edith](/authors/edith)</b> nor !@edith.',
      '',
      '> Quoting [@edith](/authors/edith)',
      '',
      '- a list for [@grace](/authors/grace)',
    ].join('\n'),
  });
});

test('the accounts are those named when the comment was written: a later account is not linked', async () => {
  const id = await comment('Where is @latecomer?');
  await t.createUser('latecomer', 'READER');
  expect((await shown(id)).displayBody).toBe('Where is @latecomer?');
});

test('an edit links the mentions it adds and unlinks those it drops; a deleted comment keeps none', async () => {
  const id = await comment('Hello @grace');
  await ada.data(
    `mutation ($id: ID!) { editComment(input: { id: $id, body: "Hello @edith" }) { comment { id } } }`,
    { id },
  );
  expect((await shown(id)).displayBody).toBe('Hello [@edith](/authors/edith)');
  const rowId = idOfType(t.store, id, 'Comment');
  expect(await t.sql('SELECT * FROM comment_mentions WHERE comment_id = ?', rowId)).toHaveLength(1);
  await ada.data(`mutation ($id: ID!) { deleteComment(input: { id: $id }) { deletedCommentId } }`, {
    id,
  });
  expect(await t.sql('SELECT * FROM comment_mentions WHERE comment_id = ?', rowId)).toEqual([]);
});
