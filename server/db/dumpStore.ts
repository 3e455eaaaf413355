// An engine's half of db:export / db:import (dump.ts says what a dump holds): the interface each
// engine implements, and the conversions of a row between the engine's values and the dump's.
import type { DumpRecord, DumpRow, DumpTable, DumpValue } from './dump';

/** A row as an engine returned it (BLOBs as Buffers) in the dump's shapes (base64). */
export function dumpRowOf(table: DumpTable, row: Record<string, unknown>): DumpRow {
  const out: Record<string, DumpValue> = {};
  for (const column of table.columns) {
    const value = row[column.name];
    out[column.name] = Buffer.isBuffer(value) ? value.toString('base64') : (value as DumpValue);
  }
  return out;
}

/** A dump row's values in the table's column order, BLOBs as Buffers again, for an INSERT. */
export function insertValues(table: DumpTable, row: DumpRow): unknown[] {
  return table.columns.map((column) => {
    const value = row[column.name] ?? null;
    return column.type === 'blob' && typeof value === 'string'
      ? Buffer.from(value, 'base64')
      : value;
  });
}

/** An engine's half of moving a store: its tables in and out, in the dump's shapes. */
export interface DumpStore {
  /** A table's rows in key order, as the dump carries them. */
  readTable(table: DumpTable): AsyncIterable<DumpRow>;
  /**
   * Fills an EMPTY store (no users and no articles; refused otherwise, before anything is
   * written) from `records`, in one transaction: the migrations' own secrets are replaced, the
   * search index is rebuilt and id counters move past the imported ids before it commits. An
   * error from `records` (a bad line) or from a constraint rolls everything back. Returns the
   * number of rows per table.
   */
  importRecords(records: AsyncIterable<DumpRecord>): Promise<Map<string, number>>;
}

/** Refused by importRecords: the target already holds content. */
export class StoreNotEmpty extends Error {
  constructor() {
    super('The target store already has users or articles: import only into a new, empty store.');
  }
}
