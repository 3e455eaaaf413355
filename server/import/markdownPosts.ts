import path from 'node:path';
import type { ImportedPost } from '../domain/imports';
import { slugify } from '../domain/slug';
import { ARTICLE_STATUSES, type ArticleStatus, LENGTHS } from '../../schema/rules';
import type { ArchiveFile } from './archiveLimits';
import { type FrontMatter, splitFrontMatter } from './frontMatter';
import { importedAuthor, isoDate, tagName } from './postFields';

// One Markdown file with front matter as a post (issue 30): the fields of Jekyll (`date`,
// `categories`, `permalink`, `redirect_from`, `published: false`, a `YYYY-MM-DD-slug.md` name),
// Hugo (`draft`, `aliases`, `description`), Astro (`pubDate`, `description`), Obsidian
// (`tags` with `#`, `aliases` that are names, not paths) and Folio's own export
// (markdownExport.ts: `id`, `status`, `created`, `author`, `author_name`, `old_paths`).

export type MarkdownPost = { post: ImportedPost; notes: string[] } | { skip: string; name: string };

const MARKDOWN = /\.(md|markdown|mdx)$/i;
const JEKYLL_NAME = /^(\d{4}-\d{2}-\d{2})-(.+)$/;

/** Whether a file is one an import reads; hidden files and macOS's shadows are passed over. */
export function isPostFile(name: string): boolean {
  const hidden = name.split('/').some((part) => part.startsWith('.') || part === '__MACOSX');
  return !hidden && MARKDOWN.test(name);
}

function text(data: FrontMatter, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = data[key];
    if (typeof value === 'number') return String(value);
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

function list(data: FrontMatter, ...keys: string[]): string[] {
  return keys.flatMap((key) => {
    const value = data[key];
    if (typeof value === 'string') return value.split(/[\s,]+/);
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : [];
  });
}

function author(data: FrontMatter): ImportedPost['author'] {
  const given = data.author;
  const nested = typeof given === 'object' && given !== null ? (given as FrontMatter) : null;
  const handle = nested ? text(nested, 'handle', 'username') : text(data, 'author');
  const name = (nested && text(nested, 'name')) ?? text(data, 'author_name') ?? handle;
  return handle && name ? importedAuthor(handle, name) : null;
}

/** Folio's own status (export:markdown), when the file states one. */
function statedStatus(data: FrontMatter): ArticleStatus | null {
  const stated = text(data, 'status')?.toUpperCase();
  return ARTICLE_STATUSES.find((status) => status === stated) ?? null;
}

function oldPaths(data: FrontMatter): string[] {
  // Obsidian's aliases are other names for a note, not paths: only paths and URLs are kept.
  const given = list(data, 'aliases', 'redirect_from', 'old_paths', 'permalink', 'url');
  return given.map((item) => item.trim()).filter((item) => /^(\/|https?:\/\/)/i.test(item));
}

/** The title from a body's first `# ` heading (taken out of the body), when there is one. */
function headingTitle(body: string): { title: string; body: string } | null {
  const start = body.search(/\S/);
  if (start === -1 || !body.startsWith('# ', start)) return null;
  const end = body.indexOf('\n', start);
  const title = body.slice(start + 2, end === -1 ? body.length : end).trim();
  return title ? { title, body: end === -1 ? '' : body.slice(end + 1).replace(/^\n+/, '') } : null;
}

/** The post a Markdown file holds, or why it is skipped. */
export function markdownPost(file: ArchiveFile, now: string): MarkdownPost {
  const skip = (reason: string): MarkdownPost => ({ skip: reason, name: file.name });
  let source: string;
  try {
    source = new TextDecoder('utf-8', { fatal: true }).decode(file.bytes);
  } catch {
    return skip('it is not UTF-8 text');
  }
  const split = splitFrontMatter(source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'));
  if ('problem' in split) return skip(split.problem);
  const { data } = split;
  const notes: string[] = [];
  const stem = path.posix.basename(file.name).replace(MARKDOWN, '');
  const jekyll = JEKYLL_NAME.exec(stem);
  let body = split.body;
  let title = text(data, 'title');
  if (!title) {
    const heading = headingTitle(body);
    if (heading) ({ title, body } = heading);
    else title = (jekyll?.[2] ?? stem).replace(/[-_]+/g, ' ');
  }
  const dateText =
    text(data, 'date', 'pubDate', 'publishDate', 'published_at') ?? jekyll?.[1] ?? null;
  const date = dateText === null ? null : isoDate(dateText);
  if (dateText !== null && date === null)
    return skip(`its date "${dateText.slice(0, 40)}" is not a date`);
  const createdText = text(data, 'created', 'created_at');
  const created = createdText === null ? null : isoDate(createdText);
  const stated = statedStatus(data);
  const status =
    stated ?? (data.draft === true || data.published === false ? 'DRAFT' : 'PUBLISHED');
  const tags = [...new Set(list(data, 'tags', 'categories').flatMap(tagName))];
  if (tags.length > LENGTHS.tags.max) {
    notes.push(`${file.name}: tags after the first ${LENGTHS.tags.max} were left out`);
  }
  let summary = text(data, 'summary', 'description', 'excerpt', 'subtitle') ?? '';
  if (summary.length > LENGTHS.summary.max) {
    summary = `${summary.slice(0, LENGTHS.summary.max - 1)}…`;
    notes.push(`${file.name}: the summary was cut to ${LENGTHS.summary.max} characters`);
  }
  const slug = text(data, 'slug') ?? jekyll?.[2] ?? stem;
  const post: ImportedPost = {
    sourceId: text(data, 'id', 'uuid') ?? file.name.replace(MARKDOWN, ''),
    title,
    summary,
    body,
    tags: tags.slice(0, LENGTHS.tags.max),
    status,
    slug: slugify(slug),
    createdAt: created ?? date ?? now,
    // A stated status keeps its date as it was (a draft once published keeps its first
    // publication); a draft of another tool was never published, whatever its date says.
    publishedAt: stated ? date : status === 'DRAFT' ? null : (date ?? created ?? now),
    author: author(data),
    oldPaths: oldPaths(data),
  };
  return { post, notes };
}
