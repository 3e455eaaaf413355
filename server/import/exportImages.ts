import type { ZipFile } from 'yazl';
import type { Store } from '../db/store';
import { parseMediaName, variantName } from '../media/names';
import type { MediaStore } from '../media/store';

// The images an exported article shows, carried in the zip (issue 30 "Leaving"): each image once,
// as its widest fallback rendition (`images/<id>.jpg|png`), and the article's `/media/…` links
// rewritten to it, relative to `articles/`, so that any Markdown tool (and import:markdown) finds
// them. A link to an image no longer stored is kept as it was.

const NAME_CHARACTER = /[0-9a-z.-]/;

/** The `/media/<name>` links of a body that name an image's rendition, with its id. */
export function mediaLinks(body: string): Map<string, string> {
  const links = new Map<string, string>();
  let at = 0;
  for (let start = body.indexOf('/media/', at); start !== -1; start = body.indexOf('/media/', at)) {
    let end = start + '/media/'.length;
    while (end < body.length && NAME_CHARACTER.test(body[end]!)) end++;
    const name = body.slice(start + '/media/'.length, end);
    const parsed = parseMediaName(name);
    if (parsed) links.set(`/media/${name}`, parsed.id);
    at = end;
  }
  return links;
}

export class ExportImages {
  /** Each image id seen: its file in the zip, or null when it is not stored. */
  private readonly files = new Map<string, string | null>();

  constructor(
    private readonly store: Store,
    private readonly media: MediaStore,
    private readonly zip: ZipFile,
  ) {}

  /** How many images the zip holds. */
  get count(): number {
    return [...this.files.values()].filter((file) => file !== null).length;
  }

  /** `body` with its images' links pointing at their files in the zip (added once each). */
  async linked(body: string): Promise<string> {
    let text = body;
    for (const [url, id] of mediaLinks(body)) {
      const file = await this.file(id);
      if (file) text = text.split(url).join(`../${file}`);
    }
    return text;
  }

  private async file(id: string): Promise<string | null> {
    const known = this.files.get(id);
    if (known !== undefined) return known;
    const image = await this.store.images.imageById(id);
    const opened = image && (await this.media.open(variantName(id, image.width, image.fallback)));
    let file: string | null = null;
    if (image && opened) {
      const chunks: Buffer[] = [];
      for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
      file = `images/${id}.${image.fallback}`;
      this.zip.addBuffer(Buffer.concat(chunks), file);
    }
    this.files.set(id, file);
    return file;
  }
}
