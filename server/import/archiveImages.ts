import fs from 'node:fs';
import path from 'node:path';
import type { Store } from '../db/store';
import { imageUrl } from '../media/names';
import { MediaRefusal, processImage } from '../media/process';
import type { MediaStore } from '../media/store';
import { type ArchiveFile, ArchiveRefusal } from './archiveLimits';

// Images inside an archive (issue 30 "People and media"): each file a post links to goes through
// the media pipeline as an upload does (its type from its bytes, decoded within the pixel
// bound, re-encoded without metadata, renditions stored once), counted to the importing
// editor's quota; the post then links to its new URL. Files wait on disk until then.

const IMAGE = /\.(jpe?g|png|gif|webp|avif)$/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Whether an archive's file is one a post may show. */
export function isImageFile(name: string): boolean {
  return IMAGE.test(name);
}

function decoded(link: string): string {
  try {
    return decodeURI(link);
  } catch {
    return link;
  }
}

/**
 * The image files a Markdown body links to (`![alt](images/a.png)`, relative to the post's own
 * folder), as written → as the archive names them. Links to other sites, to the site's own
 * paths and out of the archive are left as they are.
 */
export function imageLinks(body: string, postName: string): Map<string, string> {
  const links = new Map<string, string>();
  let at = 0;
  for (let open = body.indexOf('](', at); open !== -1; open = body.indexOf('](', at)) {
    let end = open + 2;
    while (end < body.length && !')\n \t'.includes(body[end]!)) end++;
    const written = body.slice(open + 2, end);
    at = end;
    if (!IMAGE.test(written) || SCHEME.test(written) || /^[/#]/.test(written)) continue;
    const resolved = path.posix.normalize(
      path.posix.join(path.posix.dirname(postName), decoded(written)),
    );
    if (!resolved.startsWith('../')) links.set(written, resolved);
  }
  return links;
}

/** Where the importer's images go, and whose quota they count to. */
export interface ImageTarget {
  store: Store;
  media: MediaStore;
  userId: number;
  quotaBytes: number;
  now: string;
}

export class ArchiveImages {
  private readonly staged = new Map<string, string>();

  /** Files are kept in `dir` (the import's own temp folder) until processed. */
  constructor(private readonly dir: string) {}

  stage(file: ArchiveFile): void {
    const to = path.join(this.dir, `image-${this.staged.size}`);
    fs.writeFileSync(to, file.bytes);
    this.staged.set(file.name, to);
  }

  has(name: string): boolean {
    return this.staged.has(name);
  }

  /**
   * Each of `names` through the media pipeline, stored and recorded as the editor's upload:
   * the URL of each, or why it could not be (a file that is not an image it says it is).
   * Refused whole when the images would pass the editor's quota.
   */
  async process(
    names: Iterable<string>,
    to: ImageTarget,
  ): Promise<{ urls: Map<string, string>; problems: Map<string, string> }> {
    const { images } = to.store;
    const urls = new Map<string, string>();
    const problems = new Map<string, string>();
    let used = await images.mediaBytesOfUser(to.userId);
    for (const name of names) {
      let image;
      try {
        image = await processImage(
          fs.readFileSync(this.staged.get(name)!),
          async (id) => (await images.imageById(id)) !== undefined,
        );
      } catch (error) {
        if (!(error instanceof MediaRefusal)) throw error;
        problems.set(name, error.message);
        continue;
      }
      const mine = (await images.imageUploadedBy(to.userId, image.id)) !== undefined;
      const size =
        (await images.imageBytes(image.id)) ??
        image.files.reduce((sum, file) => sum + file.bytes.length, 0);
      if (!mine && used + size > to.quotaBytes) {
        throw new ArchiveRefusal(
          `its images need more than the importing editor's ${Math.round(to.quotaBytes / 2 ** 20)} MB`,
        );
      }
      // An image this editor has already (a second import) is written and counted once.
      if (!mine) {
        for (const file of image.files) await to.media.put(file.name, file.bytes);
        await images.recordUpload(to.userId, { ...image, bytes: size }, to.now);
        used += size;
      }
      urls.set(name, imageUrl(image));
    }
    return { urls, problems };
  }
}
