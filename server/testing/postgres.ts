// A throwaway PostgreSQL server for tests: Debian's own initdb and pg_ctl (the `postgresql`
// package, which .ci/run installs) make a cluster in a temp dir, on 127.0.0.1 and a free port,
// and it is stopped and removed afterwards. No mock and no shared server: each test file gets a
// cluster of its own, so suites running side by side cannot see each other's rows.
import { execFile, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';

const run = promisify(execFile);

export interface TempPostgres {
  /** `postgres://folio:…@127.0.0.1:<port>/<database>`: what FOLIO_DATABASE_URL would hold. */
  url: string;
  port: number;
  database: string;
  /** The temp dir holding the cluster, its socket and its log; removed by stop(). */
  dir: string;
  /** Stops the server and removes the cluster; safe to call twice. */
  stop(): Promise<void>;
}

export interface TempPostgresOptions {
  /** The database created in the cluster (default `folio_test`). */
  database?: string;
}

/** Where `initdb` and `pg_ctl` are: `pg_config --bindir`, else the newest Debian version's. */
export function postgresBinDir(): string {
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    const versions = fs.existsSync('/usr/lib/postgresql')
      ? fs.readdirSync('/usr/lib/postgresql')
      : [];
    const newest = versions.filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a))[0];
    const dir = newest && path.join('/usr/lib/postgresql', newest, 'bin');
    if (dir && fs.existsSync(path.join(dir, 'initdb'))) return dir;
    throw new Error(
      'PostgreSQL is not installed: the tests of the PostgreSQL store need Debian\'s "postgresql" ' +
        'package (apt-get install -y postgresql; .ci/run installs it when missing).',
    );
  }
}

/** Clusters still running, stopped at exit if a test forgot (or crashed before) stop(). */
const running = new Set<() => void>();
let exitHookInstalled = false;

/**
 * Creates a PostgreSQL cluster in a new temp dir and starts it on 127.0.0.1 only, on a free
 * port, with one database and a password login (scram) for the user `folio`. Durability is
 * off (fsync, full-page writes): the data dies with the test. initdb refuses to run as root, so
 * as root the cluster belongs to the `postgres` user and every command runs through runuser.
 */
export async function startTempPostgres(options: TempPostgresOptions = {}): Promise<TempPostgres> {
  const database = options.database ?? 'folio_test';
  const bin = postgresBinDir();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const password = crypto.randomBytes(18).toString('base64url');
  const exec = (tool: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    // The cluster's owner may not be allowed into the caller's working directory.
    return run(file, argv, { cwd: dir, encoding: 'utf8' });
  };
  const removeSync = () => {
    if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
      try {
        const ctl = [path.join(bin, 'pg_ctl'), '-D', dataDir, '-m', 'immediate', '-w', 'stop'];
        if (asRoot)
          execFileSync('runuser', ['-u', 'postgres', '--', ...ctl], { cwd: dir, stdio: 'ignore' });
        else execFileSync(ctl[0]!, ctl.slice(1), { cwd: dir, stdio: 'ignore' });
      } catch {
        // Already gone: nothing left to stop.
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    if (asRoot) {
      const owner = postgresUser();
      fs.chownSync(dir, owner.uid, owner.gid);
    }
    const passwordFile = path.join(dir, 'password');
    fs.writeFileSync(passwordFile, password, { mode: 0o600 });
    if (asRoot) fs.chownSync(passwordFile, postgresUser().uid, postgresUser().gid);
    await exec('initdb', [
      '-D',
      dataDir,
      '-U',
      'folio',
      `--pwfile=${passwordFile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      // C.UTF-8: lower() and the text-search parser know non-ASCII letters; sorting stays bytewise.
      '--locale=C.UTF-8',
      '--no-sync',
      '--no-instructions',
    ]);
    fs.rmSync(passwordFile);
    const port = await startOnFreePort(exec, dataDir, dir, logFile);
    const url = `postgres://folio:${password}@127.0.0.1:${port}`;
    await createDatabase(`${url}/postgres`, database);
    running.add(removeSync);
    installExitHook();
    return {
      url: `${url}/${database}`,
      port,
      database,
      dir,
      async stop() {
        if (!running.delete(removeSync)) return;
        await exec('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : '';
    removeSync();
    throw new Error(`could not start a temporary PostgreSQL: ${String(error)}\n${log}`, {
      cause: error,
    });
  }
}

/** The settings appended to the cluster's postgresql.conf before each start. */
function serverSettings(port: number, socketDir: string): string {
  return [
    `port = ${port}`,
    "listen_addresses = '127.0.0.1'",
    // Its own socket directory: the system cluster's (/var/run/postgresql) is not ours to use.
    `unix_socket_directories = '${socketDir}'`,
    'fsync = off',
    'synchronous_commit = off',
    'full_page_writes = off',
    // One cluster serves the whole run: on a many-core machine jest runs a suite per core, each
    // with servers of up to FOLIO_PG_POOL_SIZE (8) connections per process.
    'max_connections = 500',
  ].join('\n');
}

/**
 * Starts the server on a port the kernel just called free. Another process may take it in
 * between: the server then cannot bind, and a new port is tried.
 */
async function startOnFreePort(
  exec: (tool: string, args: string[]) => Promise<unknown>,
  dataDir: string,
  socketDir: string,
  logFile: string,
): Promise<number> {
  const conf = path.join(dataDir, 'postgresql.conf');
  const original = fs.readFileSync(conf, 'utf8');
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    fs.writeFileSync(conf, `${original}\n${serverSettings(port, socketDir)}\n`);
    try {
      await exec('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '30', 'start']);
      return port;
    } catch (error) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
      if (attempt >= 3 || !/could not bind|address already in use/i.test(log)) throw error;
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function createDatabase(adminUrl: string, database: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(database)) throw new Error(`bad database name ${database}`);
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${database}`);
  } finally {
    await client.end();
  }
}

function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
  return { uid: id('-u'), gid: id('-g') };
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const remove of running) remove();
  });
}
