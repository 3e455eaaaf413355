import type pg from 'pg';
import { transaction } from './pool';

// How the PostgreSQL store's modules run SQL: on the pool, or on one connection inside a
// transaction, through the same three calls. Statements with a name are prepared once per
// connection by node-postgres and reused (parse and plan skipped): every fixed statement of the
// store has one; the name must always go with the same text.

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

/** A named statement of fixed text: call it with its parameters. */
export function statement(name: string, text: string): (...values: unknown[]) => Sql {
  return (...values) => ({ name, text, values });
}

class Runner implements Exec {
  constructor(
    private readonly on: pg.Pool | pg.PoolClient,
    private readonly verbose: ((sql: string) => void) | undefined,
  ) {}

  async rows<T>(sql: Sql): Promise<T[]> {
    this.verbose?.(sql.text);
    return (await this.on.query(sql)).rows as T[];
  }

  async first<T>(sql: Sql): Promise<T | undefined> {
    return (await this.rows<T>(sql))[0];
  }

  async run(sql: Sql): Promise<number> {
    this.verbose?.(sql.text);
    return (await this.on.query(sql)).rowCount ?? 0;
  }
}

export type Isolation = 'read committed' | 'repeatable read';

/** The pool as the store's modules see it. */
export class PgDb extends Runner {
  constructor(
    readonly pool: pg.Pool,
    private readonly log?: (sql: string) => void,
  ) {
    super(pool, log);
  }

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  tx<T>(work: (tx: Exec) => Promise<T>, isolation: Isolation = 'read committed'): Promise<T> {
    return transaction(this.pool, async (client) => {
      if (isolation !== 'read committed') {
        await client.query(`SET TRANSACTION ISOLATION LEVEL ${isolation.toUpperCase()}`);
      }
      return work(new Runner(client, this.log));
    });
  }
}
