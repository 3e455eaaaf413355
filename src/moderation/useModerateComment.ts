import { useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useModerateCommentHideMutation } from '../../__generated__/useModerateCommentHideMutation.graphql';
import type { useModerateCommentRestoreMutation } from '../../__generated__/useModerateCommentRestoreMutation.graphql';
import { describeCommentFailure } from '../comments/commentErrors';

/**
 * An editor's Hide and Restore of one comment: the comment stays where it is, marked hidden or
 * not, once the server has answered; `problem` says why when it refused.
 */
export function useModerateComment(id: string): {
  hide: () => void;
  restore: () => void;
  busy: boolean;
  problem: string | null;
} {
  const [commitHide, hiding] = useMutation<useModerateCommentHideMutation>(graphql`
    mutation useModerateCommentHideMutation($input: HideCommentInput!) {
      hideComment(input: $input) {
        comment {
          id
          hidden
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
          reports {
            reason
          }
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
    busy: hiding || restoring,
    problem,
  };
}
