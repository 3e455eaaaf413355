import type { JSDOM } from 'jsdom';
import type { ImportedPost } from '../domain/imports';
import { slugify } from '../domain/slug';
import { LENGTHS } from '../../schema/rules';
import { htmlToMarkdown, MAX_HTML_CHARACTERS } from './htmlMarkdown';
import { decodedSegment, importedAuthor, isoDate, tagName } from './postFields';

// One post of a Medium export (Settings → Download your information: `posts/*.html`, one
// document each) as a post. Medium marks the parts with microformats: `.p-name` the title,
// `.p-summary` the subtitle, `.e-content` the body, and a footer with `.p-tag` links,
// `.p-author`, `<time class="dt-published">` and the `.p-canonical` link
// `https://medium.com/@user/slug-<hex id>`. A draft (`draft_…` file) has none of the footer's
// facts but a `https://medium.com/p/<id>` link. The HTML is hostile: it is parsed without
// scripts or fetches (jsdom's default), read through class names (no selector engine over the
// file's text) and only the Markdown it becomes is kept.

export type MediumPost = { post: ImportedPost; notes: string[] } | { skip: string; id: string };

type Doc = Document;

function byClass(doc: Doc | Element, name: string): Element | null {
  return doc.getElementsByClassName(name)[0] ?? null;
}

const textOf = (element: Element | null) => element?.textContent?.trim() ?? '';

/** Medium's post id: the last hyphen-separated part of a path, when it is hex. */
function hexId(part: string): string | null {
  const last = part.slice(part.lastIndexOf('-') + 1).toLowerCase();
  return last.length >= 8 && last.length <= 16 && /^[0-9a-f]+$/.test(last) ? last : null;
}

function urlOf(href: string | null | undefined): URL | null {
  try {
    return href ? new URL(href) : null;
  } catch {
    return null;
  }
}

/** The body's element with Medium's furniture removed and code blocks' line breaks kept. */
function cleanedBody(content: Element, doc: Doc): string {
  // The body repeats the title and subtitle (graf--title, graf--subtitle) and opens with a
  // divider between sections: the article has its own title and summary.
  for (const name of ['graf--title', 'graf--subtitle', 'section-divider']) {
    for (const element of [...content.getElementsByClassName(name)]) element.remove();
  }
  // Medium writes a code block's lines as <br>s, which a <pre>'s text would lose, and often
  // without a <code> inside, which is what makes a <pre> a fenced block for turndown.
  for (const pre of [...content.getElementsByTagName('pre')]) {
    for (const br of [...pre.getElementsByTagName('br')]) br.replaceWith(doc.createTextNode('\n'));
    if (pre.getElementsByTagName('code').length === 0) {
      const code = doc.createElement('code');
      code.append(...pre.childNodes);
      pre.append(code);
    }
  }
  // An embed (a video, a gist) is an iframe, which no article shows: it becomes its link.
  for (const frame of [...content.getElementsByTagName('iframe')]) {
    const link = doc.createElement('a');
    const src = urlOf(frame.getAttribute('src'))?.href ?? '';
    link.setAttribute('href', src);
    link.textContent = src;
    const paragraph = doc.createElement('p');
    paragraph.append(link);
    frame.replaceWith(...(src.startsWith('https:') ? [paragraph] : []));
  }
  return content.innerHTML;
}

/** Reads the Medium post `html` of the file `name` (its path in the archive). */
export function mediumPost(
  window: JSDOM['window'],
  name: string,
  html: string,
  now: string,
): MediumPost {
  const base = name.slice(name.lastIndexOf('/') + 1).replace(/\.html$/i, '');
  const draft = base.startsWith('draft');
  if (html.length > MAX_HTML_CHARACTERS) {
    return { skip: `its HTML is longer than ${MAX_HTML_CHARACTERS} characters`, id: name };
  }
  const doc = new window.DOMParser().parseFromString(html, 'text/html');
  const canonical = urlOf(byClass(doc, 'p-canonical')?.getAttribute('href'));
  const shortLink = [...doc.getElementsByTagName('footer')]
    .flatMap((footer) => [...footer.getElementsByTagName('a')])
    .map((a) => urlOf(a.getAttribute('href')))
    .find((url) => url?.pathname.startsWith('/p/'));
  const id =
    (canonical && hexId(canonical.pathname)) ??
    (shortLink && hexId(shortLink.pathname.split('/')[2] ?? '')) ??
    hexId(base);
  if (!id)
    return { skip: 'it has no Medium post id (no canonical link, no id in its name)', id: name };
  const content = byClass(doc, 'e-content');
  if (!content) return { skip: 'it has no body (no e-content section)', id };
  const converted = htmlToMarkdown(cleanedBody(content, doc));
  if ('problem' in converted) return { skip: converted.problem, id };

  const published = !draft && canonical !== null;
  const date = isoDate(byClass(doc, 'dt-published')?.getAttribute('datetime') ?? '');
  const author = byClass(doc, 'p-author');
  const handle = urlOf(author?.getAttribute('href'))?.pathname.replace(/^\/@/, '') ?? '';
  const tags = [...doc.getElementsByClassName('p-tag')].flatMap((tag) => tagName(textOf(tag)));
  // The canonical path's slug without its id: `/@user/my-post-1a2b3c4d5e6f` → `my-post`.
  const last = decodedSegment(canonical?.pathname.split('/').pop() ?? '');
  const slug = slugify(last.slice(0, Math.max(0, last.length - id.length - 1)));
  const summary = textOf(byClass(doc, 'p-summary')).replace(/\s+/g, ' ');
  const notes: string[] = [];
  const images = content.getElementsByTagName('img').length;
  if (images > 0) notes.push(`${id}: its ${images} image(s) stay links to Medium's servers`);
  const post: ImportedPost = {
    sourceId: id,
    title: textOf(byClass(doc, 'p-name')).replace(/\s+/g, ' '),
    summary:
      summary.length > LENGTHS.summary.max
        ? `${summary.slice(0, LENGTHS.summary.max - 1)}…`
        : summary,
    body: converted.markdown,
    tags: [...new Set(tags)].slice(0, LENGTHS.tags.max),
    status: published ? 'PUBLISHED' : 'DRAFT',
    slug: slug && slug !== 'article' ? slug : null,
    createdAt: date ?? now,
    publishedAt: published ? (date ?? now) : null,
    author: handle ? importedAuthor(handle, textOf(author) || handle) : null,
    // A draft was never public: it had no address to keep.
    oldPaths: published ? [canonical.pathname, `/p/${id}`] : [],
  };
  return { post, notes };
}
