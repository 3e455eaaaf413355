// A new store costs its migrations (tenths of a second; more on PostgreSQL), and one with the demo
// content a second or more on top (a salted scrypt hash per account, hundreds of inserts, the
// search index); suites make hundreds of stores. A jest run makes each kind once per engine,
// through the same openStore as `npm start`, into a template, and each store is a copy of it: a
// file copy on SQLite, CREATE DATABASE … TEMPLATE on PostgreSQL. Each copy then draws its own
// secrets (the node-id key, the subscription key), as a database of its own would have: ids of
// one store must mean nothing to another.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Client as PgClient } from 'pg';
import { openStore } from '../db/openStore';
import { runFolder } from './runFolder';

/** What a template holds: the migrated schema, with or without the demo content. */
export type TemplateSeed = 'demo' | 'none';

/**
 * Makes `file` a new SQLite database, migrated and seeded as `seed` says, copied from the run's
 * template (made by the first suite that asks). False, and nothing made, outside a run with a
 * run folder (runFolder.ts): the caller opens a new file itself.
 */
export async function copySqliteTemplate(file: string, seed: TemplateSeed): Promise<boolean> {
  const dir = runFolder();
  if (!dir) return false;
  const template = path.join(dir, `${seed}.db`);
  if (!fs.existsSync(template)) {
    // Two workers may make it at once: each into a file of its own, renamed into place whole.
    const own = path.join(
      dir,
      `${seed}-${process.pid}-${crypto.randomBytes(4).toString('hex')}.db`,
    );
    await (await openStore({ dialect: 'sqlite', file: own }, { seed })).close();
    fs.renameSync(own, template);
  }
  fs.copyFileSync(template, file);
  const db = new Database(file);
  try {
    db.exec(`UPDATE secrets SET value = randomblob(length(value)) WHERE length(value) >= 16`);
  } finally {
    db.close();
  }
  return true;
}

/**
 * A new database in the run's cluster (at `admin`, its URL without a database), migrated and
 * seeded as `seed` says, copied from the run's template (made by the first suite that asks,
 * while the others wait); its URL.
 */
export async function newPostgresFromTemplate(admin: string, seed: TemplateSeed): Promise<string> {
  const template = `folio_template_${seed}`;
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const client = new PgClient({ connectionString: `${admin}/postgres` });
  await client.connect();
  try {
    // Copies wait too: PostgreSQL refuses a template that a session is still filling.
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    const made = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (made.rowCount === 0) {
      await client.query(`CREATE DATABASE ${template}`);
      try {
        await (
          await openStore({ dialect: 'postgres', url: `${admin}/${template}` }, { seed })
        ).close();
      } catch (error) {
        // Never a half-made template: the next suite to ask makes it again.
        await client.query(`DROP DATABASE ${template}`);
        throw error;
      }
    }
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await client.end();
  }
  const copy = new PgClient({ connectionString: `${admin}/${name}` });
  await copy.connect();
  try {
    await copy.query(
      `UPDATE secrets SET value = substring(sha256(uuid_send(gen_random_uuid()) ||
         uuid_send(gen_random_uuid())) FROM 1 FOR length(value)) WHERE length(value) >= 16`,
    );
  } finally {
    await copy.end();
  }
  return `${admin}/${name}`;
}
