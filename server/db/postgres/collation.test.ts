import { Client as PgClient } from 'pg';
import { startTempPostgres, type TempPostgres } from '../../testing/postgres';
import { openPostgresStore, type PostgresStore } from './store';

// Lists "by name" sort as SQLite sorts them, by code point, whatever collation the deployer's
// database was created with. The test cluster is C.UTF-8, where the two agree by luck; a
// database made under a language locale (glibc's en_US.UTF-8, a common default) skips
// punctuation when it compares, so `a-c` would come after `ab`. ICU's en-US with punctuation
// shifted compares the same way and needs no locale installed on the machine.

let cluster: TempPostgres;
let store: PostgresStore;

beforeAll(async () => {
  cluster = await startTempPostgres();
  const admin = new PgClient({ connectionString: cluster.url });
  await admin.connect();
  try {
    await admin.query(
      `CREATE DATABASE folio_en TEMPLATE template0 ENCODING 'UTF8'
       LOCALE_PROVIDER icu ICU_LOCALE 'en-US-u-ka-shifted' LOCALE 'C.UTF-8'`,
    );
  } finally {
    await admin.end();
  }
  store = await openPostgresStore(cluster.url.replace(/\/[^/]*$/, '/folio_en'), { seed: 'none' });
}, 120_000);
afterAll(async () => {
  await store?.close();
  await cluster?.stop();
});

const codePointOrder = (names: string[]) => [...names].sort();

test('tags and sitemap authors come in code-point order, as on SQLite', async () => {
  const at = '2026-01-01T00:00:00.000Z';
  const handles = ['a_c', 'ab', 'a0c'];
  const tags = ['a-c', 'ab', 'a0', 'a-b-c'];
  for (const [i, handle] of handles.entries()) {
    const user = await store.users.insertUser({
      handle,
      name: handle,
      role: 'AUTHOR',
      passwordHash: 'x',
      createdAt: at,
    });
    await store.articles.insertArticle({
      authorId: user!.id,
      title: `By ${handle}`,
      summary: '',
      body: 'Text.',
      tags: i === 0 ? tags : [],
      status: 'PUBLISHED',
      createdAt: at,
      publishedAt: at,
    });
  }
  // The database does collate differently: otherwise this test proves nothing.
  const [{ names }] = (await store.db.rows({
    text: `SELECT array_agg(name ORDER BY name) AS names FROM tags`,
    values: [],
  })) as [{ names: string[] }];
  expect(names).not.toEqual(codePointOrder(tags));

  const listed = (await store.tags.tagsWithPublishedArticles(1000)).map((tag) => tag.name);
  expect(listed).toEqual(codePointOrder(tags));
  const sitemap = await store.feeds.sitemapPages();
  expect(sitemap.tags.map((tag) => tag.name)).toEqual(codePointOrder(tags));
  expect(sitemap.authors.map((author) => author.handle)).toEqual(codePointOrder(handles));
});
