import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verifyPassword } from './auth/passwords';
import { closeDatabase, openDatabase } from './db/sqlite/database';
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
