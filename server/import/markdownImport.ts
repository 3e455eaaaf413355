import fs from 'node:fs';
import type { ImportEntry, ImportReport, ImportedPost } from '../domain/imports';
import type { Store } from '../db/store';
import {
  ARCHIVE_LIMITS,
  type ArchiveFile,
  type ArchiveLimits,
  ArchiveRefusal,
} from './archiveLimits';
import type { MediaStore } from '../media/store';
import type { RemoteImageLimits } from './remoteImages';
import { ArchiveImages, imageLinks, isImageFile } from './archiveImages';
import { folderFiles } from './folderFiles';
import { skippedEntry, withImporterFindings } from './importReport';
import { PostSpool } from './postSpool';
import { isPostFile, markdownPost } from './markdownPosts';
import { zipFiles } from './zipFiles';

// `import:markdown`: a folder or a .zip of Markdown files and their images into the store. The
// whole archive is read and checked first (a hostile one is refused before anything is
// written), the images the posts link to go through the media pipeline, then every post goes in
// through domain/imports.ts in one transaction.

export interface ImportOptions {
  /** The editor running it: the author of posts that name none. */
  importerId: number;
  dryRun: boolean;
  now: string;
  limits?: ArchiveLimits;
  /** Called after each file read, with how many so far (the command line's progress line). */
  onProgress?: (files: number) => void;
  /** Where images linked from posts go, and the importing editor's quota; none: not imported. */
  media?: { media: MediaStore; quotaBytes: number };
  /** Fetch the posts' remote images within these limits (postImages.ts); none: links kept. */
  fetchImages?: RemoteImageLimits;
}

/** An archive's files, from a folder or a zip; refused for anything else. */
export async function archiveFiles(
  source: string,
  limits: ArchiveLimits,
): Promise<AsyncGenerator<ArchiveFile>> {
  const stat = await fs.promises.lstat(source).catch(() => null);
  if (stat?.isDirectory()) return folderFiles(source, limits);
  if (stat?.isFile() && source.toLowerCase().endsWith('.zip')) return zipFiles(source, limits);
  throw new ArchiveRefusal(`${source} is neither a folder nor a .zip file`);
}

/** Imports the Markdown posts of `source`; the report says what became of each file. */
export async function importMarkdown(
  store: Store,
  source: string,
  options: ImportOptions,
): Promise<ImportReport> {
  const posts = new PostSpool();
  try {
    const images = new ArchiveImages(posts.dir);
    const skipped: ImportEntry[] = [];
    const notes: string[] = [];
    const seen = new Map<string, string>();
    const links = new Map<string, Map<string, string>>();
    let files = 0;
    for await (const file of await archiveFiles(source, options.limits ?? ARCHIVE_LIMITS)) {
      options.onProgress?.((files += 1));
      const hidden = file.name
        .split('/')
        .some((part) => part.startsWith('.') || part === '__MACOSX');
      if (!hidden && isImageFile(file.name)) images.stage(file);
      if (hidden || isImageFile(file.name)) continue;
      if (!isPostFile(file.name)) {
        skipped.push(skippedEntry(file.name, 'neither Markdown nor an image'));
        continue;
      }
      const read = markdownPost(file, options.now);
      if ('skip' in read) {
        skipped.push(skippedEntry(read.name, read.skip));
        continue;
      }
      const first = seen.get(read.post.sourceId);
      if (first !== undefined) {
        skipped.push(skippedEntry(file.name, `it has the id "${read.post.sourceId}" of ${first}`));
        continue;
      }
      seen.set(read.post.sourceId, file.name);
      links.set(read.post.sourceId, imageLinks(read.post.body, file.name));
      posts.add(read.post);
      notes.push(...read.notes);
    }
    const urls = await postImages(store, images, links, notes, options);
    const report = await store.imports.applyImport(
      {
        source: 'markdown',
        importerId: options.importerId,
        now: options.now,
        posts: linkedTo(posts, links, urls),
      },
      { dryRun: options.dryRun },
    );
    return withImporterFindings(report, skipped, notes);
  } finally {
    posts.close();
  }
}

/**
 * The images the posts link to, through the media pipeline (not on a dry run, which counts
 * them): their new URLs by archive path. A link to a file the archive lacks is noted.
 */
async function postImages(
  store: Store,
  images: ArchiveImages,
  links: Map<string, Map<string, string>>,
  notes: string[],
  options: ImportOptions,
): Promise<Map<string, string>> {
  const wanted = new Set<string>();
  for (const [sourceId, linked] of links) {
    for (const [written, name] of linked) {
      if (images.has(name)) wanted.add(name);
      else notes.push(`${sourceId}: its image ${written} is not in the archive; the link is kept`);
    }
  }
  if (wanted.size === 0) return new Map();
  if (options.dryRun || !options.media) {
    notes.push(`images that would go through the media pipeline: ${wanted.size}`);
    return new Map();
  }
  const { urls, problems } = await images.process(wanted, {
    store,
    ...options.media,
    userId: options.importerId,
    now: options.now,
  });
  for (const [name, problem] of problems) notes.push(`${name}: not imported: ${problem}`);
  return urls;
}

/** The spooled posts with their image links pointing at the images' new URLs. */
function* linkedTo(
  posts: Iterable<ImportedPost>,
  links: Map<string, Map<string, string>>,
  urls: Map<string, string>,
): Generator<ImportedPost> {
  for (const post of posts) {
    let { body } = post;
    for (const [written, name] of links.get(post.sourceId) ?? []) {
      const url = urls.get(name);
      if (url) body = body.split(`](${written}`).join(`](${url}`);
    }
    yield { ...post, body };
  }
}
