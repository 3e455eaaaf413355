import fs from 'node:fs';
import path from 'node:path';
import { openStore } from '../db/openStore';
import { compiledCli, runCli } from '../testing/compiledCli';
import { tempLocation, type TempLocation } from '../testing/tempLocation';

// import:markdown and export:markdown as an operator runs them, on the engine under test: a dry
// run first (its report, nothing written), the import, then the articles out again as a zip.

const ROOT = path.join(__dirname, '..', '..');
const SITE = path.join(ROOT, 'server', 'import', 'fixtures', 'markdown-site');
let place: TempLocation;
let compiled: string;

beforeAll(async () => {
  compiled = await compiledCli();
  place = await tempLocation();
}, 120_000);
afterAll(() => place.remove());

function cli(args: string[], stdout: 'pipe' | number = 'pipe') {
  return runCli(
    compiled,
    args,
    { ...place.env, FOLIO_PASSWORD: 'long-enough-1' },
    {
      stdio: ['ignore', stdout, 'pipe'],
    },
  );
}

const articles = async () => {
  const store = await openStore(place.location, { seed: 'none' });
  try {
    return (await store.articles.allArticles()).length;
  } finally {
    await store.close();
  }
};

test('a dry run reports and writes nothing; the import writes; the export takes it out', async () => {
  for (const [handle, role] of [
    ['editor', 'EDITOR'],
    ['writer', 'AUTHOR'],
  ]) {
    expect(
      cli(['user:create', '--handle', handle!, '--name', handle!, '--role', role!]).status,
    ).toBe(0);
  }
  const notEditor = cli(['import:markdown', SITE, '--as', 'writer']);
  expect([notEditor.status, notEditor.stderr.trim()]).toEqual([
    2,
    '--as must name an editor or owner.',
  ]);

  const dry = cli(['import:markdown', SITE, '--as', 'editor', '--dry-run']);
  expect(dry.status).toBe(0);
  expect(dry.stdout).toMatch(/^Dry run: nothing was written\./);
  expect(dry.stdout).toMatch(/ {2}skipped broken\/toml\.md: its front matter is TOML/);
  expect(dry.stdout).toMatch(/@yuki_tanaka/);
  expect(dry.stdout).toMatch(/5 created, 0 updated, 3 skipped; 4 old paths redirected\.\n$/);
  expect(await articles()).toBe(0);

  const real = cli(['import:markdown', SITE, '--as', 'editor']);
  expect(real.stdout).toMatch(/5 created, 0 updated, 3 skipped; 4 old paths redirected\.\n$/);
  expect(await articles()).toBe(5);

  const zip = path.join(place.dir, 'out.zip');
  const out = fs.openSync(zip, 'w');
  const exported = cli(['export:markdown'], out);
  fs.closeSync(out);
  expect([exported.status, exported.stderr]).toEqual([
    0,
    'Exported 5 articles as Markdown, with 1 image.\n',
  ]);
  expect(fs.readFileSync(zip).subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');

  const hostile = path.join(place.dir, 'hostile.zip');
  fs.writeFileSync(hostile, 'not a zip');
  const refused = cli(['import:markdown', hostile, '--as', 'editor']);
  expect(refused.status).toBe(2);
  expect(refused.stderr).toMatch(/^The archive was refused: .*Nothing was imported\.\n$/);
}, 120_000);
