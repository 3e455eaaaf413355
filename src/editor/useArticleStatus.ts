import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useArticleStatusArchiveMutation } from '../../__generated__/useArticleStatusArchiveMutation.graphql';
import type { useArticleStatusPublishMutation } from '../../__generated__/useArticleStatusPublishMutation.graphql';
import type { useArticleStatusUnpublishMutation } from '../../__generated__/useArticleStatusUnpublishMutation.graphql';
import type { ArticleTagRef } from './articleLists';
import { removeFromPublishedLists, showInPublishedLists } from './articleLists';
import { linkSlug } from './useSaveArticle';

/** A status change the editor offers. Restore is an unpublish of an archived article. */
export type StatusAction = 'publish' | 'unpublish' | 'archive';

/** The article as the change starts. */
export interface StatusTarget {
  id: string;
  status: string;
  publishedAt: string | null | undefined;
  tags: ReadonlyArray<ArticleTagRef>;
}

/**
 * How a status change ended. A change is a revision of its own (the server
 * counts it, so that a tab opened before it cannot undo it by saving), and a
 * first publish gives a draft its public slug: `done` carries both.
 */
export type StatusOutcome =
  | { kind: 'done'; status: string; slug: string; revision: number }
  | { kind: 'refused'; message: string; field: string | null }
  | { kind: 'failed'; error: unknown };

const NEXT_STATUS: Record<StatusAction, string> = {
  publish: 'PUBLISHED',
  unpublish: 'DRAFT',
  archive: 'ARCHIVED',
};

const PAYLOAD_FIELD: Record<StatusAction, string> = {
  publish: 'publishArticle',
  unpublish: 'unpublishArticle',
  archive: 'archiveArticle',
};

interface StatusPayload {
  readonly article:
    | {
        readonly id: string;
        readonly slug: string;
        readonly status: string;
        readonly revision: number;
        readonly tags: ReadonlyArray<ArticleTagRef>;
      }
    | null
    | undefined;
  readonly userErrors: ReadonlyArray<{
    readonly field: string | null | undefined;
    readonly message: string;
  }>;
}

function updateLists(
  store: RecordSourceSelectorProxy,
  target: StatusTarget,
  payload: StatusPayload,
) {
  const article = payload.article;
  if (!article || payload.userErrors.length) return;
  if (article.status === 'PUBLISHED' && target.status !== 'PUBLISHED') {
    showInPublishedLists(store, article.id, article.tags, target.publishedAt == null);
  } else if (article.status !== 'PUBLISHED' && target.status === 'PUBLISHED') {
    removeFromPublishedLists(store, article.id, article.tags);
  }
}

/**
 * Publish, unpublish (also the restore of an archived article) and archive.
 * The new status shows at once (optimistic: the outcome is predictable);
 * when the server refuses or cannot be reached Relay rolls it back, and the
 * outcome says why so the editor can show it.
 */
export function useArticleStatus(): {
  changeStatus: (action: StatusAction, target: StatusTarget) => Promise<StatusOutcome>;
  isChanging: boolean;
} {
  const [commitPublish, isPublishing] = useMutation<useArticleStatusPublishMutation>(graphql`
    mutation useArticleStatusPublishMutation($input: PublishArticleInput!) {
      publishArticle(input: $input) {
        article {
          id
          slug
          status
          revision
          tags {
            id
            name
          }
          ...ArticleEditor_article
          # A first publish puts this article into the home and tag lists, whose cards read it.
          # eslint-disable-next-line relay/must-colocate-fragment-spreads
          ...ArticleCard_article
          # eslint-disable-next-line relay/must-colocate-fragment-spreads
          ...ArticleByline_article
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
          id
          slug
          status
          revision
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
  const [commitArchive, isArchiving] = useMutation<useArticleStatusArchiveMutation>(graphql`
    mutation useArticleStatusArchiveMutation($input: ArchiveArticleInput!) {
      archiveArticle(input: $input) {
        article {
          id
          slug
          status
          revision
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

  const changeStatus = useCallback(
    (action: StatusAction, target: StatusTarget): Promise<StatusOutcome> =>
      new Promise<StatusOutcome>((resolve) => {
        const field = PAYLOAD_FIELD[action];
        const config = {
          variables: { input: { id: target.id } },
          optimisticUpdater: (store: RecordSourceSelectorProxy) => {
            store.get(target.id)?.setValue(NEXT_STATUS[action], 'status');
          },
          updater: (store: RecordSourceSelectorProxy, data: unknown) => {
            // A first publish gives a draft its public slug, where the editor goes next.
            linkSlug(store, field);
            const payload = (data as Record<string, StatusPayload | undefined> | null)?.[field];
            if (payload) updateLists(store, target, payload);
          },
          onCompleted: (data: unknown) => {
            const payload = (data as Record<string, StatusPayload>)[field]!;
            const refusal = payload.userErrors[0];
            if (refusal || !payload.article) {
              resolve({
                kind: 'refused',
                message: refusal?.message ?? 'The server did not change the article.',
                field: refusal?.field ?? null,
              });
            } else {
              const { status, slug, revision } = payload.article;
              resolve({ kind: 'done', status, slug, revision });
            }
          },
          onError: (error: Error) => resolve({ kind: 'failed', error }),
        };
        if (action === 'publish') commitPublish(config);
        else if (action === 'unpublish') commitUnpublish(config);
        else commitArchive(config);
      }),
    [commitPublish, commitUnpublish, commitArchive],
  );

  return { changeStatus, isChanging: isPublishing || isUnpublishing || isArchiving };
}
