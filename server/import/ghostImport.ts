import fs from 'node:fs';
import type { ImportReport } from '../domain/imports';
import type { Store } from '../db/store';
import { ARCHIVE_LIMITS, ArchiveRefusal } from './archiveLimits';
import { ghostPosts } from './ghostPosts';
import { withImporterFindings } from './importReport';
import type { ImportOptions } from './markdownImport';

// `import:ghost`: a Ghost JSON export into the store. Ghost writes one JSON document (one line),
// so it is read whole, bounded by the archive's total (100 MiB by default), then every post goes
// in through domain/imports.ts in one transaction; each post's old path is Ghost's `/slug/`.

/** Imports the posts of the Ghost export at `file`. */
export async function importGhost(
  store: Store,
  file: string,
  options: ImportOptions,
): Promise<ImportReport> {
  const limits = options.limits ?? ARCHIVE_LIMITS;
  const stat = await fs.promises.lstat(file).catch(() => null);
  if (!stat?.isFile()) throw new ArchiveRefusal(`${file} is not a file`);
  if (stat.size > limits.maxTotalBytes) {
    throw new ArchiveRefusal(`it holds more than ${limits.maxTotalBytes} bytes`);
  }
  let json: unknown;
  try {
    json = JSON.parse(await fs.promises.readFile(file, 'utf8'));
  } catch {
    throw new ArchiveRefusal('it is not JSON');
  }
  const { posts, skipped, notes } = ghostPosts(json, options.now);
  options.onProgress?.(posts.length + skipped.length);
  const report = await store.imports.applyImport(
    { source: 'ghost', importerId: options.importerId, now: options.now, posts },
    { dryRun: options.dryRun },
  );
  return withImporterFindings(report, skipped, notes);
}
