// What a kept revision holds, whichever store keeps it (server/README.md "Revisions and pending
// edits").
import type { RevisionRow } from './rows';

/** The newest copies of an article, all kept whatever their age (older ones are thinned). */
export const KEEP_ALL = 50;

/** What a revision holds: the article's fields as saved, tags as normalized names. */
export interface RevisionValues {
  title: string;
  summary: string;
  body: string;
  tags: string[];
}

/** A revision's values, its tags parsed. */
export function revisionValues(row: RevisionRow): RevisionValues {
  return { title: row.title, summary: row.summary, body: row.body, tags: revisionTags(row) };
}

/** A revision's tag names (stored as a JSON array of strings). */
export function revisionTags(row: RevisionRow): string[] {
  const parsed: unknown = JSON.parse(row.tags);
  return Array.isArray(parsed)
    ? parsed.filter((tag): tag is string => typeof tag === 'string')
    : [];
}
