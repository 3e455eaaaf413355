import type pg from 'pg';
import { transaction } from './pool';

// How the PostgreSQL store's modules run SQL: on the pool, or on one connection inside a
// transaction, through the same three calls. Statements with a name are prepared once per
// connection by node-postgres and reused (parse and plan skipped): every fixed statement of the
// store has one; the name must always go with the same text. With FOLIO_PG_PREPARED=0 the
// names are left off (pool.ts).

/** A statement and its parameters; `name` makes it a prepared statement. */
export interface Sql {
  name?: string;
  text: string;
  values?: unknown[];
}

export interface Exec {
  rows<T>(sql: Sql): Promise<T[]>;
  first<T>(sql: Sql): Promise<T | undefined>;
  /** Runs a write; the number of rows it touched. */
  run(sql: Sql): Promise<number>;
}

/**
 * Whether PostgreSQL's text can hold this string. It cannot hold NUL (U+0000), which SQLite
 * keeps, and a parameter with one fails the whole statement; nothing stored has one (the text
 * rules refuse control characters), so a lookup by such a key finds nothing, as on SQLite.
 * Every lookup by a key a request names (slug, handle, tag, image name) asks this first.
 */
export function storable(text: string): boolean {
  return !text.includes('\0');
}

/** A named statement of fixed text: call it with its parameters. */
export function statement(name: string, text: string): (...values: unknown[]) => Sql {
  return (...values) => ({ name, text, values });
}

class Runner implements Exec {
  constructor(
    private readonly on: pg.Pool | pg.PoolClient,
    private readonly verbose: ((sql: string) => void) | undefined,
    private readonly prepared: boolean,
  ) {}

  private send(sql: Sql): Sql {
    this.verbose?.(sql.text);
    return this.prepared || !sql.name ? sql : { text: sql.text, values: sql.values };
  }

  async rows<T>(sql: Sql): Promise<T[]> {
    return (await this.on.query(this.send(sql))).rows as T[];
  }

  async first<T>(sql: Sql): Promise<T | undefined> {
    return (await this.rows<T>(sql))[0];
  }

  async run(sql: Sql): Promise<number> {
    return (await this.on.query(this.send(sql))).rowCount ?? 0;
  }
}

export type Isolation = 'read committed' | 'repeatable read';

/** The pool as the store's modules see it. */
export class PgDb extends Runner {
  constructor(
    readonly pool: pg.Pool,
    private readonly log?: (sql: string) => void,
    private readonly named = true,
  ) {
    super(pool, log, named);
  }

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  tx<T>(work: (tx: Exec) => Promise<T>, isolation: Isolation = 'read committed'): Promise<T> {
    return transaction(this.pool, async (client) => {
      if (isolation !== 'read committed') {
        await client.query(`SET TRANSACTION ISOLATION LEVEL ${isolation.toUpperCase()}`);
      }
      return work(new Runner(client, this.log, this.named));
    });
  }
}
