import { CsvError, parse } from 'csv-parse';
import type { Readable } from 'node:stream';
import type { Store } from '../db/store';
import type { ImportedSubscription, ImportOutcome } from '../db/subscriberStores';
import { normalizeEmail } from './emailAddress';
import { cellValue, targetOfCell } from './subscriberCsv';

// The import of subscribers from a CSV file (the export's shape). Consent is kept: a row
// becomes a subscription only when the file says when the reader opted in (`confirmed_at`);
// any other row is skipped, and nothing is ever sent to it, not even a confirmation email.
// The file is parsed as it streams in and checked whole before anything is written, so a
// refused file changes nothing.

export const IMPORT_LIMITS = {
  /** The most rows a file may hold. */
  rows: 10_000,
  /** The longest row, in characters. */
  rowChars: 2_000,
  /** The longest consent text kept. */
  consentChars: 100,
  /** Rows written per transaction. */
  batch: 500,
  /** Skipped rows the report names one by one (the rest are counted). */
  listed: 100,
};

/** Why a row was skipped, as the report says it. */
export const SKIP_REASONS = {
  email: 'not an email address',
  target: 'no such author or tag',
  noConsent: 'no opt-in time (confirmed_at): not subscribed, nothing will be sent',
  date: 'confirmed_at is not a date, or is in the future',
  consent: `consent is longer than ${IMPORT_LIMITS.consentChars} characters`,
  duplicate: 'listed twice in the file',
  subscribed: 'already subscribed',
  suppressed: 'suppressed: a mail server refused this address for good',
} as const;

export type SkipReason = keyof typeof SKIP_REASONS;

export interface SkippedRow {
  /** The file's line number (the header is line 1). */
  line: number;
  email: string;
  reason: SkipReason;
}

export interface ImportReport {
  dryRun: boolean;
  rows: number;
  imported: number;
  skipped: Partial<Record<SkipReason, number>>;
  /** The first skipped rows, in file order. */
  skippedRows: SkippedRow[];
}

/** A file refused whole, before anything was written. */
export class ImportRefusal extends Error {}

interface ParsedRow extends ImportedSubscription {
  line: number;
}

/** The file's rows parsed and checked; skipped rows go to `skip`. */
async function readRows(
  store: Store,
  input: Readable,
  at: number,
  skip: (row: SkippedRow) => void,
): Promise<{ rows: number; valid: ParsedRow[] }> {
  const parser = parse({
    bom: true,
    columns: (header: string[]) => {
      const names = header.map((name) => name.trim().toLowerCase());
      if (!names.includes('email')) {
        throw new ImportRefusal('The first line must name the columns, among them "email".');
      }
      return names;
    },
    skip_empty_lines: true,
    max_record_size: IMPORT_LIMITS.rowChars,
    info: true,
  });
  input.on('error', (error) => parser.destroy(error));
  input.pipe(parser);
  const targets = new Map<string, string | null>();
  const seen = new Set<string>();
  const valid: ParsedRow[] = [];
  let rows = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number };
    }>) {
      if (++rows > IMPORT_LIMITS.rows) {
        throw new ImportRefusal(`A file may hold at most ${IMPORT_LIMITS.rows} rows.`);
      }
      const line = info.lines;
      const raw = cellValue(record.email);
      const email = normalizeEmail(raw);
      const refuse = (reason: SkipReason) => skip({ line, email: email ?? raw, reason });
      if (!email) {
        refuse('email');
        continue;
      }
      const targetCell = cellValue(record.target);
      if (!targets.has(targetCell)) targets.set(targetCell, await targetOfCell(store, targetCell));
      const target = targets.get(targetCell);
      const confirmed = cellValue(record.confirmed_at);
      const confirmedAt = Date.parse(confirmed);
      const consent = cellValue(record.consent) || 'import';
      if (!target) refuse('target');
      else if (confirmed === '') refuse('noConsent');
      else if (Number.isNaN(confirmedAt) || confirmedAt > at) refuse('date');
      else if (consent.length > IMPORT_LIMITS.consentChars) refuse('consent');
      else if (seen.has(`${email}\n${target}`)) refuse('duplicate');
      else {
        seen.add(`${email}\n${target}`);
        valid.push({ line, email, target, confirmedAt, consent });
      }
    }
  } catch (error) {
    if (error instanceof ImportRefusal) throw error;
    if (error instanceof CsvError) {
      throw new ImportRefusal(`This is not a CSV file Folio can read: ${error.message}`);
    }
    throw error;
  } finally {
    input.unpipe(parser);
  }
  return { rows, valid };
}

/**
 * Imports the subscribers of a CSV file, or with `dryRun` only reports what it would do.
 * Throws ImportRefusal (nothing written) for a file that is not CSV, lacks an email column,
 * has a row over the length limit or more rows than the limit.
 */
export async function importSubscriberCsv(
  store: Store,
  input: Readable,
  options: { dryRun: boolean; at: number },
): Promise<ImportReport> {
  const report: ImportReport = {
    dryRun: options.dryRun,
    rows: 0,
    imported: 0,
    skipped: {},
    skippedRows: [],
  };
  const skip = (row: SkippedRow) => {
    report.skipped[row.reason] = (report.skipped[row.reason] ?? 0) + 1;
    if (report.skippedRows.length < IMPORT_LIMITS.listed) report.skippedRows.push(row);
  };
  const { rows, valid } = await readRows(store, input, options.at, skip);
  report.rows = rows;
  const late: SkippedRow[] = [];
  for (let i = 0; i < valid.length; i += IMPORT_LIMITS.batch) {
    const batch = valid.slice(i, i + IMPORT_LIMITS.batch);
    const outcomes = await store.subscribers.importSubscriptions(batch, options.at, options.dryRun);
    outcomes.forEach((outcome: ImportOutcome, j) => {
      if (outcome === 'imported') report.imported++;
      else late.push({ line: batch[j]!.line, email: batch[j]!.email, reason: outcome });
    });
  }
  late.forEach(skip);
  report.skippedRows.sort((a, b) => a.line - b.line);
  return report;
}
