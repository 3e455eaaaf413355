import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verifyPassword } from './auth/passwords';
import { closeDatabase, openDatabase } from './db/sqlite/database';
import { openSqliteStore } from './db/sqlite/sqliteStore';
import { credentialsByHandle } from './db/sqlite/users';

const ROOT = path.join(__dirname, '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
let dir: string;
let dbFile: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-cli-'));
  dbFile = path.join(dir, 'data', 'folio.db');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function cli(args: string[], env: Record<string, string> = {}) {
  return spawnSync(TSX, ['server/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, FOLIO_DB: dbFile, FOLIO_PASSWORD: '', ...env },
    encoding: 'utf8',
  });
}

test('db:migrate creates the database; user:create and user:role manage accounts', async () => {
  expect(
    execFileSync(TSX, ['server/cli.ts', 'db:migrate'], {
      cwd: ROOT,
      env: { ...process.env, FOLIO_DB: dbFile },
      encoding: 'utf8',
    }),
  ).toMatch(/^Database is at migration \d+\.$/m);
  const created = cli(
    ['user:create', '--handle', 'Linus', '--name', 'Linus T', '--role', 'EDITOR'],
    {
      FOLIO_PASSWORD: 'penguins-rule',
    },
  );
  expect(created.stderr).toBe('');
  expect(created.status).toBe(0);
  const demoted = cli(['user:role', '--handle', 'linus', '--role', 'AUTHOR']);
  expect(demoted.status).toBe(0);
  const db = openDatabase(dbFile);
  try {
    const user = credentialsByHandle(db, 'linus')!;
    expect(user.role).toBe('AUTHOR');
    expect(await verifyPassword('penguins-rule', user.passwordHash)).toBe(true);
    expect(db.prepare('SELECT COUNT(*) FROM articles').pluck().get()).toBe(0);
  } finally {
    closeDatabase(db);
  }
}, 30_000);

test.each([
  [
    ['user:create', '--handle', 'linus', '--name', 'Again', '--password', 'long-enough'],
    /That handle is taken/,
  ],
  [['user:create', '--handle', 'x', '--name', 'N', '--password', 'long-enough'], /Handle must be/],
  [['user:create', '--handle', 'okay', '--name', 'N'], /Password must be 8 to 200/],
  [
    [
      'user:create',
      '--handle',
      'okay',
      '--name',
      'N',
      '--password',
      'long-enough',
      '--role',
      'ADMIN',
    ],
    /AUTHOR or EDITOR/,
  ],
  [['user:role', '--handle', 'ghost', '--role', 'EDITOR'], /No user with the handle/],
  [['frobnicate'], /Unknown command/],
])(
  'bad input %j exits non-zero with a clear message',
  (args, message) => {
    const result = cli(args);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(message);
  },
  30_000,
);

test('db:export writes the store on standard output; db:import fills a new store from it, once', async () => {
  const demoFile = path.join(dir, 'demo', 'folio.db');
  await (await openSqliteStore(demoFile, { seed: 'demo' })).close();
  const exported = cli(['db:export'], { FOLIO_DB: demoFile });
  expect(exported.status).toBe(0);
  const report = /^Exported (\d+ rows in \d+ tables and 0 media files)\.$/m.exec(exported.stderr);
  expect(report).not.toBeNull();
  expect(exported.stdout.split('\n')[0]).toBe('{"folio":"dump","version":1}');

  const copyFile = path.join(dir, 'copy', 'folio.db');
  const imported = spawnSync(TSX, ['server/cli.ts', 'db:import'], {
    cwd: ROOT,
    env: { ...process.env, FOLIO_DB: copyFile },
    input: exported.stdout,
    encoding: 'utf8',
  });
  expect(imported.stderr).toBe('');
  expect(imported.stdout).toBe(`Imported ${report![1]}.\n`);
  const copy = await openSqliteStore(copyFile, { seed: 'none' });
  try {
    expect((await copy.users.userByHandle('grace'))?.name).toBeTruthy();
    expect((await copy.articles.publishedArticles(50, null, null)).rows.length).toBeGreaterThan(10);
  } finally {
    await copy.close();
  }

  const again = spawnSync(TSX, ['server/cli.ts', 'db:import'], {
    cwd: ROOT,
    env: { ...process.env, FOLIO_DB: copyFile },
    input: exported.stdout,
    encoding: 'utf8',
  });
  expect(again.status).toBe(2);
  expect(again.stderr).toMatch(/already has users or articles/);
}, 120_000);

test('an unreachable or misnamed store is one line of its own words, not a stack trace', () => {
  for (const url of ['postgres://folio@127.0.0.1:1/folio', 'mysql://folio@127.0.0.1/folio']) {
    const result = cli(['db:migrate'], { FOLIO_DATABASE_URL: url });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n').filter((line) => line.startsWith('folio:'))).toHaveLength(1); // prettier-ignore
    expect(result.stderr).not.toMatch(/^\s+at /m);
  }
}, 60_000);
