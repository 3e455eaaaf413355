// The command line's moving in and out (issue 30): `import:markdown` and `export:markdown`.
import { parseArgs } from 'node:util';
import { isEditor } from '../auth/permissions';
import type { ImportReport } from '../domain/imports';
import type { Store } from '../db/store';
import { ArchiveRefusal } from '../import/archiveLimits';
import { exportMarkdown } from '../import/markdownExport';
import { IMPORT_FORMATS, type Importer } from '../import/importFormats';
import { REMOTE_IMAGE_LIMITS } from '../import/remoteImages';
import { mediaStoreFor } from '../media/mediaStoreFor';
import { DEFAULT_UPLOAD_LIMITS } from '../media/uploadLimits';
import { UsageError } from './cliUsage';
import { readCliSettings, type StoreSettings } from './settings';

export const IMPORT_USAGE = `  import:markdown PATH --as HANDLE [--dry-run]
                 Reads a folder or a .zip of Markdown files with YAML front matter (Jekyll,
                 Hugo, Astro, Obsidian, export:markdown) into articles, all or nothing, as the
                 editor HANDLE (the author of posts that name none; authors they name become
                 accounts without passwords). Their old paths (aliases, redirect_from,
                 permalink) answer 301 to the new articles. Importing the same files again
                 changes only posts that changed. --dry-run reports what would be created,
                 updated and skipped, and why, and writes nothing.
  import:ghost FILE.json --as HANDLE [--dry-run]
                 The same for a Ghost 5 JSON export: posts (their HTML as Markdown), tags,
                 authors, dates and slugs; each post's old /slug/ answers 301. Members-only,
                 scheduled and email-only posts come in as drafts.
  import:wordpress FILE.xml --as HANDLE [--dry-run]
                 The same for a WordPress export (WXR, read as a stream): posts, categories
                 and tags, authors, dates; /?p=ID and each permalink answer 301. Drafts,
                 pending, scheduled, private and password-protected posts come in as drafts.
  import:medium EXPORT.zip --as HANDLE [--dry-run]
                 The same for a Medium export (its zip or its folder): posts/*.html as
                 Markdown, with subtitles, tags, authors and dates; drafts come in as
                 drafts. /@user/slug-ID and /p/ID answer 301.
  import:substack EXPORT.zip --as HANDLE [--dry-run]
                 The same for a Substack export: posts.csv with posts/*.html; paid-only
                 posts and drafts come in as drafts, threads and pages are skipped; /p/slug
                 answers 301. The email list's addresses with an active subscription become
                 confirmed subscribers (unless Folio knows them already); the report names
                 those left out and why.
  import:wordpress, import:medium, import:substack … --fetch-images
                 Also fetches the posts' remote images (10 MB, 15 s each, 200 an import;
                 never from private, loopback or link-local addresses) into the media
                 pipeline, counted to HANDLE's quota; an image not fetched keeps its link.
  export:markdown [--author HANDLE] > articles.zip
                 Writes every article (or one author's) as Markdown with front matter, in a
                 zip on standard output, which import:markdown takes back into a new store.`;

type WithStore = <T>(
  run: (store: Store, settings: Pick<StoreSettings, 'location' | 'mediaDir'>) => Promise<T>,
) => Promise<T>;

/** Every how many files the progress line is redrawn. */
const PROGRESS_EVERY = 25;

function progressLine(): { update(files: number): void; done(): void } {
  const terminal = process.stderr.isTTY === true;
  return {
    update(files) {
      if (terminal && files % PROGRESS_EVERY === 0) process.stderr.write(`\rRead ${files} files…`);
    },
    done() {
      if (terminal) process.stderr.write('\r\u001b[K');
    },
  };
}

