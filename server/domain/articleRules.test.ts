// The article rules (server/domain/) through the Store, as the resolvers and the scheduler call
// it: the `server` project runs this file on SQLite and `server-postgres` on PostgreSQL, and
// neither engine holds a line of these rules, so each rule here is in force on both by being
// written once.
import type { ArticleChanges } from '../db/articleStores';
import { LIMITS } from '../../schema/rules';
import type { ArticleRow } from '../db/rows';
import { searchTerms } from '../db/searchTokens';
import { createStoreUser, tempStore, type TestStore } from '../testing/testStore';

let t: TestStore;
let authorId: number;
beforeAll(async () => {
  t = await tempStore();
  authorId = (await createStoreUser(t.store, 'ada')).id;
});
afterAll(() => t.close());

const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 8, minute)).toISOString();

async function stored(id: number): Promise<ArticleRow> {
  const [row] = await t.store.articles.articlesByIds([id]);
  return row!;
}

function draft(title: string, body = 'A first line.'): Promise<ArticleRow> {
  return t.store.articles.insertArticle({
    authorId,
    title,
    summary: '',
    body,
    tags: [],
    createdAt: at(0),
  });
}

async function save(
  id: number,
  changes: ArticleChanges,
  minute: number,
  autosave = false,
): Promise<ArticleRow> {
  const { revision } = await stored(id);
  const result = await t.store.articles.updateArticle(id, revision, changes, at(minute), {
    by: authorId,
    autosave,
  });
  if (!result.ok) throw new Error('conflict');
  return result.article;
}

const publish = (id: number, minute: number) =>
  t.store.articles.setArticleStatus(id, 'PUBLISHED', at(minute));

async function found(word: string): Promise<number> {
  return (await t.store.search.searchCount(searchTerms(word))).totalCount;
}

test('a draft’s slug follows its title until the first publish, then stays; a taken one gets -2', async () => {
  const article = await draft('Tidal charts');
  expect(article.slug).toMatch(/^tidal-charts--[0-9a-f]{8}$/);
  expect((await save(article.id, { title: 'Tide tables' }, 1)).slug).toMatch(/^tide-tables--/);
  expect((await publish(article.id, 2)).slug).toBe('tide-tables');
  expect((await save(article.id, { title: 'Tide tables, revised' }, 3)).slug).toBe('tide-tables');

  const second = await draft('Tide tables');
  expect((await publish(second.id, 4)).slug).toBe('tide-tables-2');
});

test('saving an archived article makes it a draft again; an autosave leaves it archived', async () => {
  const { id } = await draft('Old notes');
  await publish(id, 1);
  await t.store.articles.setArticleStatus(id, 'ARCHIVED', at(2));
  expect((await save(id, { body: 'Typing…' }, 3, true)).status).toBe('ARCHIVED');
  expect((await save(id, { body: 'Done.' }, 4)).status).toBe('DRAFT');
});

test('an autosave of a published article waits as its pending revision; readers and search keep the published text', async () => {
  const { id } = await draft('Harbour log', 'The ferry runs hourly.');
  await publish(id, 1);
  const pending = await save(id, { body: 'The ferry runs at dawn, a zeppelin at noon.' }, 2, true);
  expect(pending.body).toBe('The ferry runs hourly.');
  expect(pending.pendingRevision).toBe(pending.revision);
  const copy = await t.store.revisions.revisionByNumber(id, pending.revision);
  expect(copy?.body).toBe('The ferry runs at dawn, a zeppelin at noon.');
  expect(await found('zeppelin')).toBe(0);

  const saved = await save(id, {}, 3);
  expect(saved.body).toBe('The ferry runs at dawn, a zeppelin at noon.');
  expect(saved.pendingRevision).toBeNull();
  expect(await found('zeppelin')).toBe(1);
});

test('reading time follows the body', async () => {
  const { id, readingMinutes } = await draft('Short', 'word');
  expect(readingMinutes).toBe(1);
  const long = 'word '.repeat(LIMITS.wordsPerMinute * 3 + 1);
  expect((await save(id, { body: long }, 1)).readingMinutes).toBe(4);
});

test('sending a published article to review makes its pending edits its text, out of search', async () => {
  const { id } = await draft('Lighthouse keeper', 'A quiet gannet.');
  await publish(id, 1);
  await save(id, { body: 'A loud kittiwake.', tags: ['birds'] }, 2, true);
  expect(await found('gannet')).toBe(1);

  const inReview = await t.store.articles.setArticleStatus(id, 'IN_REVIEW', at(3), 'Check it');
  expect(inReview).toMatchObject({
    status: 'IN_REVIEW',
    body: 'A loud kittiwake.',
    pendingRevision: null,
    reviewNote: 'Check it',
  });
  const tags = (await t.store.tags.tagsByArticleIds([id])).get(id)?.map((tag) => tag.name);
  expect(tags).toEqual(['birds']);
  expect(await found('gannet')).toBe(0);
  expect(await found('kittiwake')).toBe(0);
});

test('a due schedule publishes a draft with a body and clears the schedule of a blank one; only drafts are scheduled', async () => {
  const ready = await draft('Morning tide', 'High water at six.');
  const blank = await draft('Evening tide', '   ');
  await t.store.schedule.setSchedule(ready.id, at(5));
  await t.store.schedule.setSchedule(blank.id, at(5));
  expect(await t.store.schedule.publishIfDue(ready.id, at(4))).toBe(false);

  expect(await t.store.schedule.publishIfDue(ready.id, at(5))).toBe(true);
  expect(await stored(ready.id)).toMatchObject({
    status: 'PUBLISHED',
    slug: 'morning-tide',
    publishedAt: at(5),
    scheduledAt: null,
  });
  expect(await t.store.schedule.publishIfDue(blank.id, at(5))).toBe(false);
  expect(await stored(blank.id)).toMatchObject({ status: 'DRAFT', scheduledAt: null });
  // A schedule is set on a draft only.
  expect(await t.store.schedule.setSchedule(ready.id, at(9))).toBe(false);
  expect((await stored(ready.id)).scheduledAt).toBeNull();
});
