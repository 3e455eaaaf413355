import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
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
  | { kind: 'done'; status: ArticleStatus; slug: string; revision: number }
  | { kind: 'refused'; message: string; field: string | null }
  | { kind: 'failed'; error: unknown };

const NEXT_STATUS: Record<StatusAction, ArticleStatus> = {
  publish: 'PUBLISHED',
  unpublish: 'DRAFT',
  archive: 'ARCHIVED',
};

/** The three payloads select the same fields; this is any of them. */
type StatusPayload = useArticleStatusPublishMutation['response']['publishArticle'];

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
      publishArticle(input: $input) {
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
      unpublishArticle(input: $input) {
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
      archiveArticle(input: $input) {
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
        const updater = (store: RecordSourceSelectorProxy, payload: StatusPayload | undefined) => {
          if (payload?.article && !payload.userErrors.length) {
            updateLists(store, before, readWrittenArticle(payload.article));
          }
        };
        const onCompleted = (payload: StatusPayload) => {
          const refusal = payload.userErrors[0];
          if (refusal || !payload.article) {
            resolve({
              kind: 'refused',
              message: refusal?.message ?? 'The server did not change the article.',
              field: refusal?.field ?? null,
            });
          } else {
            const { status, slug, revision } = readWrittenArticle(payload.article);
            resolve({ kind: 'done', status, slug, revision });
          }
        };
        const common = {
          variables: { input: { id: before.id } },
          optimisticUpdater: (store: RecordSourceSelectorProxy) => {
            store.get(before.id)?.setValue(NEXT_STATUS[action], 'status');
          },
          onError: (error: Error) => resolve({ kind: 'failed', error }),
        };
        if (action === 'publish') {
          commitPublish({
            ...common,
            updater: (store, data) => updater(store, data?.publishArticle),
            onCompleted: (data) => onCompleted(data.publishArticle),
          });
        } else if (action === 'unpublish') {
          commitUnpublish({
            ...common,
            updater: (store, data) => updater(store, data?.unpublishArticle),
            onCompleted: (data) => onCompleted(data.unpublishArticle),
          });
        } else {
          commitArchive({
            ...common,
            updater: (store, data) => updater(store, data?.archiveArticle),
            onCompleted: (data) => onCompleted(data.archiveArticle),
          });
        }
      }),
    [commitPublish, commitUnpublish, commitArchive, updateLists],
  );

  return { changeStatus, isChanging: isPublishing || isUnpublishing || isArchiving };
}
