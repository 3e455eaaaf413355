// Folio's command line: `npm run folio -- <command> [options]`.
import { parseArgs } from 'node:util';
import { ROLES } from '../../schema/rules';
import { hashPasswordSync } from '../auth/passwords';
import { commandPassword, PasswordMissing } from './cliPassword';
import { IMPORT_USAGE, importCommands } from './cliImport';
import { UsageError } from './cliUsage';
import { StoreNotEmpty } from '../db/dumpStore';
import { DumpLineError, exportStore, importStore, type DumpSummary } from '../db/dumpFile';
import { openStore } from '../db/openStore';
import type { Role } from '../db/rows';
import type { Store } from '../db/store';
import { mediaStoreFor } from '../media/mediaStoreFor';
import { MESSAGES, validateSignUp } from '../domain/validation';
import { readCliSettings, type StoreSettings } from './settings';

const USAGE = `Usage: npm run -s folio -- <command> [options]

Commands:
  user:create --handle H --name N --role READER|CONTRIBUTOR|AUTHOR|EDITOR|OWNER
                 Creates an account. The password comes from FOLIO_PASSWORD, else it is
                 asked for on the terminal (twice, not shown).
  user:password --handle H
                 Gives an account a new password (as user:create gets one) and ends its
                 sessions.
  user:role --handle H --role READER|CONTRIBUTOR|AUTHOR|EDITOR|OWNER
                 Changes an account's role.
  db:migrate     Applies pending migrations.
  db:export [--sessions] > dump.jsonl
                 Writes the whole store (accounts with their password hashes, articles with
                 their revisions, comments, tags, images and their files; sessions if asked)
                 as JSON Lines on standard output.
  db:import < dump.jsonl
                 Reads such a dump into a new, empty store (either engine), all or nothing.
${IMPORT_USAGE}

The store is the PostgreSQL server FOLIO_DATABASE_URL names, else the SQLite file FOLIO_DB
(default ./data/folio.db). -s keeps npm's own banner out of standard output (and the dump).`;

function parseRole(value: string | undefined): Role {
  const role = ROLES.find((known) => known === value);
  if (role) return role;
  throw new UsageError(`--role must be one of ${ROLES.join(', ')}.`);
}

function listed(errors: readonly { field: string | null; message: string }[]): string {
  return errors.map((e) => (e.field ? `${e.field}: ${e.message}` : e.message)).join('\n');
}

function refusePasswordArgument(given: string | undefined): void {
  if (given === undefined) return;
  throw new UsageError(
    '--password would leave the password in the shell history and in `ps`: set FOLIO_PASSWORD, ' +
      'or leave it out to be asked on the terminal.',
  );
}

async function password(): Promise<string> {
  try {
    return await commandPassword(readCliSettings().password);
  } catch (error) {
    if (error instanceof PasswordMissing) throw new UsageError(error.message);
    throw error;
  }
}

async function withStore<T>(
  run: (store: Store, settings: Pick<StoreSettings, 'location' | 'mediaDir'>) => Promise<T>,
): Promise<T> {
  // Accounts made from the command line never trigger the demo seed.
  const { location, pool, mediaDir } = readCliSettings();
  const store = await openStore(location, { seed: 'none', pool });
  try {
    return await run(store, { location, mediaDir });
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
  refusePasswordArgument(values.password);
  const role = parseRole(values.role);
  const fields = { handle: values.handle ?? '', name: values.name ?? '' };
  // The handle and name first: nobody types a password for a command that will refuse anyway.
  const checked = validateSignUp({ ...fields, password: 'x'.repeat(8) });
  if (checked.errors.length) throw new UsageError(listed(checked.errors));
  if (await withStore((store) => store.users.userByHandle(checked.value.handle))) {
    throw new UsageError(`handle: ${MESSAGES.handleTaken}`);
  }
  const { value, errors } = validateSignUp({ ...fields, password: await password() });
  if (errors.length) throw new UsageError(listed(errors));
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

async function userPassword(args: string[]): Promise<string> {
  const { values } = parseArgs({
    args,
    options: { handle: { type: 'string' }, password: { type: 'string' } },
  });
  refusePasswordArgument(values.password);
  if (!values.handle) throw new UsageError('--handle is required.');
  const handle = values.handle.trim().toLowerCase();
  const missing = () => new UsageError(`No user with the handle "${values.handle}".`);
  if (!(await withStore((store) => store.users.userByHandle(handle)))) throw missing();
  const chosen = await password();
  const problem = validateSignUp({ handle, name: 'x', password: chosen }).errors.find(
    (error) => error.field === 'password',
  );
  if (problem) throw new UsageError(listed([problem]));
  return withStore(async (store) => {
    const user = await store.users.userByHandle(handle);
    if (!user || !(await store.users.setPasswordHash(handle, hashPasswordSync(chosen)))) {
      throw missing();
    }
    // Whoever signed in with the old password is signed out.
    await store.sessions.deleteUserSessions(user.id);
    return `@${user.handle} has a new password; their sessions are ended.`;
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

function described(summary: DumpSummary): string {
  const counts = [...summary.rows.values()].filter((n) => n > 0);
  const rows = counts.reduce((sum, n) => sum + n, 0);
  return `${rows} rows in ${counts.length} tables and ${summary.mediaFiles} media files`;
}

async function dbExport(args: string[]): Promise<null> {
  const { values } = parseArgs({ args, options: { sessions: { type: 'boolean' } } });
  await withStore(async (store, settings) => {
    const { media } = mediaStoreFor(store, settings.location, settings.mediaDir);
    const summary = await exportStore(store, media, process.stdout, values);
    // Standard output is the dump: the report goes to standard error.
    console.error(`Exported ${described(summary)}.`);
  });
  return null;
}

async function dbImport(args: string[]): Promise<string> {
  parseArgs({ args, options: {} });
  return withStore(async (store, settings) => {
    const { media } = mediaStoreFor(store, settings.location, settings.mediaDir);
    try {
      return `Imported ${described(await importStore(store, media, process.stdin))}.`;
    } catch (error) {
      if (error instanceof DumpLineError || error instanceof StoreNotEmpty) {
        throw new UsageError(error.message);
      }
      throw error;
    }
  });
}

const COMMANDS: Record<string, (args: string[]) => Promise<string | null>> = {
  'user:create': userCreate,
  'user:password': userPassword,
  'user:role': userRole,
  'db:migrate': dbMigrate,
  'db:export': dbExport,
  'db:import': dbImport,
  ...importCommands(withStore),
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
    const report = await run(rest);
    if (report !== null) console.log(report);
    return 0;
  } catch (error) {
    if (
      error instanceof UsageError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      console.error((error as Error).message);
      return 2;
    }
    // The store could not be reached or refused the work: its own words, without a stack, are
    // what an operator needs (a bad FOLIO_DATABASE_URL, a server down, a permission).
    if (error instanceof Error && !(error instanceof TypeError || error instanceof RangeError)) {
      console.error(`folio: ${error.message}`);
      return 1;
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
