import fs from 'node:fs';
import path from 'node:path';
import type { ImportReport } from '../domain/imports';
import type { Store } from '../db/store';
import { ARCHIVE_LIMITS, ArchiveRefusal } from './archiveLimits';
import { csvRows } from './csvRows';
import { archiveFiles, type ImportOptions } from './markdownImport';
import { spooledImport } from './spooledImport';
import { substackId, substackPost } from './substackPosts';
import { SubstackSubscribers } from './substackSubscribers';

// `import:substack`: a Substack export (Settings → Exports: a zip, or the folder it unpacks to)
// into the store in one transaction: posts.csv's rows with their bodies from posts/*.html, and
// the email list's opted-in addresses as confirmed subscribers. The zip's order is not known,
// so its files wait on disk (the import's temp folder) until posts.csv is read; each CSV is
// read as a stream. A published post's old path `/p/<slug>` answers 301 to the new article.

const hidden = (name: string) =>
  name.split('/').some((part) => part.startsWith('.') || part === '__MACOSX');

/** Imports the posts and subscribers of the Substack export at `source`. */
export async function importSubstack(
  store: Store,
  source: string,
  options: ImportOptions,
): Promise<ImportReport> {
  const limits = options.limits ?? ARCHIVE_LIMITS;
  return spooledImport(store, 'substack', options, async (found) => {
    const bodies = new Map<string, string>();
    let postsCsv: string | null = null;
    let emailList: string | null = null;
    let files = 0;
    for await (const file of await archiveFiles(source, limits)) {
      options.onProgress?.((files += 1));
      const base = path.posix.basename(file.name);
      const folder = path.posix.basename(path.posix.dirname(file.name));
      let kept: string | null = null;
      if (hidden(file.name)) continue;
      if (base === 'posts.csv' && postsCsv === null) kept = postsCsv = 'posts.csv';
      else if (base.startsWith('email_list') && base.endsWith('.csv') && emailList === null) {
        kept = emailList = 'email_list.csv';
      } else if (folder === 'posts' && base.endsWith('.html')) {
        kept = `body-${bodies.size}.html`;
        bodies.set(base.slice(0, -'.html'.length), kept);
      }
      if (kept) fs.writeFileSync(path.join(found.dir, kept), file.bytes);
    }
    if (postsCsv === null) {
      throw new ArchiveRefusal('it has no posts.csv: is it a Substack export?');
    }
    const seen = new Set<string>();
    let rows = 0;
    for await (const row of csvRows(path.join(found.dir, postsCsv), 'posts.csv', limits)) {
      rows += 1;
      const postId = row.post_id?.trim() ?? '';
      const title = row.title?.trim() ?? '';
      const ids = substackId(postId);
      if (!ids || seen.has(ids.id)) {
        const reason = ids ? 'its post_id came before' : 'its post_id is not <number>.<slug>';
        found.skip(postId.slice(0, 100) || `(row ${rows})`, reason, title);
        continue;
      }
      seen.add(ids.id);
      const body = bodies.get(postId);
      const html = body ? fs.readFileSync(path.join(found.dir, body), 'utf8') : null;
      const read = substackPost(row, html, options.now);
      if ('skip' in read) found.skip(ids.id, read.skip, title);
      else found.post(read.post, read.notes);
    }
    if (emailList !== null) {
      const subscribers = new SubstackSubscribers(Date.parse(options.now));
      const file = path.join(found.dir, emailList);
      for await (const row of csvRows(file, 'the email list', limits)) subscribers.add(row);
      found.subscribers = subscribers.subscribers;
      for (const note of subscribers.notes()) found.note(note);
    }
  });
}
