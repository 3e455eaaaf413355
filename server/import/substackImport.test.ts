import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { redirectCandidates } from '../domain/redirectPaths';
import type { UserRow } from '../db/rows';
import { tempStore, type TestStore } from '../testing/testStore';
import { importedArticle } from './importedArticle';
import { ARCHIVE_LIMITS } from './archiveLimits';
import { importSubstack } from './substackImport';

// import:substack on the engine under test, from a hand-built Substack export
// (fixtures/substack/SOURCES.txt): posts.csv's rows with their HTML bodies as articles, drafts
// and paid posts as drafts, threads and pages skipped, /p/<slug> answering to the new article;
// the email list's opted-in addresses as confirmed subscribers and nobody else (an address
// Folio knows, unsubscribed or bounced, left as it is); a second import idle; a CSV past its
// bounds refused with nothing written.

const EXPORT = path.join(__dirname, 'fixtures', 'substack');
const NOW = '2026-11-27T12:00:00.000Z';
let t: TestStore;
let editor: UserRow;
let folder: string;

beforeAll(async () => {
  t = await tempStore();
  editor = await t.createUser('importer', 'EDITOR');
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-substack-'));
  // known@ subscribed once and unsubscribed (its row stays, its subscriptions went); mail to
  // bounced@ bounced.
  await t.sql(`INSERT INTO subscribers (email, created_at) VALUES (?, ?)`, 'known@example.com', 1);
  await t.sql(
    `INSERT INTO mail_suppressions (email, suppressed_at, reason) VALUES (?, ?, ?)`,
    'bounced@example.com',
    1,
    'bounce',
  );
});
afterAll(async () => {
  await t.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const run = (source: string, dryRun = false, limits = ARCHIVE_LIMITS) =>
  importSubstack(t.store, source, { importerId: editor.id, dryRun, now: NOW, limits });

const bySource = (id: string) => importedArticle(t, 'substack', id);

const subscriptions = () =>
  t.sql<{ email: string; target: string; confirmed_at: number }>(
    `SELECT s.email, x.target, x.confirmed_at FROM subscriptions x
     JOIN subscribers s ON s.id = x.subscriber_id ORDER BY s.email`,
  );

test('a dry run reports posts and subscribers and writes nothing', async () => {
  const marker = await t.store.changeMarker();
  const report = await run(EXPORT, true);
  expect(report.entries.map((e) => `${e.action} ${e.sourceId}: ${e.reason}`)).toEqual([
    'skipped 123403: a discussion thread, not a post',
    'skipped 123405: a page, not a post: Folio has articles only',
    'skipped 123407: posts/123407.lost-body.html is not in the archive',
    'skipped garbage: its post_id is not <number>.<slug>',
    'created 123401: null',
    'created 123402: null',
    'created 123404: null',
    'created 123406: null',
  ]);
  expect(report.subscribers).toBe(2);
  expect(report.redirects).toBe(2);
  expect(await t.store.changeMarker()).toBe(marker);
  expect(await subscriptions()).toEqual([]);
});

test('posts, their old paths and the opted-in subscribers', async () => {
  const report = await run(EXPORT);
  const plain = await bySource('123401');
  expect(plain).toMatchObject({
    title: 'Plain text, with "quotes"',
    summary: 'A subtitle\nover two lines',
    slug: 'plain-text',
    status: 'PUBLISHED',
    publishedAt: '2019-07-26T20:48:19.814Z',
  });
  expect(plain.body).toContain('Hello **readers**, καλημέρα and مرحبا.');
  expect(plain.body).toContain('```\nconst answer = 42;\nconsole.log(answer);\n```');
  expect(plain.body).toContain('| Plan | Price |');
  expect(plain.body).toContain('![A chart](https://substack-post-media.s3.amazonaws.com/');
  expect(plain.body).toContain('The source of the claim.');
  expect(plain.body).not.toMatch(/script|alert|Type your email/);
  const paid = await bySource('123406');
  const draft = await bySource('123404');
  expect([paid.status, draft.status, draft.publishedAt]).toEqual(['DRAFT', 'DRAFT', null]);
  expect((await bySource('123402')).status).toBe('PUBLISHED');
  const notes = report.notes.join('\n');
  expect(notes).toMatch(/123406: it was for only_paid readers only; imported as a draft/);
  expect(notes).toMatch(/123402: a podcast; its audio \(https:\/\/example.com\/my-audio/);

  const found = await t.store.redirects.redirectsByPaths(redirectCandidates('/p/plain-text', true));
  expect([...found.values()]).toEqual([plain.id]);
  const none = await t.store.redirects.redirectsByPaths(redirectCandidates('/p/draft-text', true));
  expect(none.size).toBe(0);

  expect(await subscriptions()).toEqual(
    [
      {
        email: 'reader@example.com',
        target: 'site',
        confirmed_at: Date.parse('2020-01-02T03:04:05Z'),
      },
      {
        email: 'upper@example.com',
        target: 'site',
        confirmed_at: Date.parse('2021-05-06T07:08:09Z'),
      },
    ].map((row) => ({ ...row, confirmed_at: expect.anything() as number })),
  );
  const confirmed = (await subscriptions()).map((row) => Number(row.confirmed_at));
  expect(confirmed).toEqual([
    Date.parse('2020-01-02T03:04:05Z'),
    Date.parse('2021-05-06T07:08:09Z'),
  ]);
  expect(notes).toMatch(
    /not imported as subscribers, no active subscription \(never confirmed, or unsubscribed\): 1 \(gone@example.com\)/,
  );
  expect(notes).toMatch(/not imported as subscribers, email disabled: 1 \(muted@example.com\)/);
  expect(notes).toMatch(/not imported as subscribers, not an email address: 1 \(not-an-email\)/);
  expect(notes).toMatch(/subscribers already known here .*: 2/);
});

test('a second import changes nothing, and subscribes no one again', async () => {
  // reader@ unsubscribes on Folio: importing the same file again must not subscribe them back.
  await t.sql(
    `DELETE FROM subscriptions WHERE subscriber_id IN
       (SELECT id FROM subscribers WHERE email = ?)`,
    'reader@example.com',
  );
  const marker = await t.store.changeMarker();
  const report = await run(EXPORT);
  expect(report.entries.filter((e) => e.action !== 'skipped')).toEqual([]);
  expect([report.redirects, report.subscribers]).toEqual([0, 0]);
  expect(await t.store.changeMarker()).toBe(marker);
  expect((await subscriptions()).map((row) => row.email)).toEqual(['upper@example.com']);
});

test('a CSV past its bounds, or no posts.csv at all, is refused with nothing written', async () => {
  const before = await t.count(`SELECT COUNT(*) FROM articles`);
  const copy = (name: string, csv: string) => {
    const dir = path.join(folder, name);
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'posts.csv'), csv);
    return dir;
  };
  const header = 'post_id,post_date,is_published,type,audience,title\n';
  const row = '123401.plain-text,2019-07-26T20:48:19.814Z,true,newsletter,everyone,';
  // A quoted field may hold line breaks: the record, not only the line, is bounded.
  const long = copy('long', `${header}${row}"${'many\n'.repeat(400)}"\n`);
  await expect(run(long, false, { ...ARCHIVE_LIMITS, maxLineBytes: 1000 })).rejects.toThrow(
    /^The archive was refused: posts.csv is not CSV Folio reads \(.*1000.*\)\. Nothing was imported\.$/,
  );
  const unclosed = copy('unclosed', `${header}${row}"never closed\n`);
  await expect(run(unclosed)).rejects.toThrow(/posts.csv is not CSV Folio reads/);
  const bare = fs.mkdtempSync(path.join(folder, 'bare-'));
  await expect(run(bare)).rejects.toThrow(/it has no posts.csv: is it a Substack export\?/);
  expect(await t.count(`SELECT COUNT(*) FROM articles`)).toBe(before);
});
