import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { parseMediaName } from '../media/names';
import type { MediaStore } from '../media/store';
import { DUMP_TABLES, type DumpColumn, type DumpRecord, type DumpRow } from './dump';
import type { Store } from './store';
import { isStoredTime } from './storedTime';

// The dump file: JSON Lines, one header, then every kept row table by table (dump.ts), then the
// media files. Written and read as streams, so a store of any size moves in bounded memory
// (a line holds one row or one file).

const HEADER = { folio: 'dump', version: 1 } as const;

export interface DumpOptions {
  /** Keep the sessions too (everyone stays signed in after the move). */
  sessions?: boolean;
}

export interface DumpSummary {
  /** Rows per table. */
  rows: Map<string, number>;
  mediaFiles: number;
}

async function writeLine(out: Writable, value: unknown): Promise<void> {
  if (!out.write(`${JSON.stringify(value)}\n`)) await once(out, 'drain');
}

/** Writes the whole store (and its media files, when given) to `out`. */
export async function exportStore(
  store: Store,
  media: MediaStore | null,
  out: Writable,
  options: DumpOptions = {},
): Promise<DumpSummary> {
  const summary: DumpSummary = { rows: new Map(), mediaFiles: 0 };
  await writeLine(out, HEADER);
  for (const table of DUMP_TABLES) {
    if (table.optional && !options.sessions) continue;
    let count = 0;
    for await (const row of store.dump.readTable(table)) {
      await writeLine(out, { table: table.name, row });
      count += 1;
    }
    summary.rows.set(table.name, count);
  }
  if (media) {
    for await (const name of media.list()) {
      const file = await media.open(name);
      if (!file) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(chunk as Buffer);
      await writeLine(out, { media: name, base64: Buffer.concat(chunks).toString('base64') });
      summary.mediaFiles += 1;
    }
  }
  return summary;
}

/** A line the import refuses: which line, and what was wrong with it. */
export class DumpLineError extends Error {
  constructor(line: number, problem: string) {
    super(`Line ${line} of the dump: ${problem}. Nothing was imported.`);
  }
}

const NPM_BANNER =
  'npm’s own banner, not the dump: export with `npm run -s folio -- db:export > dump.jsonl` ' +
  '(-s keeps npm quiet)';
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const TABLES = new Map(DUMP_TABLES.map((table, index) => [table.name, { table, index }]));

function valueProblem(column: DumpColumn, value: unknown): string | null {
  if (value === null) return column.nullable ? null : 'may not be null';
  switch (column.type) {
    case 'int':
      return Number.isSafeInteger(value) ? null : 'must be an integer';
    case 'text':
      return typeof value === 'string' ? null : 'must be a string';
    case 'time':
      return isStoredTime(value) ? null : 'must be an ISO-8601 time';
    case 'blob':
      return typeof value === 'string' && BASE64.test(value) ? null : 'must be base64';
  }
}

function checkedRow(line: number, tableName: string, row: unknown): DumpRecord['row'] {
  const { table } = TABLES.get(tableName)!;
  if (typeof row !== 'object' || row === null || Array.isArray(row)) {
    throw new DumpLineError(line, `the row of ${tableName} is not an object`);
  }
  const values = row as Record<string, unknown>;
  const extra = Object.keys(values).find((key) => !table.columns.some((c) => c.name === key));
  if (extra !== undefined) throw new DumpLineError(line, `${tableName} has no column "${extra}"`);
  for (const column of table.columns) {
    const problem = valueProblem(column, values[column.name] ?? null);
    if (problem) throw new DumpLineError(line, `${tableName}.${column.name} ${problem}`);
  }
  return values as DumpRow;
}

/**
 * Reads a dump into an EMPTY store (dump.ts DumpStore.importRecords): all of it in one
 * transaction, or nothing. Media files wait in a temp folder and reach the media store only
 * once the rows are committed.
 */
export async function importStore(
  store: Store,
  media: MediaStore | null,
  input: Readable,
): Promise<DumpSummary> {
  const staged = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-import-'));
  const mediaNames: string[] = [];
  async function* records(): AsyncGenerator<DumpRecord> {
    let line = 0;
    let lastTable = -1;
    let nodeIdKey = false;
    let headed = false;
    for await (const text of readline.createInterface({ input, crlfDelay: Infinity })) {
      line += 1;
      if (text.trim() === '') continue;
      let value: Record<string, unknown>;
      try {
        value = JSON.parse(text) as Record<string, unknown>;
      } catch {
        // `npm run folio -- db:export > file` puts npm's banner ("> folio@… folio") first.
        if (!headed && text.startsWith('> ')) throw new DumpLineError(line, NPM_BANNER);
        throw new DumpLineError(line, 'not JSON');
      }
      if (!headed) {
        if (value.folio !== HEADER.folio || value.version !== HEADER.version) {
          throw new DumpLineError(line, 'not a Folio dump of version 1');
        }
        headed = true;
        continue;
      }
      if (typeof value.media === 'string') {
        if (!media) throw new DumpLineError(line, 'a media file, but the target keeps no media');
        if (!parseMediaName(value.media) || typeof value.base64 !== 'string') {
          throw new DumpLineError(line, 'a media file needs a rendition’s name and base64 bytes');
        }
        fs.writeFileSync(path.join(staged, value.media), Buffer.from(value.base64, 'base64'));
        mediaNames.push(value.media);
        continue;
      }
      const entry = typeof value.table === 'string' ? TABLES.get(value.table) : undefined;
      if (!entry) throw new DumpLineError(line, `unknown table ${JSON.stringify(value.table)}`);
      if (entry.index < lastTable) {
        throw new DumpLineError(line, `${entry.table.name} comes after the tables it refers to`);
      }
      lastTable = entry.index;
      const row = checkedRow(line, entry.table.name, value.row);
      if (entry.table.name === 'secrets' && row.name === 'node_id_key') nodeIdKey = true;
      yield { table: entry.table, row };
    }
    if (!headed) throw new DumpLineError(Math.max(line, 1), 'the dump is empty');
    if (!nodeIdKey) throw new DumpLineError(line, 'the store’s node-id key is missing');
  }
  try {
    const rows = await store.dump.importRecords(records());
    for (const name of mediaNames) {
      await media!.put(name, fs.readFileSync(path.join(staged, name)));
    }
    return { rows, mediaFiles: mediaNames.length };
  } finally {
    fs.rmSync(staged, { recursive: true, force: true });
  }
}
