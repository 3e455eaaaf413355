import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { readMigrations } from '../migrationFiles';
import { applyMigrations } from './migrations';

// Migration 012 widens the role and status CHECKs by replacing their columns (SQLite cannot
// alter a CHECK): an existing site's accounts keep their powers, its articles their states.

test('existing AUTHOR and EDITOR accounts and every article keep their values; new roles fit', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-roles-'));
  const db = new Database(path.join(dir, 'folio.db'));
  try {
    db.pragma('foreign_keys = ON');
    db.exec(`CREATE TABLE schema_migrations (
      version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
    for (const migration of readMigrations(path.join(__dirname, 'migrations'))) {
      if (migration.version >= 12) continue;
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        'then',
      );
    }
    const user = db.prepare(
      `INSERT INTO users (handle, name, role, password_hash, created_at) VALUES (?, ?, ?, 'h', 't')`,
    );
    user.run('ada', 'Ada', 'EDITOR');
    user.run('grace', 'Grace', 'AUTHOR');
    const article = db.prepare(
      `INSERT INTO articles (slug, title, status, author_id, created_at, updated_at)
       VALUES (?, ?, ?, 2, 't', 't')`,
    );
    article.run('a', 'A', 'PUBLISHED');
    article.run('b--x', 'B', 'DRAFT');
    article.run('c', 'C', 'ARCHIVED');
    db.prepare(
      `INSERT INTO comments (article_id, author_id, body, created_at) VALUES (1, 1, 'Hi', 't')`,
    ).run();

    expect(applyMigrations(db).applied).toEqual([
      '012_roles_review.sql',
      '013_subscriptions.sql',
      '014_site_settings_changes.sql',
      '015_newsletters.sql',
      '016_comment_threads.sql',
      '017_redirects_imports.sql',
      '018_follows_notifications.sql',
      '019_held_comments_article_likes.sql',
      '020_article_events.sql',
      '021_subscribers_mentions.sql',
    ]);

    expect(db.prepare('SELECT handle, role FROM users ORDER BY id').all()).toEqual([
      { handle: 'ada', role: 'EDITOR' },
      { handle: 'grace', role: 'AUTHOR' },
    ]);
    expect(db.prepare('SELECT slug, status FROM articles ORDER BY id').all()).toEqual([
      { slug: 'a', status: 'PUBLISHED' },
      { slug: 'b--x', status: 'DRAFT' },
      { slug: 'c', status: 'ARCHIVED' },
    ]);
    // Nothing cascaded away while the columns were replaced.
    expect(db.prepare('SELECT COUNT(*) FROM comments').pluck().get()).toBe(1);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    user.run('rita', 'Rita', 'READER');
    user.run('olga', 'Olga', 'OWNER');
    expect(() => user.run('bad', 'Bad', 'ADMIN')).toThrow(/CHECK/);
    db.prepare(`UPDATE articles SET status = 'IN_REVIEW' WHERE id = 2`).run();
    expect(() => db.prepare(`UPDATE articles SET status = 'LOST' WHERE id = 2`).run()).toThrow(
      /CHECK/,
    );
    // A new account without a role given is a reader; the sign-up policy starts open.
    db.prepare(
      `INSERT INTO users (handle, name, password_hash, created_at) VALUES ('new', 'N', 'h', 't')`,
    ).run();
    expect(db.prepare(`SELECT role FROM users WHERE handle = 'new'`).pluck().get()).toBe('READER');
    expect(
      db.prepare(`SELECT value FROM site_settings WHERE name = 'sign_up_policy'`).pluck().get(),
    ).toBe('OPEN');
  } finally {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
