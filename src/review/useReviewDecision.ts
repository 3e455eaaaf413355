import { useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useReviewDecisionPublishMutation } from '../../__generated__/useReviewDecisionPublishMutation.graphql';
import type { useReviewDecisionReturnMutation } from '../../__generated__/useReviewDecisionReturnMutation.graphql';
import { describeError } from '../app/describeError';

/** The queue's connection leaves the article once an editor has decided (ReviewList). */
function leaveQueue(store: RecordSourceSelectorProxy, id: string, decided: boolean): void {
  if (!decided) return;
  const queue = ConnectionHandler.getConnection(store.getRoot(), 'ReviewList_reviewQueue');
  if (queue) ConnectionHandler.deleteNode(queue, id);
}

/** An editor's decision on a submitted draft: publish it, or return it to its writer with a note. */
export function useReviewDecision(id: string): {
  publish: () => void;
  returnToDraft: (note: string) => void;
  busy: boolean;
  problem: string | null;
} {
  const [problem, setProblem] = useState<string | null>(null);
  const [commitPublish, publishing] = useMutation<useReviewDecisionPublishMutation>(graphql`
    mutation useReviewDecisionPublishMutation($input: PublishArticleInput!) {
      publishArticle(input: $input) {
        article {
          id
          status
          slug
        }
        userErrors {
          message
        }
      }
    }
  `);
  const [commitReturn, returning] = useMutation<useReviewDecisionReturnMutation>(graphql`
    mutation useReviewDecisionReturnMutation($input: ReturnToDraftInput!) {
      returnToDraft(input: $input) {
        article {
          id
          status
          reviewNote
        }
        userErrors {
          message
        }
      }
    }
  `);
  const onError = (error: Error) => setProblem(describeError(error).summary);
  return {
    busy: publishing || returning,
    problem,
    publish: () => {
      setProblem(null);
      commitPublish({
        variables: { input: { id } },
        updater: (store, data) =>
          leaveQueue(store, id, data?.publishArticle.userErrors.length === 0),
        onCompleted: (data) => setProblem(data.publishArticle.userErrors[0]?.message ?? null),
        onError,
      });
    },
    returnToDraft: (note) => {
      setProblem(null);
      commitReturn({
        variables: { input: { id, note } },
        updater: (store, data) =>
          leaveQueue(store, id, data?.returnToDraft.userErrors.length === 0),
        onCompleted: (data) => setProblem(data.returnToDraft.userErrors[0]?.message ?? null),
        onError,
      });
    },
  };
}
