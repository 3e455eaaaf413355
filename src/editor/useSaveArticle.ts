import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { articleChange_article$key } from '../../__generated__/articleChange_article.graphql';
import type { useSaveArticleCreateMutation } from '../../__generated__/useSaveArticleCreateMutation.graphql';
import type { useSaveArticleUpdateMutation } from '../../__generated__/useSaveArticleUpdateMutation.graphql';
import { readArticleState } from '../articles/articleChange';
import type { UserErrorLike } from '../accounts/useFormState';
import { readWrittenArticle, useUpdateArticleLists } from './articleLists';
import type { WrittenArticle } from './articleLists';

/** The fields a save sends; tags already normalized. */
export interface SaveInput {
  title: string;
  summary: string;
  tags: string[];
  body: string;
}

/** The stored article an update replaces, and the revision the edit is based on. */
export interface SaveTarget {
  article: articleChange_article$key;
  revision: number;
}

/** How a save ended. */
export type SaveOutcome =
  | { kind: 'saved'; article: WrittenArticle }
  | { kind: 'invalid'; userErrors: ReadonlyArray<UserErrorLike> }
  | { kind: 'conflict'; message: string; revision: number; updatedAt: string }
  | { kind: 'failed'; error: unknown };

/** How a save is made: `autosave` is a save made while typing (UpdateArticleInput.autosave). */
export interface SaveOptions {
  autosave?: boolean;
}

/**
 * Saves the editor's fields: createArticle the first time, then updateArticle
 * based on the revision the edit started from. Resolves with how it ended;
 * it never rejects, so the form keeps every character whatever happens.
 */
export function useSaveArticle(): {
  save: (
    input: SaveInput,
    target: SaveTarget | null,
    options?: SaveOptions,
  ) => Promise<SaveOutcome>;
  isSaving: boolean;
} {
  const [commitCreate, isCreating] = useMutation<useSaveArticleCreateMutation>(graphql`
    mutation useSaveArticleCreateMutation($input: CreateArticleInput!) {
      createArticle(input: $input) {
        article {
          ...articleLists_article
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
          ...articleLists_article
        }
        userErrors {
          field
          message
          code
        }
      }
    }
  `);
  const updateLists = useUpdateArticleLists();

  const save = useCallback(
    (
      input: SaveInput,
      target: SaveTarget | null,
      options: SaveOptions = {},
    ): Promise<SaveOutcome> =>
      new Promise<SaveOutcome>((resolve) => {
        if (!target) {
          commitCreate({
            variables: { input },
            updater: (store, data) => {
              const article = data?.createArticle.article;
              if (article && !data.createArticle.userErrors.length) {
                updateLists(store, null, readWrittenArticle(article));
              }
            },
            onCompleted: ({ createArticle }) => {
              const article = createArticle.article;
              if (createArticle.userErrors.length || !article) {
                resolve({ kind: 'invalid', userErrors: createArticle.userErrors });
              } else {
                resolve({ kind: 'saved', article: readWrittenArticle(article) });
              }
            },
            onError: (error) => resolve({ kind: 'failed', error }),
          });
          return;
        }
        const before = readArticleState(target.article);
        commitUpdate({
          variables: {
            input: {
              id: before.id,
              revision: target.revision,
              ...input,
              // Sent only when set: an explicit save is what it always was.
              ...(options.autosave ? { autosave: true } : {}),
            },
          },
          updater: (store, data) => {
            const article = data?.updateArticle.article;
            if (article && !data.updateArticle.userErrors.length) {
              updateLists(store, before, readWrittenArticle(article));
            }
          },
          onCompleted: ({ updateArticle }) => {
            const article = updateArticle.article && readWrittenArticle(updateArticle.article);
            const conflict = updateArticle.userErrors.find((error) => error.code === 'CONFLICT');
            if (conflict && article) {
              resolve({
                kind: 'conflict',
                message: conflict.message,
                revision: article.revision,
                updatedAt: article.updatedAt,
              });
            } else if (updateArticle.userErrors.length || !article) {
              resolve({ kind: 'invalid', userErrors: updateArticle.userErrors });
            } else {
              resolve({ kind: 'saved', article });
            }
          },
          onError: (error) => resolve({ kind: 'failed', error }),
        });
      }),
    [commitCreate, commitUpdate, updateLists],
  );

  return { save, isSaving: isCreating || isUpdating };
}
