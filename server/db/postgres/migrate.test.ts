import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { startTempPostgres, type TempPostgres } from '../../testing/postgres';
import { migratePostgres } from './migrate';
import { readMigrations } from '../migrationFiles';
import { createPool, poolSettingsFromEnv } from './pool';

let cluster: TempPostgres;
let first: pg.Pool;
let second: pg.Pool;

beforeAll(async () => {
  cluster = await startTempPostgres();
  // Two pools: two server processes starting at once against one new database.
  first = createPool(cluster.url, { size: 2, statementTimeoutMs: 10_000 });
  second = createPool(cluster.url, { size: 2, statementTimeoutMs: 10_000 });
});
afterAll(async () => {
  await first.end();
  await second.end();
  await cluster.stop();
});

test('two processes migrating a new database at once take turns: one applies, one finds it done', async () => {
  const files = fs
    .readdirSync(path.join(__dirname, 'migrations'))
    .filter((name) => name.endsWith('.sql'))
    .sort();
  expect(files[0]).toBe('001_initial.sql');
  const results = await Promise.all([migratePostgres(first), migratePostgres(second)]);
  const applied = results.map((r) => r.applied);
  expect(applied).toContainEqual(files);
  expect(applied).toContainEqual([]);
  const { rows } = await first.query(
    'SELECT version, name FROM schema_migrations ORDER BY version',
  );
  // A file's number is its version (numbers may be taken by work not merged yet: no gaps assumed).
  const version = (name: string) => Number(name.slice(0, 3));
  expect(rows).toEqual(files.map((name) => ({ version: version(name), name })));
  // Run again later (a release step after start-up): nothing to do, the version is known.
  expect(await migratePostgres(second)).toEqual({
    previousVersion: version(files[files.length - 1]!),
    applied: [],
  });
});

test('the database gets its own 16-byte node-id key', async () => {
  const { rows } = await first.query<{ value: Buffer }>(
    `SELECT value FROM secrets WHERE name = 'node_id_key'`,
  );
  expect(rows[0]!.value).toBeInstanceOf(Buffer);
  expect(rows[0]!.value).toHaveLength(16);
});

test('times read back as JavaScript writes them, and bigint ids as numbers', async () => {
  const at = '2026-03-01T09:05:07.042Z';
  const { rows } = await first.query(
    `INSERT INTO users (handle, name, password_hash, created_at) VALUES ('ada', 'Ada', 'x', $1)
     RETURNING id, folio_iso(created_at) AS "createdAt"`,
    [at],
  );
  expect(rows).toEqual([{ id: 1, createdAt: at }]);
  await expect(
    first.query(
      `INSERT INTO users (handle, name, password_hash, created_at) VALUES ('ADA', 'A', 'x', now())`,
    ),
  ).rejects.toMatchObject({ code: '23505' });
});

test('the search document folds diacritics and case, splits at punctuation, weighs the title', async () => {
  await first.query(
    `INSERT INTO articles (slug, title, body, status, author_id, created_at, updated_at)
     VALUES ('cafe', 'Café Culture', '', 'PUBLISHED', 1, now(), now())`,
  );
  await first.query(
    `INSERT INTO article_search (article_id, title, body, body_symbols)
     VALUES (1, 'Café Culture', 'Espresso in node.js, well-known <b>bold</b>', '{node.js}')`,
  );
  const { rows } = await first.query<{ document: string }>(
    'SELECT document::text FROM article_search',
  );
  expect(rows[0]!.document).toBe(
    `'b':9B,11B 'bold':10B 'cafe':1A 'culture':2A 'espresso':3B 'in':4B 'js':6B 'known':8B ` +
      `'node':5B 'node.js' 'well':7B`,
  );
});

test('every write moves the change marker, visible once committed', async () => {
  const read = async () =>
    (await second.query<{ n: number }>('SELECT n FROM store_changes')).rows[0]!.n;
  const before = await read();
  const client = await first.connect();
  try {
    await client.query('BEGIN');
    await client.query(`UPDATE users SET bio = 'hi' WHERE id = 1`);
    expect(await read()).toBe(before);
    await client.query('COMMIT');
  } finally {
    client.release();
  }
  expect(await read()).toBeGreaterThan(before);
});

