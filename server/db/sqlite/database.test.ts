import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closeDatabase, openDatabase } from './database';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-db-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('a new database gets its folder, WAL, foreign keys and every migration once', () => {
  const file = path.join(dir, 'nested', 'folder', 'folio.db');
  const db = openDatabase(file);
  expect(fs.existsSync(file)).toBe(true);
  expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
  expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
  const applied = db.prepare('SELECT name FROM schema_migrations ORDER BY version').pluck().all();
  const files = fs
    .readdirSync(path.join(__dirname, 'migrations'))
    .filter((f) => f.endsWith('.sql'))
    .sort();
  expect(applied).toEqual(files);
  closeDatabase(db);
  const again = openDatabase(file);
  expect(again.prepare('SELECT COUNT(*) FROM schema_migrations').pluck().get()).toBe(files.length);
  closeDatabase(again);
});

test('handles are unique without regard to case', () => {
  const db = openDatabase(path.join(dir, 'folio.db'));
  const insert = db.prepare(
    "INSERT INTO users (handle, name, password_hash, created_at) VALUES (?, 'N', 'x', '2025-01-01')",
  );
  insert.run('grace');
  expect(() => insert.run('GRACE')).toThrow(/UNIQUE/);
  closeDatabase(db);
});

test('keyset pages seek in an index instead of sorting or scanning from the top', () => {
  const db = openDatabase(path.join(dir, 'folio.db'));
  const plans = [
    `SELECT id FROM articles a WHERE a.status = 'PUBLISHED' AND (a.published_at, a.id) < ('x', 1)
     ORDER BY a.published_at DESC, a.id DESC LIMIT 11`,
    `SELECT id FROM articles a WHERE a.author_id = 1 AND a.status != 'PUBLISHED' AND (a.updated_at, a.id) < ('x', 1)
     ORDER BY a.updated_at DESC, a.id DESC LIMIT 11`,
    `SELECT id FROM comments WHERE article_id = 1 AND (created_at, id) > ('x', 1) ORDER BY created_at, id LIMIT 21`,
  ].map((sql) =>
    (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[])
      .map((r) => r.detail)
      .join(' | '),
  );
  for (const plan of plans) {
    expect(plan).toMatch(/USING (COVERING )?INDEX \w+ \(.*[<>]/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  }
  closeDatabase(db);
});
