import type { ImportedPost } from '../domain/imports';
import { slugify } from '../domain/slug';
import { LENGTHS } from '../../schema/rules';
import { htmlToMarkdown } from './htmlMarkdown';
import { isoDate } from './postFields';

// One row of a Substack export's posts.csv (post_id, post_date, is_published, email_sent_at,
// type, audience, title, subtitle, podcast_url) with its body, posts/<post_id>.html, as a
// post. post_id is `<number>.<slug>`: the number is the source id (a slug can change), the slug
// makes the old path `/p/<slug>`. Only what Substack showed everyone is published: drafts and
// paid or subscriber-only posts come in as drafts; threads and pages are not articles.

export type SubstackPost = { post: ImportedPost; notes: string[] } | { skip: string };

/** The number and slug of a post_id, or null when it is not `<digits>.<slug>`. */
export function substackId(postId: string): { id: string; slug: string } | null {
  const dot = postId.indexOf('.');
  const id = dot === -1 ? postId : postId.slice(0, dot);
  if (!/^\d{1,20}$/.test(id)) return null;
  return { id, slug: dot === -1 ? '' : postId.slice(dot + 1) };
}

/** The post of `row`, whose body is `html` (null: the archive lacks it). */
export function substackPost(
  row: Record<string, string>,
  html: string | null,
  now: string,
): SubstackPost {
  const field = (name: string) => row[name]?.trim() ?? '';
  const ids = substackId(field('post_id'))!;
  const type = field('type').toLowerCase() || 'newsletter';
  if (type === 'thread') return { skip: 'a discussion thread, not a post' };
  if (type === 'page') return { skip: 'a page, not a post: Folio has articles only' };
  if (html === null) return { skip: `posts/${field('post_id')}.html is not in the archive` };
  const converted = htmlToMarkdown(html);
  if ('problem' in converted) return { skip: converted.problem };
  const notes: string[] = [];
  const audience = field('audience').toLowerCase() || 'everyone';
  const isPublished = field('is_published').toLowerCase() === 'true';
  const published = isPublished && audience === 'everyone';
  if (isPublished && !published) {
    notes.push(`${ids.id}: it was for ${audience} readers only; imported as a draft`);
  }
  if (type === 'podcast' && field('podcast_url')) {
    notes.push(
      `${ids.id}: a podcast; its audio (${field('podcast_url').slice(0, 200)}) is not kept`,
    );
  }
  const date = isoDate(field('post_date'));
  const summary = field('subtitle');
  return {
    post: {
      sourceId: ids.id,
      title: field('title') || ids.slug,
      summary:
        summary.length > LENGTHS.summary.max
          ? `${summary.slice(0, LENGTHS.summary.max - 1)}…`
          : summary,
      body: converted.markdown,
      tags: [],
      status: published ? 'PUBLISHED' : 'DRAFT',
      slug: ids.slug ? slugify(ids.slug) : null,
      createdAt: date ?? now,
      publishedAt: published ? (date ?? now) : null,
      author: null,
      // A draft was never public: it had no address to keep.
      oldPaths: published && ids.slug ? [`/p/${ids.slug}`] : [],
    },
    notes,
  };
}
