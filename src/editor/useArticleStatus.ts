import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  ArticleStatus,
  articleChange_article$key,
} from '../../__generated__/articleChange_article.graphql';
import type { useArticleStatusArchiveMutation } from '../../__generated__/useArticleStatusArchiveMutation.graphql';
import type { useArticleStatusPublishMutation } from '../../__generated__/useArticleStatusPublishMutation.graphql';
import type { useArticleStatusUnpublishMutation } from '../../__generated__/useArticleStatusUnpublishMutation.graphql';
import { readArticleState } from '../articles/articleChange';
import { readWrittenArticle, useUpdateArticleLists } from './articleLists';

/** A status change the editor offers. Restore is an unpublish of an archived article. */
export type StatusAction = 'publish' | 'unpublish' | 'archive';

/**
 * How a status change ended. A change is a revision of its own (the server
 * counts it, so that a tab opened before it cannot undo it by saving), and a
 * first publish gives a draft its public slug: `done` carries both.
 */
export type StatusOutcome =
  | {
      kind: 'done';
      status: ArticleStatus;
      slug: string;
      revision: number;
      /** The article as the next change finds it (an Undo starts from here). */
      reference?: articleChange_article$key;
    }
  | { kind: 'refused'; message: string; field: string | null }
  | { kind: 'failed'; error: unknown };

const NEXT_STATUS: Record<StatusAction, ArticleStatus> = {
  publish: 'PUBLISHED',
  unpublish: 'DRAFT',
  archive: 'ARCHIVED',
};

// The three mutations select the same fields under the same alias, `payload`,
// so that one config serves all three.
type StatusPayload = useArticleStatusPublishMutation['response']['payload'];

/** How a payload that came back ends the change. */
function statusOutcome(payload: StatusPayload): StatusOutcome {
  const refusal = payload.userErrors[0];
  if (refusal || !payload.article) {
    return {
      kind: 'refused',
      message: refusal?.message ?? 'The server did not change the article.',
      field: refusal?.field ?? null,
    };
  }
  const { status, slug, revision, reference } = readWrittenArticle(payload.article);
  return { kind: 'done', status, slug, revision, reference };
}

/**
 * Publish, unpublish (also the restore of an archived article) and archive.
 * The new status shows at once (optimistic: the outcome is predictable);
 * when the server refuses or cannot be reached Relay rolls it back, and the
 * outcome says why so the editor can show it.
 */
export function useArticleStatus(): {
  changeStatus: (
    action: StatusAction,
    article: articleChange_article$key,
  ) => Promise<StatusOutcome>;
  isChanging: boolean;
} {
  const [commitPublish, isPublishing] = useMutation<useArticleStatusPublishMutation>(graphql`
    mutation useArticleStatusPublishMutation($input: PublishArticleInput!) {
      payload: publishArticle(input: $input) {
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
  const [commitUnpublish, isUnpublishing] = useMutation<useArticleStatusUnpublishMutation>(graphql`
    mutation useArticleStatusUnpublishMutation($input: UnpublishArticleInput!) {
      payload: unpublishArticle(input: $input) {
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
  const [commitArchive, isArchiving] = useMutation<useArticleStatusArchiveMutation>(graphql`
    mutation useArticleStatusArchiveMutation($input: ArchiveArticleInput!) {
      payload: archiveArticle(input: $input) {
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
  const updateLists = useUpdateArticleLists();

  const changeStatus = useCallback(
    (action: StatusAction, reference: articleChange_article$key): Promise<StatusOutcome> =>
      new Promise<StatusOutcome>((resolve) => {
        const before = readArticleState(reference);
        const commit =
          action === 'publish'
            ? commitPublish
            : action === 'unpublish'
              ? commitUnpublish
              : commitArchive;
        commit({
          variables: { input: { id: before.id } },
          optimisticUpdater: (store) => {
            store.get(before.id)?.setValue(NEXT_STATUS[action], 'status');
          },
          updater: (store, data) => {
            if (data?.payload.article && !data.payload.userErrors.length) {
              updateLists(store, before, readWrittenArticle(data.payload.article));
            }
          },
          onCompleted: ({ payload }) => resolve(statusOutcome(payload)),
          onError: (error) => resolve({ kind: 'failed', error }),
        });
      }),
    [commitPublish, commitUnpublish, commitArchive, updateLists],
  );

  return { changeStatus, isChanging: isPublishing || isUnpublishing || isArchiving };
}
