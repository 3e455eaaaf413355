import type { ImportReport, ImportedPost } from '../domain/imports';
import type { Store } from '../db/store';
import { slugify } from '../domain/slug';
import { LENGTHS } from '../../schema/rules';
import { ARCHIVE_LIMITS } from './archiveLimits';
import { htmlToMarkdown } from './htmlMarkdown';
import type { ImportOptions } from './markdownImport';
import { decodedSegment, importedAuthor, isoDate, tagName } from './postFields';
import { spooledImport } from './spooledImport';
import { readWxr, type WxrAuthor, type WxrItem } from './wordpressItems';

// `import:wordpress`: the posts of a WXR file (wordpressItems.ts reads it as a stream) into the
// store in one transaction. Only what WordPress showed everyone is published: drafts, pending,
// scheduled, private and password-protected posts come in as drafts. Each post's old paths,
// `/?p=ID` and its permalink (`/2024/05/05/slug/`), answer 301 to the new article.

type Read = { post: ImportedPost; notes: string[] } | { skip: string };

const BLOCK = /^<(h[1-6]|ul|ol|pre|blockquote|table|div|figure|p|hr|!--)[\s>/-]/i;

/** WordPress's classic editor keeps paragraphs as blank lines (wpautop adds the <p>s on show). */
function paragraphs(html: string): string {
  if (/<p[\s>]/i.test(html)) return html;
  const blocks: string[][] = [[]];
  for (const line of html.split('\n')) {
    if (line.trim() === '') blocks.push([]);
    else blocks[blocks.length - 1]!.push(line);
  }
  return blocks
    .filter((lines) => lines.length > 0)
    .map((lines) => {
      const block = lines.join('<br>\n');
      return BLOCK.test(block.trimStart()) ? lines.join('\n') : `<p>${block}</p>`;
    })
    .join('\n');
}

/** WXR's GMT dates ("2024-05-05 10:00:00"; all zeros for a draft never dated) as ISO times. */
function gmtDate(text: string | undefined): string | null {
  const value = text?.trim() ?? '';
  if (value === '' || value.startsWith('0000')) return null;
  return isoDate(`${value.replace(' ', 'T')}Z`);
}

function oldPaths(id: string, link: string | undefined): string[] {
  const paths = [`/?p=${id}`];
  try {
    const url = new URL(link?.trim() ?? '');
    if (url.pathname !== '/' && !url.search) paths.push(url.pathname);
  } catch {
    // No permalink: /?p=ID still leads to the article.
  }
  return paths;
}

function wordpressPost(item: WxrItem, authors: Map<string, WxrAuthor>, now: string): Read {
  const f = (name: string) => item.fields.get(name)?.trim() ?? '';
  const type = f('wp:post_type') || 'post';
  if (type !== 'post') return { skip: `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}, not a post` };
  const wpStatus = f('wp:status');
  if (wpStatus === 'trash') return { skip: 'it is in the trash' };
  const converted = htmlToMarkdown(paragraphs(item.fields.get('content:encoded') ?? ''));
  if ('problem' in converted) return { skip: converted.problem };
  const id = f('wp:post_id');
  const notes: string[] = [];
  const shown = wpStatus === 'publish' && f('wp:post_password') === '';
  if (wpStatus === 'publish' && !shown)
    notes.push(`${id}: password-protected; imported as a draft`);
  if (wpStatus === 'future' || wpStatus === 'private') {
    notes.push(
      `${id}: it was ${wpStatus === 'future' ? 'scheduled' : 'private'}; imported as a draft`,
    );
  }
  const date = gmtDate(item.fields.get('wp:post_date_gmt'));
  const login = f('dc:creator');
  const author = authors.get(login);
  const summary = f('excerpt:encoded');
  const post: ImportedPost = {
    sourceId: id,
    title: f('title'),
    summary:
      summary.length > LENGTHS.summary.max
        ? `${summary.slice(0, LENGTHS.summary.max - 1)}…`
        : summary,
    body: converted.markdown,
    tags: [...new Set(item.terms.flatMap(tagName))].slice(0, LENGTHS.tags.max),
    status: shown ? 'PUBLISHED' : 'DRAFT',
    slug: f('wp:post_name') ? slugify(decodedSegment(f('wp:post_name'))) : null,
    createdAt: date ?? now,
    publishedAt: shown ? (date ?? now) : null,
    author: login ? importedAuthor(login, author?.name ?? login) : null,
    oldPaths: oldPaths(id, item.fields.get('link')),
  };
  return { post, notes };
}

/** Imports the posts of the WXR file at `file`. */
export async function importWordpress(
  store: Store,
  file: string,
  options: ImportOptions,
): Promise<ImportReport> {
  return spooledImport(store, 'wordpress', options, async (found) => {
    const authors = new Map<string, WxrAuthor>();
    const seen = new Set<string>();
    let items = 0;
    await readWxr(file, options.limits ?? ARCHIVE_LIMITS, {
      author: (author) => authors.set(author.login, author),
      item(item) {
        options.onProgress?.((items += 1));
        const id = item.fields.get('wp:post_id')?.trim() ?? '';
        const title = item.fields.get('title')?.trim() ?? '';
        const read: Read =
          id === '' || seen.has(id)
            ? { skip: id === '' ? 'it has no wp:post_id' : 'its wp:post_id came before' }
            : wordpressPost(item, authors, options.now);
        if ('skip' in read) {
          found.skip(id || `(item ${items})`, read.skip, title);
          return;
        }
        seen.add(id);
        found.post(read.post, read.notes);
      },
    });
  });
}
