import type { ImportEntry, ImportReport, ImportedPost } from '../domain/imports';
import type { ImportedSubscriber } from '../domain/importedSubscribers';
import type { Store } from '../db/store';
import { withImporterFindings } from './importReport';
import type { ImportOptions } from './markdownImport';
import { PostSpool } from './postSpool';
import { withRemoteImages } from './postImages';

// The shape every streaming importer shares: posts read into a spool on disk (one at a time,
// never the whole export in memory), the importer's own skips and notes beside them, then one
// transaction through domain/imports.ts, whose report gets the importer's findings.

/** What an importer's reading gathers: `dir` is the import's own temp folder. */
export interface ImportFindings {
  readonly dir: string;
  post(post: ImportedPost, notes?: readonly string[]): void;
  skip(sourceId: string, reason: string, title?: string): void;
  note(note: string): void;
  /** Subscribers to add with the posts (Substack's email list). */
  subscribers?: Iterable<ImportedSubscriber>;
}

/** Runs `read`, then writes what it found as `source` (or, on a dry run, reports it). */
export async function spooledImport(
  store: Store,
  source: string,
  options: ImportOptions,
  read: (found: ImportFindings) => Promise<void>,
): Promise<ImportReport> {
  const posts = new PostSpool();
  try {
    const skipped: ImportEntry[] = [];
    const notes: string[] = [];
    const found: ImportFindings = {
      dir: posts.dir,
      post(post, postNotes = []) {
        posts.add(post);
        notes.push(...postNotes);
      },
      skip: (sourceId, reason, title = '') =>
        skipped.push({ sourceId, title, action: 'skipped', reason }),
      note: (note) => notes.push(note),
    };
    await read(found);
    const linked = await withRemoteImages(store, posts, posts.dir, options, found.note);
    const report = await store.imports.applyImport(
      {
        source,
        importerId: options.importerId,
        now: options.now,
        posts: linked,
        subscribers: found.subscribers,
      },
      { dryRun: options.dryRun },
    );
    return withImporterFindings(report, skipped, notes);
  } finally {
    posts.close();
  }
}
