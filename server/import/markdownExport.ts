import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { stringify } from 'yaml';
import yazl from 'yazl';
import type { ArticleRow, UserRow } from '../db/rows';
import type { Store } from '../db/store';
import type { MediaStore } from '../media/store';
import { ExportImages } from './exportImages';

// `export:markdown` (issue 30 "Leaving"): every article (or one author's) as a Markdown file
// with YAML front matter, in a zip written as a stream. The fields are the ones
// markdownPosts.ts reads first, so `import:markdown` takes the zip back into a new store
// article by article: `id` keys a second import, `status`, `date` and `created` keep the
// article's state and times, `slug` its public address, `author` and `author_name` its writer,
// `old_paths` the paths that redirect to it.

/** Articles whose tags and authors are read per round trip. */
const BATCH = 200;

export interface ExportSummary {
  articles: number;
  images: number;
}

/** The Markdown file of one article. */
export function articleMarkdown(
  article: ArticleRow,
  {
    body,
    tags,
    author,
    oldPaths,
  }: { body: string; tags: string[]; author: UserRow; oldPaths: string[] },
): string {
  const fields: Record<string, unknown> = {
    id: `article-${article.id}`,
    title: article.title,
    status: article.status,
    // A slug that was never public is a draft's (random): a new store draws its own.
    ...(article.publishedAt !== null ? { slug: article.slug, date: article.publishedAt } : {}),
    created: article.createdAt,
    ...(article.summary ? { summary: article.summary } : {}),
    ...(tags.length ? { tags } : {}),
    author: author.handle,
    author_name: author.name,
    // Old links keep working wherever the articles go next.
    ...(oldPaths.length ? { old_paths: oldPaths } : {}),
  };
  return `---\n${stringify(fields, { lineWidth: 0 })}---\n${body}`;
}

/**
 * Writes the zip to `out`; `authorId` keeps only that author's articles; with `media`, the
 * images they show go in too.
 */
export async function exportMarkdown(
  store: Store,
  out: Writable,
  options: { authorId?: number; media?: MediaStore } = {},
): Promise<ExportSummary> {
  const zip = new yazl.ZipFile();
  const images = options.media ? new ExportImages(store, options.media, zip) : null;
  // Standard output is never ended by a pipe (node keeps it open): a file is, and waited for.
  const written = out === process.stdout ? null : once(out, 'finish');
  const ended = once(zip.outputStream, 'end');
  zip.outputStream.pipe(out);
  const all = await store.articles.allArticles();
  const articles = all.filter(
    (a) => options.authorId === undefined || a.authorId === options.authorId,
  );
  for (let start = 0; start < articles.length; start += BATCH) {
    const batch = articles.slice(start, start + BATCH);
    const ids = batch.map((article) => article.id);
    const tags = await store.tags.tagsByArticleIds(ids);
    const oldPaths = await store.redirects.pathsByArticleIds(ids);
    const authors = await store.users.usersByIds([...new Set(batch.map((a) => a.authorId))]);
    const byId = new Map(authors.map((user) => [user.id, user]));
    for (const article of batch) {
      const names = (tags.get(article.id) ?? []).map((tag) => tag.name);
      const text = articleMarkdown(article, {
        body: images ? await images.linked(article.body) : article.body,
        tags: names,
        author: byId.get(article.authorId)!,
        oldPaths: oldPaths.get(article.id) ?? [],
      });
      zip.addBuffer(Buffer.from(text), `articles/${article.slug}.md`, {
        mtime: new Date(article.updatedAt),
      });
    }
  }
  zip.end();
  await ended;
  await written;
  return { articles: articles.length, images: images?.count ?? 0 };
}