/** The report as the command prints it: each file not simply created, then the counts. */
export function describedReport(report: ImportReport, dryRun: boolean): string {
  const count = (action: string) => report.entries.filter((e) => e.action === action).length;
  const lines = dryRun ? ['Dry run: nothing was written. An import would do this:'] : [];
  for (const entry of report.entries) {
    if (entry.action === 'created') continue;
    const what = entry.title ? `${entry.sourceId} (${entry.title})` : entry.sourceId;
    lines.push(`  ${entry.action} ${what}: ${entry.reason}`);
  }
  lines.push(...report.notes.map((note) => `  note: ${note}`));
  if (report.accounts.length > 0) {
    const handles = report.accounts.map((handle) => `@${handle}`).join(', ');
    lines.push(`Accounts made without a password (give one with user:password): ${handles}`);
  }
  lines.push(
    `${count('created')} created, ${count('updated')} updated, ${count('skipped')} skipped; ` +
      `${report.redirects} old paths redirected.`,
  );
  if (report.subscribers > 0) lines.push(`${report.subscribers} newsletter subscribers added.`);
  return lines.join('\n');
}

async function editorId(store: Store, handle: string | undefined): Promise<number> {
  if (!handle) throw new UsageError('--as HANDLE is required: the editor who imports.');
  const user = await store.users.userByHandle(handle.trim().toLowerCase());
  if (!isEditor(user ?? null)) throw new UsageError(`--as must name an editor or owner.`);
  return user!.id;
}

/** An import command: PATH, --as, --dry-run, a progress line, and the report. */
function importCommand(withStore: WithStore, importer: Importer, what: string) {
  return async (args: string[]): Promise<string> => {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        as: { type: 'string' },
        'dry-run': { type: 'boolean' },
        'fetch-images': { type: 'boolean' },
      },
    });
    if (positionals.length !== 1) throw new UsageError(`Give one ${what} to import.`);
    const dryRun = values['dry-run'] === true;
    return withStore(async (store, settings) => {
      const importerId = await editorId(store, values.as);
      const progress = progressLine();
      const { media } = mediaStoreFor(store, settings.location, settings.mediaDir);
      // As the server counts an upload: FOLIO_MEDIA_QUOTA_MB, unset (0) for the default.
      const { quotaMb, importFetchPrivate } = readCliSettings();
      const quotaBytes = quotaMb ? quotaMb * 2 ** 20 : DEFAULT_UPLOAD_LIMITS.quotaBytes;
      try {
        const report = await importer(store, positionals[0]!, {
          importerId,
          dryRun,
          now: new Date().toISOString(),
          onProgress: progress.update,
          media: { media, quotaBytes },
          fetchImages:
            values['fetch-images'] === true
              ? { ...REMOTE_IMAGE_LIMITS, allowPrivate: importFetchPrivate }
              : undefined,
        });
        return describedReport(report, dryRun);
      } catch (error) {
        if (error instanceof ArchiveRefusal) throw new UsageError(error.message);
        throw error;
      } finally {
        progress.done();
      }
    });
  };
}

export function importCommands(
  withStore: WithStore,
): Record<string, (args: string[]) => Promise<string | null>> {
  return {
    ...Object.fromEntries(
      Object.entries(IMPORT_FORMATS).map(([name, format]) => [
        `import:${name}`,
        importCommand(withStore, format.importer, format.what),
      ]),
    ),
    async 'export:markdown'(args: string[]): Promise<null> {
      const { values } = parseArgs({ args, options: { author: { type: 'string' } } });
      if (process.stdout.isTTY) {
        throw new UsageError('export:markdown writes a zip: send it to a file (> articles.zip).');
      }
      await withStore(async (store, settings) => {
        let authorId: number | undefined;
        if (values.author !== undefined) {
          const author = await store.users.userByHandle(values.author.trim().toLowerCase());
          if (!author) throw new UsageError(`No user with the handle "${values.author}".`);
          authorId = author.id;
        }
        const { media } = mediaStoreFor(store, settings.location, settings.mediaDir);
        const { articles, images } = await exportMarkdown(store, process.stdout, {
          authorId,
          media,
        });
        // Standard output is the zip: the report goes to standard error.
        console.error(
          `Exported ${articles} articles as Markdown, with ${images} image${images === 1 ? '' : 's'}.`,
        );
      });
      return null;
    },
  };
}
