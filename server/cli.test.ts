import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { verifyPassword } from './auth/passwords';
import { openStore } from './db/openStore';
import { tempLocation, type TempLocation } from './testing/tempLocation';
import { testEngine } from './testing/testStore';

// The command line on the engine under test, as a release would run it: FOLIO_DB or
// FOLIO_DATABASE_URL names the store, `db:migrate` makes it, accounts are managed, and
// db:export / db:import copy a store.

const ROOT = path.join(__dirname, '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const places: TempLocation[] = [];
let place: TempLocation;

beforeAll(async () => {
  place = await made();
});
afterAll(() => places.forEach((p) => p.remove()));

async function made(): Promise<TempLocation> {
  const made = await tempLocation();
  places.push(made);
  return made;
}

function cli(args: string[], env: Record<string, string> = place.env, input?: string) {
  return spawnSync(TSX, ['server/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, FOLIO_PASSWORD: '', ...env },
    input,
    encoding: 'utf8',
  });
}

test('db:migrate creates the database; user:create and user:role manage accounts', async () => {
  const migrated = cli(['db:migrate']);
  expect(migrated.stderr).toBe('');
  expect(migrated.stdout).toMatch(/^Database is at migration \d+\.$/m);
  const created = cli(
    ['user:create', '--handle', 'Linus', '--name', 'Linus T', '--role', 'EDITOR'],
    { ...place.env, FOLIO_PASSWORD: 'penguins-rule' },
  );
  expect(created.stderr).toBe('');
  expect(created.status).toBe(0);
  const demoted = cli(['user:role', '--handle', 'linus', '--role', 'AUTHOR']);
  expect(demoted.status).toBe(0);
  // The server's own open (demo seeding on) finds the store made and leaves it without the demo.
  const store = await openStore(place.location);
  try {
    const user = (await store.users.credentialsByHandle('linus'))!;
    expect(user.role).toBe('AUTHOR');
    expect(await verifyPassword('penguins-rule', user.passwordHash)).toBe(true);
    expect(await store.articles.allArticles()).toEqual([]);
  } finally {
    await store.close();
  }
}, 60_000);

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
    /--role must be one of READER, CONTRIBUTOR, AUTHOR, EDITOR, OWNER/,
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
  const demo = await made();
  await (await openStore(demo.location, { seed: 'demo' })).close();
  const exported = cli(['db:export'], demo.env);
  expect(exported.status).toBe(0);
  const report = /^Exported (\d+ rows in \d+ tables and 0 media files)\.$/m.exec(exported.stderr);
  expect(report).not.toBeNull();
  expect(exported.stdout.split('\n')[0]).toBe('{"folio":"dump","version":1}');

  const copy = await made();
  const imported = cli(['db:import'], copy.env, exported.stdout);
  expect(imported.stderr).toBe('');
  expect(imported.stdout).toBe(`Imported ${report![1]}.\n`);
  const store = await openStore(copy.location, { seed: 'none' });
  try {
    expect((await store.users.userByHandle('grace'))?.name).toBeTruthy();
    expect((await store.articles.publishedArticles(50, null, null)).rows.length).toBeGreaterThan(
      10,
    );
  } finally {
    await store.close();
  }

  const again = cli(['db:import'], copy.env, exported.stdout);
  expect(again.status).toBe(2);
  expect(again.stderr).toMatch(/already has users or articles/);
}, 120_000);

// Needs no store (the URLs lead nowhere on purpose): run once, in the SQLite project.
(testEngine() === 'sqlite' ? test : test.skip)(
  'an unreachable or misnamed store is one line of its own words, not a stack trace',
  () => {
    for (const url of ['postgres://folio@127.0.0.1:1/folio', 'mysql://folio@127.0.0.1/folio']) {
      const result = cli(['db:migrate'], { FOLIO_DATABASE_URL: url });
      expect(result.status).toBe(1);
      expect(result.stderr.trim().split('\n').filter((line) => line.startsWith('folio:'))).toHaveLength(1); // prettier-ignore
      expect(result.stderr).not.toMatch(/^\s+at /m);
    }
  },
  60_000,
);
