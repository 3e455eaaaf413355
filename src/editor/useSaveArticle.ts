import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useSaveArticleCreateMutation } from '../../__generated__/useSaveArticleCreateMutation.graphql';
import type { useSaveArticleUpdateMutation } from '../../__generated__/useSaveArticleUpdateMutation.graphql';
import type { ArticleField, FieldErrors } from './articleRules';
import type { ArticleTagRef } from './articleLists';
import { removeFromPublishedLists, showInPublishedLists } from './articleLists';

/** The fields a save sends; tags already normalized. */
export interface SaveInput {
  title: string;
  summary: string;
  tags: string[];
  body: string;
}

/** What the article was when the edit started, for the update's revision and the lists. */
export interface SaveTarget {
  id: string;
  revision: number;
  status: string;
  tags: ReadonlyArray<ArticleTagRef>;
}

/** How a save ended. */
export type SaveOutcome =
  | {
      kind: 'saved';
      id: string;
      slug: string;
      revision: number;
      status: string;
      tags: ReadonlyArray<ArticleTagRef>;
    }
  | { kind: 'invalid'; errors: FieldErrors; formError: string | null }
  | { kind: 'conflict'; message: string; revision: number; updatedAt: string }
  | { kind: 'failed'; error: unknown };

/** What a successful create or update tells the editor about the stored article. */
function savedOutcome(article: Omit<Extract<SaveOutcome, { kind: 'saved' }>, 'kind'>): SaveOutcome {
  const { id, slug, revision, status, tags } = article;
  return { kind: 'saved', id, slug, revision, status, tags };
}

interface UserErrorEntry {
  readonly field: string | null | undefined;
  readonly message: string;
}

const FIELDS: ReadonlyArray<ArticleField> = ['title', 'summary', 'tags', 'body'];

/** Puts server userErrors on the fields they name; the rest become one form message. */
export function placeUserErrors(userErrors: ReadonlyArray<UserErrorEntry>): {
  errors: FieldErrors;
  formError: string | null;
} {
  const errors: FieldErrors = {};
  const other: string[] = [];
  for (const error of userErrors) {
    const field = FIELDS.find((name) => name === error.field);
    if (field) errors[field] ??= error.message;
    else other.push(error.message);
  }
  return { errors, formError: other.length ? other.join(' ') : null };
}

/**
 * Links `article(slug:)` to the article a mutation payload carries. The saved
 * (or published) article is also what the route query of its edit URL reads,
 * so that loader answers from the store: the switch from /write, from a slug
 * a new title replaced, or from a draft slug to the public one at the first
 * publish costs no request.
 */
export function linkSlug(store: RecordSourceSelectorProxy, payloadField: string): void {
  const article = store.getRootField(payloadField)?.getLinkedRecord('article');
  const slug = article?.getValue('slug');
  if (article && typeof slug === 'string') {
    store.getRoot().setLinkedRecord(article, 'article', { slug });
  }
}

/**
 * Saves the editor's fields: createArticle the first time, then updateArticle
 * based on the revision the edit started from. Resolves with how it ended;
 * it never rejects, so the form keeps every character whatever happens.
 */
export function useSaveArticle(): {
  save: (input: SaveInput, target: SaveTarget | null) => Promise<SaveOutcome>;
  isSaving: boolean;
} {
  const [commitCreate, isCreating] = useMutation<useSaveArticleCreateMutation>(graphql`
    mutation useSaveArticleCreateMutation($input: CreateArticleInput!) {
      createArticle(input: $input) {
        article {
          id
          slug
          revision
          status
          viewerCanEdit
          tags {
            id
            name
          }
          ...ArticleEditor_article
        }
        userErrors {
          field
          message
        }
      }
    }
  `);
  const [commitUpdate, isUpdating] = useMutation<useSaveArticleUpdateMutation>(graphql`
    mutation useSaveArticleUpdateMutation($input: UpdateArticleInput!) {
      updateArticle(input: $input) {
        article {
          id
          slug
          revision
          updatedAt
          status
          viewerCanEdit
          tags {
            id
            name
          }
          ...ArticleEditor_article
          # The article page and the lists read these; the payload keeps them current.
          # eslint-disable-next-line relay/must-colocate-fragment-spreads
          ...ArticleCard_article
          # eslint-disable-next-line relay/must-colocate-fragment-spreads
          ...ArticleByline_article
        }
        userErrors {
          field
          message
          code
        }
      }
    }
  `);

  const save = useCallback(
    (input: SaveInput, target: SaveTarget | null): Promise<SaveOutcome> =>
      new Promise<SaveOutcome>((resolve) => {
        if (!target) {
          commitCreate({
            variables: { input },
            updater: (store) => linkSlug(store, 'createArticle'),
            onCompleted: ({ createArticle }) => {
              const article = createArticle.article;
              if (createArticle.userErrors.length || !article) {
                resolve({ kind: 'invalid', ...placeUserErrors(createArticle.userErrors) });
                return;
              }
              resolve(savedOutcome(article));
            },
            onError: (error) => resolve({ kind: 'failed', error }),
          });
          return;
        }
        commitUpdate({
          variables: { input: { id: target.id, revision: target.revision, ...input } },
          updater: (store, data) => {
            linkSlug(store, 'updateArticle');
            const article = data?.updateArticle.article;
            if (!article || data.updateArticle.userErrors.length) return;
            // A published article whose tags changed joins or leaves those tags' lists.
            if (target.status === 'PUBLISHED' && article.status === 'PUBLISHED') {
              const now = new Set(article.tags.map((tag) => tag.id));
              const before = new Set(target.tags.map((tag) => tag.id));
              const dropped = target.tags.filter((tag) => !now.has(tag.id));
              const added = article.tags.filter((tag) => !before.has(tag.id));
              removeFromPublishedLists(store, article.id, dropped, 'tags-only');
              showInPublishedLists(store, article.id, added, false, 'tags-only');
            }
          },
          onCompleted: ({ updateArticle }) => {
            const article = updateArticle.article;
            const conflict = updateArticle.userErrors.find((error) => error.code === 'CONFLICT');
            if (conflict && article) {
              resolve({
                kind: 'conflict',
                message: conflict.message,
                revision: article.revision,
                updatedAt: article.updatedAt,
              });
            } else if (updateArticle.userErrors.length || !article) {
              resolve({ kind: 'invalid', ...placeUserErrors(updateArticle.userErrors) });
            } else {
              resolve(savedOutcome(article));
            }
          },
          onError: (error) => resolve({ kind: 'failed', error }),
        });
      }),
    [commitCreate, commitUpdate],
  );

  return { save, isSaving: isCreating || isUpdating };
}
