import { JSDOM } from 'jsdom';
import type { ImportReport } from '../domain/imports';
import type { Store } from '../db/store';
import { ARCHIVE_LIMITS } from './archiveLimits';
import { archiveFiles, type ImportOptions } from './markdownImport';
import { mediumPost } from './mediumPosts';
import { spooledImport } from './spooledImport';

// `import:medium`: the posts of a Medium export (its zip, or the folder it unpacks to) into
// the store in one transaction. Only `posts/*.html` is read (the profile, claps, lists and the
// rest are not articles); drafts come in as drafts; each published post's old paths, its
// canonical `/@user/slug-<id>` and Medium's short `/p/<id>`, answer 301 to the new article.

/** Whether an archive's file is one of the export's posts. */
function isPostFile(name: string): boolean {
  const parts = name.split('/');
  return (
    parts.length >= 2 &&
    parts[parts.length - 2] === 'posts' &&
    name.toLowerCase().endsWith('.html') &&
    !parts.some((part) => part.startsWith('.') || part === '__MACOSX')
  );
}

/** Imports the posts of the Medium export at `source`. */
export async function importMedium(
  store: Store,
  source: string,
  options: ImportOptions,
): Promise<ImportReport> {
  return spooledImport(store, 'medium', options, async (found) => {
    const { window } = new JSDOM('');
    try {
      const seen = new Map<string, string>();
      let files = 0;
      let posts = 0;
      for await (const file of await archiveFiles(source, options.limits ?? ARCHIVE_LIMITS)) {
        options.onProgress?.((files += 1));
        if (!isPostFile(file.name)) continue;
        posts += 1;
        const read = mediumPost(window, file.name, file.bytes.toString('utf8'), options.now);
        if ('skip' in read) {
          found.skip(read.id, read.skip);
          continue;
        }
        const first = seen.get(read.post.sourceId);
        if (first !== undefined) {
          found.skip(file.name, `it has the Medium id ${read.post.sourceId} of ${first}`);
          continue;
        }
        seen.set(read.post.sourceId, file.name);
        found.post(read.post, read.notes);
      }
      if (posts === 0) found.note('the archive has no posts/*.html: is it a Medium export?');
    } finally {
      window.close();
    }
  });
}
