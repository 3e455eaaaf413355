import { graphql, readInlineData } from 'react-relay/hooks';
import type {
  ArticleStatus,
  articleChange_article$key,
} from '../../__generated__/articleChange_article.graphql';

/** What decides which lists an article belongs to. */
export interface ArticleState {
  readonly id: string;
  readonly status: ArticleStatus;
  readonly publishedAt: string | null;
  readonly authorId: string;
  readonly tags: ReadonlyArray<{ readonly id: string; readonly name: string }>;
}

/**
 * One write as the lists see it: the article before it (null when the write
 * created it) and after (null when the write deleted it). Each list of
 * articles exports an updater that takes this and decides alone what the
 * write means for it (see relay-examples/todo: a list owns its `@connection`
 * and the code that edits it).
 */
export type ArticleChange =
  | { readonly before: ArticleState | null; readonly after: ArticleState }
  | { readonly before: ArticleState; readonly after: null };

/** The article a write is about: as it is now, or as it was before its deletion. */
export function changedArticle(change: ArticleChange): ArticleState {
  return change.after === null ? change.before : change.after;
}

/**
 * Reads an article's list-deciding fields from a fragment reference: the
 * editor's article before a write, a mutation payload's article after it.
 * Inline, so a mutation's updater can read it outside any component.
 */
export function readArticleState(reference: articleChange_article$key): ArticleState {
  const article = readInlineData(
    graphql`
      fragment articleChange_article on Article @inline {
        id
        status
        publishedAt
        author {
          id
        }
        tags {
          id
          name
        }
      }
    `,
    reference,
  );
  return {
    id: article.id,
    status: article.status,
    publishedAt: article.publishedAt ?? null,
    authorId: article.author.id,
    tags: article.tags.map(({ id, name }) => ({ id, name })),
  };
}

/** Only published articles are on the public lists (`ARTICLE_STATUSES`, schema/rules.ts). */
export function isPublished(state: ArticleState | null): boolean {
  return state?.status === 'PUBLISHED';
}

/** Drafts and archived articles are the author's own list. */
export function isUnpublished(state: ArticleState | null): boolean {
  return state?.status === 'DRAFT' || state?.status === 'ARCHIVED';
}

/** The tags the article had or has: the tag lists a write may touch. */
export function touchedTags(change: ArticleChange): ArticleState['tags'] {
  const byId = new Map((change.after?.tags ?? []).map((tag) => [tag.id, tag]));
  for (const tag of change.before?.tags ?? []) byId.set(tag.id, tag);
  return [...byId.values()];
}
