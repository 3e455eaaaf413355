// A newsletter's HTML, made once per article from what the reader's pipeline rendered (the
// sanitizer's output with absolute links and images, as a feed carries it): each Folio image
// becomes a plain <img> of its JPEG or PNG rendition at email width (mail clients show neither
// AVIF nor WebP, nor <picture>), and the CSS is inlined by juice (most clients drop <style>).
// Per recipient only the footer's placeholders change (newsletterEmail.ts).
import { JSDOM } from 'jsdom';
import juice from 'juice';
import { mediaRenditions, parseMediaUrl } from '../../src/markdown/mediaImages';

/** The widest rendition an email asks for: twice a 600 px column, for sharp screens. */
const EMAIL_IMAGE_WIDTH = 1200;
/** The column an email is read in. */
const EMAIL_COLUMN = 600;

// Colours are set in pairs (text on its own background), so a client that darkens the page
// leaves every block readable; code wraps instead of running off a phone's screen.
const EMAIL_CSS = `
body { margin: 0; padding: 0; }
.folio-email { max-width: ${EMAIL_COLUMN}px; margin: 0 auto; padding: 16px;
  font-family: Georgia, 'Times New Roman', serif; font-size: 17px; line-height: 1.6; }
h1, h2, h3, h4 { font-family: -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif; line-height: 1.25; }
h1 { font-size: 28px; margin: 8px 0 16px; }
h1 a { text-decoration: none; }
a { color: #1a56db; }
img { max-width: 100%; height: auto; border: 0; }
pre { white-space: pre-wrap; word-wrap: break-word; background-color: #f3f4f6; color: #111827;
  padding: 12px; border-radius: 4px; font-size: 14px; line-height: 1.45; }
code { font-family: Menlo, Consolas, 'Courier New', monospace; font-size: 14px; }
blockquote { margin: 0 0 16px; padding: 0 12px; border-left: 3px solid #9ca3af; }
table { border-collapse: collapse; }
th, td { border: 1px solid #d1d5db; padding: 4px 8px; }
.folio-byline { font-family: -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif;
  font-size: 14px; margin: 0; }
.folio-footer { font-family: -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif;
  font-size: 13px; line-height: 1.5; border-top: 1px solid #d1d5db; margin-top: 32px; padding-top: 12px; }
`;

/** The pieces of a newsletter's page, all HTML already escaped. */
export interface NewsletterPage {
  title: string;
  articleUrl: string;
  byline: string;
  /** The article's rendered, sanitized HTML with absolute URLs. */
  content: string;
  /** The footer (with the recipient's placeholders). */
  footer: string;
}

/** The whole email HTML, CSS inlined. */
export function newsletterHtml(page: NewsletterPage): string {
  const document = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">',
    `<title>${page.title}</title><style>${EMAIL_CSS}</style></head>`,
    '<body><div class="folio-email">',
    `<p class="folio-byline">${page.byline}</p>`,
    `<h1><a href="${page.articleUrl}">${page.title}</a></h1>`,
    emailImages(page.content),
    `<p><a href="${page.articleUrl}">Read it on the site</a></p>`,
    `<div class="folio-footer">${page.footer}</div>`,
    '</div></body></html>',
  ].join('');
  return juice(document, { removeStyleTags: true, preserveMediaQueries: false });
}

/**
 * Each `<picture>` of a Folio image as its fallback `<img>` at email width; `srcset` and
 * `sizes` dropped everywhere (a client that reads them might pick a rendition it cannot show).
 */
function emailImages(html: string): string {
  const { window } = new JSDOM('');
  try {
    const template = window.document.createElement('template');
    template.innerHTML = html;
    const root = template.content;
    for (const picture of root.querySelectorAll('picture')) {
      const img = picture.querySelector('img');
      if (img) picture.replaceWith(img);
      else picture.remove();
    }
    for (const img of root.querySelectorAll('img')) {
      const src = img.getAttribute('src') ?? '';
      const rendition = emailRendition(src);
      if (rendition) {
        img.setAttribute('src', rendition.url);
        img.setAttribute('width', String(Math.min(EMAIL_COLUMN, rendition.width)));
        img.removeAttribute('height');
      }
      for (const name of ['srcset', 'sizes', 'loading', 'decoding', 'fetchpriority']) {
        img.removeAttribute(name);
      }
    }
    for (const source of root.querySelectorAll('source')) source.remove();
    return template.innerHTML;
  } finally {
    window.close();
  }
}

/** The fallback rendition (JPEG or PNG) of a Folio image's absolute URL at email width. */
function emailRendition(src: string): { url: string; width: number } | null {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  const image = url.search || url.hash ? null : parseMediaUrl(url.pathname);
  if (!image) return null;
  const renditions = mediaRenditions(image, image.fallback);
  const fitting = renditions.filter((r) => r.width <= EMAIL_IMAGE_WIDTH);
  const chosen = fitting.at(-1) ?? renditions[0]!;
  return { url: url.origin + chosen.url, width: chosen.width };
}
