import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { verifyPassword } from '../auth/passwords';
import { openStore } from '../db/openStore';
import { compiledCli, runCli } from '../testing/compiledCli';
import { tempLocation, type TempLocation } from '../testing/tempLocation';
import { testEngine } from '../testing/testStore';

// The command line on the engine under test, as a release would run it: FOLIO_DB or
// FOLIO_DATABASE_URL names the store, `db:migrate` makes it, accounts are managed, and
// db:export / db:import copy a store.

const ROOT = path.join(__dirname, '..', '..');
const places: TempLocation[] = [];
let place: TempLocation;
let compiled: string;

beforeAll(async () => {
  compiled = await compiledCli();
  place = await made();
}, 120_000);
afterAll(() => places.forEach((p) => p.remove()));

async function made(): Promise<TempLocation> {
  const made = await tempLocation();
  places.push(made);
  return made;
}

function cli(args: string[], env: Record<string, string> = place.env, input?: string) {
  return runCli(compiled, args, env, { input });
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
  [['user:create', '--handle', 'linus', '--name', 'Again'], /That handle is taken/],
  [['user:create', '--handle', 'x', '--name', 'N'], /Handle must be/],
  [['user:create', '--handle', 'okay', '--name', 'N'], /No password: set FOLIO_PASSWORD/],
  [
    ['user:create', '--handle', 'okay', '--name', 'N', '--role', 'ADMIN'],
    /--role must be one of READER, CONTRIBUTOR, AUTHOR, EDITOR, OWNER/,
  ],
  [
    ['user:create', '--handle', 'okay', '--name', 'N', '--password', 'long-enough'],
    /shell history .* FOLIO_PASSWORD/,
  ],
  [['user:password', '--handle', 'linus'], /No password: set FOLIO_PASSWORD/],
  [['user:password', '--handle', 'ghost'], /No user with the handle/],
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

test("the README's export and import commands move a store through a file", async () => {
  const demo = await made();
  await (await openStore(demo.location, { seed: 'demo' })).close();
  const copy = await made();
  const dump = path.join(copy.dir, 'dump.jsonl');
  // As typed in a terminal: not with the log level of an `npm run -s` this suite may run under.
  const terminal = { ...process.env };
  delete terminal.npm_config_loglevel;
  const shell = (command: string, env: Record<string, string>) =>
    spawnSync('sh', ['-c', command], {
      cwd: ROOT,
      env: { ...terminal, ...env, DUMP: dump },
      encoding: 'utf8',
    });

  // Without -s, npm writes its banner into the file: the import names the mistake.
  expect(shell('npm run folio -- db:export > "$DUMP"', demo.env).status).toBe(0);
  const refused = shell('npm run -s folio -- db:import < "$DUMP"', copy.env);
  expect(refused.status).toBe(2);
  expect(refused.stderr).toMatch(/npm’s own banner, not the dump: export with `npm run -s folio/);

  expect(shell('npm run -s folio -- db:export > "$DUMP"', demo.env).status).toBe(0);
  expect(fs.readFileSync(dump, 'utf8').split('\n')[0]).toBe('{"folio":"dump","version":1}');
  const imported = shell('npm run -s folio -- db:import < "$DUMP"', copy.env);
  expect(imported.stderr).toBe('');
  expect(imported.stdout).toMatch(/^Imported \d+ rows/);
}, 120_000);

/** Runs the CLI on a terminal of its own (util-linux `script`), typing `lines` at its prompts. */
function onTerminal(args: string[], env: Record<string, string>, lines: string[]) {
  const command = [process.execPath, compiled, ...args].map((arg) => `'${arg}'`).join(' ');
  const child = spawn('script', ['-qec', command, '/dev/null'], {
    cwd: ROOT,
    env: { ...process.env, FOLIO_PASSWORD: '', ...env },
  });
  let shown = '';
  const prompts = [/Password: /, /Password again: /];
  return new Promise<{ status: number | null; shown: string }>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      shown += chunk.toString('utf8');
      // Type only once the prompt is on the screen, as a person would.
      while (prompts.length && prompts[0]!.test(shown.slice(shown.lastIndexOf('Password')))) {
        prompts.shift();
        child.stdin.write(`${lines.shift()}\r`);
      }
    });
    child.once('exit', (status) => resolve({ status, shown }));
  });
}

test('on a terminal, user:create and user:password ask for the password without showing it', async () => {
  const created = await onTerminal(
    ['user:create', '--handle', 'hedy', '--name', 'Hedy', '--role', 'AUTHOR'],
    place.env,
    ['frequency-hop', 'frequency-hop'],
  );
  expect(created.shown).toMatch(/Created AUTHOR @hedy\./);
  const changed = await onTerminal(['user:password', '--handle', 'hedy'], place.env, [
    'spread-spectrum',
    'spread-spectrum',
  ]);
  expect(changed.shown).toMatch(/@hedy has a new password/);
  const differ = await onTerminal(['user:password', '--handle', 'hedy'], place.env, [
    'one-password',
    'another-one',
  ]);
  expect(differ.status).toBe(2);
  expect(differ.shown).toMatch(/The two passwords differ/);
  for (const typed of ['frequency-hop', 'spread-spectrum', 'one-password']) {
    expect(created.shown + changed.shown + differ.shown).not.toContain(typed);
  }
  const store = await openStore(place.location, { seed: 'none' });
  try {
    const hedy = (await store.users.credentialsByHandle('hedy'))!;
    expect(await verifyPassword('spread-spectrum', hedy.passwordHash)).toBe(true);
  } finally {
    await store.close();
  }
}, 60_000);

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
