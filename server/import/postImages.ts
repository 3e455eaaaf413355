import type { ImportedPost } from '../domain/imports';
import type { Store } from '../db/store';
import { ArchiveImages } from './archiveImages';
import type { ImportOptions } from './markdownImport';
import { fetchRemoteImage, RemoteImageRefusal } from './remoteImages';

// Remote images in imported posts, on the editor's request (ImportOptions.fetchImages): each
// `![…](https://…)` URL, up to the count limit, fetched within the limits (remoteImages.ts) and
// put through the media pipeline as an archive's image is (archiveImages.ts); the posts then
// link to the new URLs. Any URL not fetched keeps its link, and the report says why.

/** The remote image URLs a Markdown body shows (`![alt](https://…)`), in order. */
export function remoteImageLinks(body: string): string[] {
  const links: string[] = [];
  let at = 0;
  for (let open = body.indexOf('![', at); open !== -1; open = body.indexOf('![', at)) {
    const start = body.indexOf('](', open);
    if (start === -1) break;
    let end = start + 2;
    while (end < body.length && !')\n \t'.includes(body[end]!)) end++;
    const link = body.slice(start + 2, end);
    if (link.startsWith('https://') || link.startsWith('http://')) links.push(link);
    at = end;
  }
  return links;
}

/**
 * Fetches the posts' remote images (a dry run only counts them) and returns the posts with
 * links to the stored images; `note` hears what was not fetched and why.
 */
export async function withRemoteImages(
  store: Store,
  posts: Iterable<ImportedPost>,
  dir: string,
  options: ImportOptions,
  note: (text: string) => void,
): Promise<Iterable<ImportedPost>> {
  const limits = options.fetchImages;
  if (!limits) return posts;
  const wanted = new Set<string>();
  for (const post of posts) for (const link of remoteImageLinks(post.body)) wanted.add(link);
  if (wanted.size === 0) return posts;
  const fetched = [...wanted].slice(0, limits.maxCount);
  if (wanted.size > fetched.length) {
    note(`remote images past the ${limits.maxCount} an import fetches keep their links: ${wanted.size - fetched.length}`); // prettier-ignore
  }
  if (options.dryRun || !options.media) {
    note(`remote images that would be fetched into the media pipeline: ${fetched.length}`);
    return posts;
  }
  const images = new ArchiveImages(dir);
  const got: string[] = [];
  for (const link of fetched) {
    try {
      images.stage({ name: link, bytes: await fetchRemoteImage(link, limits) });
      got.push(link);
    } catch (error) {
      if (!(error instanceof RemoteImageRefusal)) throw error;
      note(`${link.slice(0, 200)}: not fetched: ${error.message}; the link is kept`);
    }
  }
  const { urls, problems } = await images.process(got, {
    store,
    ...options.media,
    userId: options.importerId,
    now: options.now,
  });
  for (const [link, problem] of problems) note(`${link.slice(0, 200)}: not imported: ${problem}`);
  return {
    *[Symbol.iterator]() {
      for (const post of posts) {
        let { body } = post;
        for (const link of remoteImageLinks(post.body)) {
          const url = urls.get(link);
          if (url) body = body.split(`](${link}`).join(`](${url}`);
        }
        yield { ...post, body };
      }
    },
  };
}
