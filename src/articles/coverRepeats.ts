// Writers often make an article's first diagram its cover too (the demo's covers are exactly
// that): the page then showed the same picture twice, one under the other. Read from the
// Markdown pipeline's output (attributes double-quoted, `"` and `&` escaped) by index scans.
const ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&lt;': '<',
  '&gt;': '>',
  '&nbsp;': '\u00a0',
  '&amp;': '&',
};

function attribute(tag: string, name: string): string {
  const at = tag.indexOf(` ${name}="`);
  if (at === -1) return '';
  const from = at + name.length + 3;
  const to = tag.indexOf('"', from);
  if (to === -1) return '';
  return tag.slice(from, to).replace(/&(?:quot|lt|gt|nbsp|amp);/g, (entity) => ENTITIES[entity]!);
}

/**
 * Whether the body's first image is the cover: the same upload (the cover's `url` is one of its
 * renditions, `/media/<id>-<W>x<H>.<ext>`, as every rendition is `/media/<id>-…`), or an image
 * with the cover's own alt text, which names what it shows (the demo draws its covers from the
 * first diagram the body shows).
 */
export function coverRepeatsInBody(html: string, cover: { url: string; alt: string }): boolean {
  const start = html.indexOf('<img ');
  if (start === -1) return false;
  const end = html.indexOf('>', start);
  if (end === -1) return false;
  const tag = html.slice(start, end);
  const upload = cover.url.slice(0, cover.url.lastIndexOf('-') + 1);
  if (upload.startsWith('/media/') && attribute(tag, 'src').startsWith(upload)) return true;
  const alt = cover.alt.trim();
  return alt !== '' && attribute(tag, 'alt').trim() === alt;
}
