import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { articleChange_article$key } from '../../__generated__/articleChange_article.graphql';
import type { useRestoreRevisionMutation } from '../../__generated__/useRestoreRevisionMutation.graphql';
import { readArticleState } from '../articles/articleChange';
import { readWrittenArticle, useUpdateArticleLists } from './articleLists';
import type { WrittenArticle } from './articleLists';

/** How a restore ended; like a save's (useSaveArticle), it never rejects. */
export type RestoreOutcome =
  | { kind: 'restored'; article: WrittenArticle }
  | { kind: 'refused'; message: string }
  | { kind: 'conflict'; revision: number; updatedAt: string }
  | { kind: 'failed'; error: unknown };

/**
 * restoreRevision: saves revision `number`'s fields as a new revision of `article`, based on
 * `expectedRevision` (the editor's), so a restore never replaces a save made elsewhere.
 */
export function useRestoreRevision(): (
  article: articleChange_article$key,
  number: number,
  expectedRevision: number,
) => Promise<RestoreOutcome> {
  const [commit] = useMutation<useRestoreRevisionMutation>(graphql`
    mutation useRestoreRevisionMutation($input: RestoreRevisionInput!) {
      restoreRevision(input: $input) {
        article {
          ...articleLists_article
        }
        userErrors {
          message
          code
        }
      }
    }
  `);
  const updateLists = useUpdateArticleLists();
  return useCallback(
    (article, number, expectedRevision) =>
      new Promise<RestoreOutcome>((resolve) => {
        const before = readArticleState(article);
        commit({
          variables: { input: { articleId: before.id, revision: number, expectedRevision } },
          updater: (store, data) => {
            const written = data?.restoreRevision.article;
            if (written && !data.restoreRevision.userErrors.length) {
              updateLists(store, before, readWrittenArticle(written));
            }
          },
          onCompleted: ({ restoreRevision }) => {
            const written = restoreRevision.article && readWrittenArticle(restoreRevision.article);
            const error = restoreRevision.userErrors[0];
            if (error?.code === 'CONFLICT' && written) {
              resolve({
                kind: 'conflict',
                revision: written.revision,
                updatedAt: written.updatedAt,
              });
            } else if (error || !written) {
              resolve({ kind: 'refused', message: error?.message ?? 'Nothing was restored.' });
            } else {
              resolve({ kind: 'restored', article: written });
            }
          },
          onError: (error) => resolve({ kind: 'failed', error }),
        });
      }),
    [commit, updateLists],
  );
}
