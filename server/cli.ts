// Folio's command line: `npm run folio -- <command> [options]`.
import { parseArgs } from 'node:util';
import { hashPasswordSync } from './auth/passwords';
import { applyMigrations } from './db/migrations';
import { closeDatabase, openDatabase, type FolioDatabase } from './db/database';
import type { Role } from './db/rows';
import { insertUser, setRole } from './db/users';
import { MESSAGES, validateSignUp } from './validation';

const USAGE = `Usage: npm run folio -- <command> [options]

Commands:
  user:create --handle H --name N --role AUTHOR|EDITOR [--password P]
                 Creates an account. The password comes from --password or FOLIO_PASSWORD.
  user:role --handle H --role AUTHOR|EDITOR
                 Changes an account's role.
  db:migrate     Applies pending migrations.

The database file is FOLIO_DB (default ./data/folio.db).`;

class UsageError extends Error {}

function parseRole(value: string | undefined): Role {
  if (value === 'AUTHOR' || value === 'EDITOR') return value;
  throw new UsageError('--role must be AUTHOR or EDITOR.');
}

function withDatabase<T>(run: (db: FolioDatabase) => T): T {
  // Accounts made from the command line never trigger the demo seed.
  const db = openDatabase(process.env.FOLIO_DB || './data/folio.db', { seed: 'none' });
  try {
    return run(db);
  } finally {
    closeDatabase(db);
  }
}

function userCreate(args: string[]): string {
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
  return withDatabase((db) => {
    const user = insertUser(db, {
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

function userRole(args: string[]): string {
  const { values } = parseArgs({
    args,
    options: { handle: { type: 'string' }, role: { type: 'string' } },
  });
  if (!values.handle) throw new UsageError('--handle is required.');
  const role = parseRole(values.role);
  return withDatabase((db) => {
    const user = setRole(db, values.handle!.trim().toLowerCase(), role);
    if (!user) throw new UsageError(`No user with the handle "${values.handle}".`);
    return `@${user.handle} is now ${user.role}.`;
  });
}

function dbMigrate(args: string[]): string {
  parseArgs({ args, options: {} });
  return withDatabase((db) => {
    // openDatabase has already migrated; report what the file holds now.
    const { applied } = applyMigrations(db);
    const version = db.prepare('SELECT MAX(version) AS v FROM schema_migrations').pluck().get();
    return `Database is at migration ${String(version)}${applied.length ? ` (applied ${applied.join(', ')})` : ''}.`;
  });
}

const COMMANDS: Record<string, (args: string[]) => string> = {
  'user:create': userCreate,
  'user:role': userRole,
  'db:migrate': dbMigrate,
};

/** Runs one command; returns the process exit code. */
export function main(argv: string[]): number {
  const [command, ...rest] = argv;
  const run = command ? COMMANDS[command] : undefined;
  if (!run) {
    console.error(command ? `Unknown command "${command}".\n\n${USAGE}` : USAGE);
    return 2;
  }
  try {
    console.log(run(rest));
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

if (require.main === module) process.exitCode = main(process.argv.slice(2));
