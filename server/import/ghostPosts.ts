import type { ImportEntry, ImportedPost } from '../domain/imports';
import { slugify } from '../domain/slug';
import { LENGTHS } from '../../schema/rules';
import { ArchiveRefusal } from './archiveLimits';
import { htmlToMarkdown } from './htmlMarkdown';
import { skippedEntry } from './importReport';
import { importedAuthor, isoDate, tagName } from './postFields';

// A Ghost JSON export (Ghost 5, Settings → Labs → Export) as posts: `db[0].data` holds `posts`
// (each with `html` as Ghost rendered its lexical or mobiledoc, which is what is converted),
// `tags` and `posts_tags`, `users` and `posts_authors` (first author by `sort_order`). Every
// value is the file's and checked for its type here: the file is hostile like any upload.

type Row = Readonly<Record<string, unknown>>;

export interface GhostPosts {
  posts: ImportedPost[];
  skipped: ImportEntry[];
  notes: string[];
}

const str = (row: Row, key: string): string | null => {
  const value = row[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

function rows(data: Row, key: string): Row[] {
  const value = data[key];
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new ArchiveRefusal(`its "${key}" is not a list`);
  return value.filter((row): row is Row => typeof row === 'object' && row !== null);
}

/** The export's `data`, from either shape Ghost has written (`{db: [{data}]}` or `{data}`). */
function ghostData(json: unknown): Row {
  const root = (typeof json === 'object' && json !== null ? json : {}) as Row;
  const db = Array.isArray(root.db) ? (root.db[0] as Row | undefined) : root;
  const data = db?.data;
  if (typeof data !== 'object' || data === null || !Array.isArray((data as Row).posts)) {
    throw new ArchiveRefusal('it is not a Ghost JSON export (no db[0].data.posts)');
  }
  return data as Row;
}

/** Values of a link table (`posts_tags`, `posts_authors`) per post, in `sort_order`. */
function linked(data: Row, table: string, key: string): Map<string, string[]> {
  const sorted = rows(data, table).sort(
    (a, b) => Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0),
  );
  const links = new Map<string, string[]>();
  for (const link of sorted) {
    const post = str(link, 'post_id');
    const other = str(link, key);
    if (post && other) links.set(post, [...(links.get(post) ?? []), other]);
  }
  return links;
}

function byId(data: Row, table: string): Map<string, Row> {
  return new Map(
    rows(data, table).flatMap((row) => (str(row, 'id') ? [[str(row, 'id')!, row]] : [])),
  );
}

/** The posts of a parsed Ghost export, with what was skipped and why. */
export function ghostPosts(json: unknown, now: string): GhostPosts {
  const data = ghostData(json);
  const tags = byId(data, 'tags');
  const users = byId(data, 'users');
  const tagLinks = linked(data, 'posts_tags', 'tag_id');
  const authorLinks = linked(data, 'posts_authors', 'author_id');
  const result: GhostPosts = { posts: [], skipped: [], notes: [] };
  for (const row of rows(data, 'posts')) {
    const id = str(row, 'id');
    const title = str(row, 'title') ?? '';
    if (!id) {
      result.skipped.push(skippedEntry('(a post without an id)', 'it has no id', title));
      continue;
    }
    const skip = (reason: string) => result.skipped.push(skippedEntry(id, reason, title));
    if (str(row, 'type') === 'page') {
      skip('a page, not a post: Folio has articles only');
      continue;
    }
    const html = str(row, 'html');
    if (html === null && (str(row, 'lexical') || str(row, 'mobiledoc'))) {
      skip(
        'it has lexical or mobiledoc but no html: export it again from Ghost 5, which adds html',
      );
      continue;
    }
    const converted = htmlToMarkdown(html ?? '');
    if ('problem' in converted) {
      skip(converted.problem);
      continue;
    }
    const status = str(row, 'status');
    const visibility = str(row, 'visibility') ?? 'public';
    // Only what Ghost showed everyone is published: members-only and paid posts, scheduled
    // ones and newsletters never put on the web come in as drafts for an editor to decide.
    const published = status === 'published' && visibility === 'public';
    if (status === 'published' && !published) {
      result.notes.push(`${id}: it was for ${visibility} readers only; imported as a draft`);
    } else if (status === 'scheduled' || status === 'sent') {
      result.notes.push(`${id}: it was ${status}, not on the web; imported as a draft`);
    }
    const feature = str(row, 'feature_image');
    if (feature)
      result.notes.push(`${id}: its feature image (${feature.slice(0, 200)}) was not fetched`);
    const slug = str(row, 'slug');
    const author = users.get(authorLinks.get(id)?.[0] ?? '');
    const handle = author ? (str(author, 'slug') ?? str(author, 'name')) : null;
    const names = (tagLinks.get(id) ?? []).flatMap((tagId) => {
      const name = str(tags.get(tagId) ?? {}, 'name');
      // Ghost's internal tags (`#hash`) are for themes, not readers.
      return name && !name.startsWith('#') ? tagName(name) : [];
    });
    const createdAt = isoDate(str(row, 'created_at') ?? '') ?? now;
    result.posts.push({
      sourceId: id,
      title,
      summary: (str(row, 'custom_excerpt') ?? '').slice(0, LENGTHS.summary.max),
      body: converted.markdown,
      tags: [...new Set(names)].slice(0, LENGTHS.tags.max),
      status: published ? 'PUBLISHED' : 'DRAFT',
      slug: slug ? slugify(slug) : null,
      createdAt,
      publishedAt: published ? (isoDate(str(row, 'published_at') ?? '') ?? createdAt) : null,
      author: author && handle ? importedAuthor(handle, str(author, 'name') ?? handle) : null,
      oldPaths: slug ? [`/${slug}/`] : [],
    });
  }
  return result;
}
