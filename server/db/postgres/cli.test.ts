import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { verifyPassword } from '../../auth/passwords';
import { startTempPostgres, type TempPostgres } from '../../testing/postgres';
import { openPostgresStore } from './store';

// The command line on PostgreSQL, as a release would run it: FOLIO_DATABASE_URL set, the
// migrations applied by `db:migrate`, an account made; then the server's own open finds the
// database made without the demo and leaves it so.

const ROOT = path.join(__dirname, '..', '..', '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
let cluster: TempPostgres;

beforeAll(async () => {
  cluster = await startTempPostgres();
});
afterAll(() => cluster?.stop());

function cli(args: string[], env: Record<string, string> = {}) {
  return spawnSync(TSX, ['server/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, FOLIO_DATABASE_URL: cluster.url, FOLIO_PASSWORD: '', ...env },
    encoding: 'utf8',
  });
}

test('db:migrate and user:create work on PostgreSQL, and the database stays without the demo', async () => {
  const migrated = cli(['db:migrate']);
  expect(migrated.stderr).toBe('');
  expect(migrated.stdout).toMatch(/^Database is at migration \d+\.$/m);
  const created = cli(
    ['user:create', '--handle', 'Linus', '--name', 'Linus T', '--role', 'EDITOR'],
    {
      FOLIO_PASSWORD: 'penguins-rule',
    },
  );
  expect(created.stderr).toBe('');
  expect(created.status).toBe(0);
  const store = await openPostgresStore(cluster.url);
  try {
    const user = (await store.users.credentialsByHandle('linus'))!;
    expect(user.role).toBe('EDITOR');
    expect(await verifyPassword('penguins-rule', user.passwordHash)).toBe(true);
    expect(await store.articles.allArticles()).toEqual([]);
  } finally {
    await store.close();
  }
}, 60_000);
