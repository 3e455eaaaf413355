import { useState } from 'react';
import { ConnectionHandler, graphql, useMutation } from 'react-relay/hooks';
import type { useModerateCommentHideMutation } from '../../__generated__/useModerateCommentHideMutation.graphql';
import type { useModerateCommentRejectMutation } from '../../__generated__/useModerateCommentRejectMutation.graphql';
import type { useModerateCommentRestoreMutation } from '../../__generated__/useModerateCommentRestoreMutation.graphql';
import { describeCommentFailure } from '../comments/commentErrors';

/** The queue's connection in the store (ModerationList's `@connection`). */
const QUEUE = ConnectionHandler.getConnectionID('client:root', 'ModerationList_moderationQueue');

/**
 * An editor's Hide, Restore (Approve, for a held comment) and Reject (delete) of one comment:
 * the comment stays where it is, marked hidden or not, once the server has answered; a rejected
 * one leaves the queue. `problem` says why when the server refused.
 */
export function useModerateComment(id: string): {
  hide: () => void;
  restore: () => void;
  reject: () => void;
  busy: boolean;
  problem: string | null;
} {
  const [commitHide, hiding] = useMutation<useModerateCommentHideMutation>(graphql`
    mutation useModerateCommentHideMutation($input: HideCommentInput!) {
      hideComment(input: $input) {
        comment {
          id
          hidden
          held
          article {
            id
            commentsVersion
          }
          reports {
            reason
          }
        }
      }
    }
  `);
  const [commitRestore, restoring] = useMutation<useModerateCommentRestoreMutation>(graphql`
    mutation useModerateCommentRestoreMutation($input: RestoreCommentInput!) {
      restoreComment(input: $input) {
        comment {
          id
          hidden
          held
          article {
            id
            commentsVersion
          }
          reports {
            reason
          }
        }
      }
    }
  `);
  const [commitReject, rejecting] = useMutation<useModerateCommentRejectMutation>(graphql`
    mutation useModerateCommentRejectMutation($input: DeleteCommentInput!, $connections: [ID!]!) {
      deleteComment(input: $input) {
        deletedCommentId @deleteEdge(connections: $connections)
        comment {
          id
          deleted
          body
        }
      }
    }
  `);
  const [problem, setProblem] = useState<string | null>(null);
  const options = {
    variables: { input: { id } },
    onCompleted: () => setProblem(null),
    onError: (error: Error) => setProblem(describeCommentFailure(error)),
  };
  return {
    hide: () => commitHide(options),
    restore: () => commitRestore(options),
    reject: () => commitReject({ ...options, variables: { input: { id }, connections: [QUEUE] } }),
    busy: hiding || restoring || rejecting,
    problem,
  };
}