test('a statement that outruns the timeout is cancelled by the server', async () => {
  const quick = createPool(cluster.url, { size: 1, statementTimeoutMs: 200 });
  try {
    await expect(quick.query('SELECT pg_sleep(2)')).rejects.toMatchObject({ code: '57014' });
    // The connection is still good for the next statement.
    expect((await quick.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  } finally {
    await quick.end();
  }
});

test('the pool settings come from the environment, and a bad one is refused in words', () => {
  expect(poolSettingsFromEnv({})).toEqual({
    size: 8,
    statementTimeoutMs: 10_000,
    prepared: true,
  });
  expect(
    poolSettingsFromEnv({
      FOLIO_PG_POOL_SIZE: '3',
      FOLIO_PG_STATEMENT_TIMEOUT_MS: '2500',
      FOLIO_PG_PREPARED: '0',
    }),
  ).toEqual({ size: 3, statementTimeoutMs: 2500, prepared: false });
  expect(() => poolSettingsFromEnv({ FOLIO_PG_PREPARED: 'no' })).toThrow(
    'FOLIO_PG_PREPARED must be 0 or 1, not "no".',
  );
  expect(() => poolSettingsFromEnv({ FOLIO_PG_POOL_SIZE: '0' })).toThrow(
    'FOLIO_PG_POOL_SIZE must be a whole number from 1 to 1000, not "0".',
  );
  expect(() => poolSettingsFromEnv({ FOLIO_PG_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(
    /FOLIO_PG_STATEMENT_TIMEOUT_MS must be a whole number/,
  );
});

test('migration 006 keeps existing AUTHOR and EDITOR accounts and article states; new roles fit', async () => {
  const admin = createPool(cluster.url, { size: 1, statementTimeoutMs: 10_000 });
  await admin.query('CREATE DATABASE roles_before');
  await admin.end();
  const pool = createPool(cluster.url.replace(/\/[^/]+$/, '/roles_before'), {
    size: 1,
    statementTimeoutMs: 10_000,
  });
  try {
    // The database as a site had it before roles: migrations up to 005, recorded.
    await pool.query(`CREATE TABLE schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    for (const migration of readMigrations(path.join(__dirname, 'migrations'))) {
      if (migration.version >= 6) continue;
      await pool.query(migration.sql);
      await pool.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    }
    await pool.query(`INSERT INTO users (handle, name, role, password_hash, created_at)
      VALUES ('ada', 'Ada', 'EDITOR', 'h', now()), ('grace', 'Grace', 'AUTHOR', 'h', now())`);
    await pool.query(`INSERT INTO articles (slug, title, status, author_id, created_at, updated_at)
      VALUES ('a', 'A', 'PUBLISHED', 2, now(), now()), ('b--x', 'B', 'DRAFT', 2, now(), now())`);

    expect((await migratePostgres(pool)).applied).toContain('006_roles_review.sql');

    const users = await pool.query('SELECT handle, role FROM users ORDER BY id');
    expect(users.rows).toEqual([
      { handle: 'ada', role: 'EDITOR' },
      { handle: 'grace', role: 'AUTHOR' },
    ]);
    const articles = await pool.query('SELECT slug, status FROM articles ORDER BY id');
    expect(articles.rows).toEqual([
      { slug: 'a', status: 'PUBLISHED' },
      { slug: 'b--x', status: 'DRAFT' },
    ]);
    await pool.query(`INSERT INTO users (handle, name, password_hash, created_at)
      VALUES ('newcomer', 'N', 'h', now())`);
    const fresh = await pool.query(`SELECT role FROM users WHERE handle = 'newcomer'`);
    expect(fresh.rows).toEqual([{ role: 'READER' }]);
    await pool.query(`UPDATE articles SET status = 'IN_REVIEW' WHERE slug = 'b--x'`);
    await expect(
      pool.query(`UPDATE users SET role = 'ADMIN' WHERE handle = 'ada'`),
    ).rejects.toMatchObject({ code: '23514' });
  } finally {
    await pool.end();
  }
});
