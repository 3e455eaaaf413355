import fs from 'node:fs';
import { parse } from 'csv-parse';
import { type ArchiveLimits, ArchiveRefusal } from './archiveLimits';

// A CSV file of an export (Substack's posts.csv and email list) read as a stream with
// csv-parse: a record at a time, named by the header row, none longer than the archive's line
// bound (a quoted field may hold line breaks, so the record is bounded, not just the line).

/** The records of the CSV file at `file` (named `name` in the archive), by header. */
export async function* csvRows(
  file: string,
  name: string,
  limits: ArchiveLimits,
): AsyncGenerator<Record<string, string>> {
  const parser = fs.createReadStream(file).pipe(
    parse({
      bom: true,
      columns: (header: string[]) => header.map((column) => column.trim().toLowerCase()),
      skip_empty_lines: true,
      max_record_size: limits.maxLineBytes,
    }),
  );
  try {
    for await (const record of parser) yield record as Record<string, string>;
  } catch (error) {
    if (error instanceof ArchiveRefusal) throw error;
    throw new ArchiveRefusal(`${name} is not CSV Folio reads (${(error as Error).message})`);
  } finally {
    parser.destroy();
  }
}
