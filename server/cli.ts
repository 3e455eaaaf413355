// Folio's command line: `npm run folio -- <command> [options]`.
import { parseArgs } from 'node:util';
import { hashPasswordSync } from './auth/passwords';
import { openStore, storeLocation } from './db/openStore';
import type { Role } from './db/rows';
import type { Store } from './db/store';
import { MESSAGES, validateSignUp } from './validation';

const USAGE = `Usage: npm run folio -- <command> [options]

Commands:
  user:create --handle H --name N --role AUTHOR|EDITOR [--password P]
                 Creates an account. The password comes from --password or FOLIO_PASSWORD.
  user:role --handle H --role AUTHOR|EDITOR
                 Changes an account's role.
  db:migrate     Applies pending migrations.

The store is the PostgreSQL server FOLIO_DATABASE_URL names, else the SQLite file FOLIO_DB
(default ./data/folio.db).`;

class UsageError extends Error {}

function parseRole(value: string | undefined): Role {
  if (value === 'AUTHOR' || value === 'EDITOR') return value;
  throw new UsageError('--role must be AUTHOR or EDITOR.');
}

async function withStore<T>(run: (store: Store) => Promise<T>): Promise<T> {
  // Accounts made from the command line never trigger the demo seed.
  const store = await openStore(storeLocation(process.env, './data/folio.db'), { seed: 'none' });
  try {
    return await run(store);
  } finally {
    await store.close();
  }
}

async function userCreate(args: string[]): Promise<string> {
  const { values } = parseArgs({
    args,
    options: {
      handle: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string', default: 'AUTHOR' },
      password: { type: 'string' },
    },
  });
  const role = parseRole(values.role);
  const { value, errors } = validateSignUp({
    handle: values.handle ?? '',
    name: values.name ?? '',
    password: values.password ?? process.env.FOLIO_PASSWORD ?? '',
  });
  if (errors.length) throw new UsageError(errors.map((e) => `${e.field}: ${e.message}`).join('\n'));
  return withStore(async (store) => {
    const user = await store.users.insertUser({
      handle: value.handle,
      name: value.name,
      role,
      passwordHash: hashPasswordSync(value.password),
      createdAt: new Date().toISOString(),
    });
    if (!user) throw new UsageError(`handle: ${MESSAGES.handleTaken}`);
    return `Created ${user.role} @${user.handle}.`;
  });
}

async function userRole(args: string[]): Promise<string> {
  const { values } = parseArgs({
    args,
    options: { handle: { type: 'string' }, role: { type: 'string' } },
  });
  if (!values.handle) throw new UsageError('--handle is required.');
  const role = parseRole(values.role);
  return withStore(async (store) => {
    const user = await store.users.setRole(values.handle!.trim().toLowerCase(), role);
    if (!user) throw new UsageError(`No user with the handle "${values.handle}".`);
    return `@${user.handle} is now ${user.role}.`;
  });
}

async function dbMigrate(args: string[]): Promise<string> {
  parseArgs({ args, options: {} });
  // Opening the store applies pending migrations; report where it is now.
  return withStore(async (store) => `Database is at migration ${await store.schemaVersion()}.`);
}

const COMMANDS: Record<string, (args: string[]) => Promise<string>> = {
  'user:create': userCreate,
  'user:role': userRole,
  'db:migrate': dbMigrate,
};

/** Runs one command; returns the process exit code. */
export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const run = command ? COMMANDS[command] : undefined;
  if (!run) {
    console.error(command ? `Unknown command "${command}".\n\n${USAGE}` : USAGE);
    return 2;
  }
  try {
    console.log(await run(rest));
    return 0;
  } catch (error) {
    if (
      error instanceof UsageError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      console.error((error as Error).message);
      return 2;
    }
    throw error;
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: Error) => {
      console.error(error.stack ?? String(error));
      process.exitCode = 1;
    },
  );
}
