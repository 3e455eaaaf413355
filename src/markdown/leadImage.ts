// The image near the top of a rendered body: on an article without a cover it is the largest
// paint, and the pipeline makes every image lazy (sanitizerPolicy.ts), so without a hint its
// download waited for the first layout. Read from the pipeline's own output (attributes written
// by the sanitizer's serializer, values double-quoted with `"` escaped), by plain index scans.

/** An image to preload: the attributes of its `<img>`. */
export interface LeadImage {
  src: string;
  srcSet: string | null;
  sizes: string | null;
}

/** Only an image this close to the start of the body's HTML is likely on the first screen. */
export const LEAD_IMAGE_HTML_CHARS = 2000;

/**
 * The first `<img>` within the first LEAD_IMAGE_HTML_CHARS of `html` (the pipeline's output),
 * or null: none there, or it is a `<picture>`'s, whose `<source>` the browser may prefer (a
 * preload of the `<img>` would then be a second download).
 */
export function leadImage(html: string): LeadImage | null {
  const start = html.indexOf('<img ');
  if (start === -1 || start > LEAD_IMAGE_HTML_CHARS) return null;
  if (html.lastIndexOf('<picture', start) > html.lastIndexOf('</picture>', start)) return null;
  const end = html.indexOf('>', start);
  if (end === -1) return null;
  const tag = html.slice(start, end);
  const src = attribute(tag, 'src');
  return src ? { src, srcSet: attribute(tag, 'srcset'), sizes: attribute(tag, 'sizes') } : null;
}

function attribute(tag: string, name: string): string | null {
  const at = tag.indexOf(` ${name}="`);
  if (at === -1) return null;
  const from = at + name.length + 3;
  const to = tag.indexOf('"', from);
  if (to === -1) return null;
  return tag.slice(from, to).replace(/&amp;/g, '&');
}
