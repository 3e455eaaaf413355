import type { AdmissionEngine, AdmissionQueries } from '../../domain/admissions';
import { runSync } from '../../domain/work';
import type { FolioDatabase } from './database';
import { preparedOnce } from './statements';

// The admissions' queries on SQLite (the limits are server/domain/admissions.ts's). Each
// admission is one IMMEDIATE transaction: the counts read and the rows written under one write
// lock, so processes sharing the file cannot all pass the checks before any of them records.

const statements = preparedOnce((db) => ({
  // The limit-th newest row inside the window: present exactly when the limit is reached, and
  // its time says when the window lets one more through.
  nthFailure: db
    .prepare(
      `SELECT at FROM sign_in_failures WHERE handle = ? AND at > ?
       ORDER BY at DESC LIMIT 1 OFFSET ?`,
    )
    .pluck(),
  nthAttempt: db
    .prepare(
      `SELECT at FROM sign_in_attempts WHERE address = ? AND at > ?
       ORDER BY at DESC LIMIT 1 OFFSET ?`,
    )
    .pluck(),
  insertFailure: db.prepare(`INSERT INTO sign_in_failures (handle, at) VALUES (?, ?)`),
  insertAttempt: db.prepare(`INSERT INTO sign_in_attempts (address, at) VALUES (?, ?)`),
  purgeFailures: db.prepare(`DELETE FROM sign_in_failures WHERE at <= ?`),
  purgeAttempts: db.prepare(`DELETE FROM sign_in_attempts WHERE at <= ?`),
  nthWrite: db
    .prepare(
      `SELECT at FROM write_starts WHERE key = ? AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?`,
    )
    .pluck(),
  insertWrite: db.prepare(`INSERT INTO write_starts (key, at) VALUES (?, ?)`),
  purgeWrites: db.prepare(`DELETE FROM write_starts WHERE at <= ?`),
}));

function admissionQueries(db: FolioDatabase): AdmissionQueries {
  const s = statements(db);
  return {
    // The IMMEDIATE transaction holds the whole file already.
    holdSignIn: () => undefined,
    holdWrites: () => undefined,
    nthAttempt: (address, since, offset) =>
      s.nthAttempt.get(address, since, offset) as number | undefined,
    nthFailure: (handle, since, offset) =>
      s.nthFailure.get(handle, since, offset) as number | undefined,
    forgetSignIns(before) {
      s.purgeFailures.run(before);
      s.purgeAttempts.run(before);
    },
    recordAttempt: (address, at) => void s.insertAttempt.run(address, at),
    recordFailure: (handle, at) => Number(s.insertFailure.run(handle, at).lastInsertRowid),
    nthWrite: (key, since, offset) => s.nthWrite.get(key, since, offset) as number | undefined,
    forgetWrites: (before) => void s.purgeWrites.run(before),
    recordWrite: (key, at) => void s.insertWrite.run(key, at),
  };
}

/** The admissions' engine over one better-sqlite3 connection. */
export function sqliteAdmissionEngine(db: FolioDatabase): AdmissionEngine {
  const q = admissionQueries(db);
  return {
    async transaction(work, durable) {
      const admit = db.transaction(() => runSync(work(q)));
      if (durable) return admit.immediate();
      // Committed without its own WAL sync (synchronous NORMAL for this transaction): a
      // budget's rows need not survive a power loss, and a second fsync on every write held the
      // event loop long enough that readers under load waited 30 s (test/load). The write it
      // admits syncs the WAL, these frames with it, under the connection's FULL.
      const synchronous = db.pragma('synchronous', { simple: true });
      db.pragma('synchronous = NORMAL');
      try {
        return admit.immediate();
      } finally {
        db.pragma(`synchronous = ${Number(synchronous)}`);
      }
    },
  };
}
