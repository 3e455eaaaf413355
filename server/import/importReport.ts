import type { ImportEntry, ImportReport } from '../domain/imports';

// What an importer adds to the store's report: the files or records it skipped before the
// store saw them, and notes on what it changed on the way (a cut summary, a dropped image).

/** A file or record skipped by the importer itself, and why. */
export function skippedEntry(sourceId: string, reason: string, title = ''): ImportEntry {
  return { sourceId, title, action: 'skipped', reason };
}

/** The store's report with the importer's own skips first and its notes added. */
export function withImporterFindings(
  report: ImportReport,
  skipped: readonly ImportEntry[],
  notes: readonly string[],
): ImportReport {
  return {
    ...report,
    entries: [...skipped, ...report.entries],
    notes: [...notes, ...report.notes],
  };
}
