import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { closeDatabase, openDatabase } from './database';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-slugs-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A database as the server before migration 002 left it. */
function databaseAtVersion1(file: string): void {
  const db = new Database(file);
  db.exec(fs.readFileSync(path.join(__dirname, 'migrations', '001_initial.sql'), 'utf8'));
  db.exec(`CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL,
    applied_at TEXT NOT NULL);
    INSERT INTO schema_migrations VALUES (1, '001_initial.sql', '2025-01-01T00:00:00.000Z');
    INSERT INTO users (handle, name, password_hash, created_at) VALUES ('ada', 'Ada', 'x', '2025');`);
  const insert = db.prepare(
    `INSERT INTO articles (slug, title, status, author_id, created_at, updated_at, published_at)
     VALUES (?, ?, ?, 1, '2025', '2025', ?)`,
  );
  insert.run('secret-merger', 'Secret merger', 'DRAFT', null);
  insert.run('quiet-layoffs', 'Quiet layoffs', 'ARCHIVED', null);
  insert.run('launch-notes', 'Launch notes', 'PUBLISHED', '2025-01-02');
  insert.run('old-news', 'Old news', 'ARCHIVED', '2025-01-02');
  db.close();
}

test('migration 002 gives drafts written before it a draft slug and leaves slugs once public alone', () => {
  const file = path.join(dir, 'folio.db');
  databaseAtVersion1(file);
  const db = openDatabase(file);
  try {
    const slugs = db.prepare('SELECT title, slug FROM articles ORDER BY id').all();
    expect(slugs).toEqual([
      { title: 'Secret merger', slug: expect.stringMatching(/^secret-merger--[0-9a-f]{8}$/) },
      { title: 'Quiet layoffs', slug: expect.stringMatching(/^quiet-layoffs--[0-9a-f]{8}$/) },
      { title: 'Launch notes', slug: 'launch-notes' },
      { title: 'Old news', slug: 'old-news' },
    ]);
    const key = db.prepare(`SELECT value FROM secrets WHERE name = 'node_id_key'`).pluck().get();
    expect(key).toBeInstanceOf(Buffer);
    expect((key as Buffer).length).toBe(16);
  } finally {
    closeDatabase(db);
  }
});

test('each database draws its own node-id key', () => {
  const keys = ['a.db', 'b.db'].map((name) => {
    const db = openDatabase(path.join(dir, name));
    try {
      return db.prepare(`SELECT hex(value) FROM secrets WHERE name = 'node_id_key'`).pluck().get();
    } finally {
      closeDatabase(db);
    }
  });
  expect(keys[0]).toMatch(/^[0-9A-F]{32}$/);
  expect(keys[0]).not.toBe(keys[1]);
});
