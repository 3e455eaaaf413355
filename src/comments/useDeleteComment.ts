import { useCallback, useState } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import type { useDeleteCommentMutation } from '../../__generated__/useDeleteCommentMutation.graphql';
import { describeCommentFailure, describePayloadErrors } from './commentErrors';
import { storedCommentsVersion } from './useLiveComments';

/** The comment a list belongs to (null for the article's threads), for its reply count. */
export interface ListOwner {
  id: string;
  replyCount: number;
}

/**
 * Deletes a comment of one list. One without replies leaves the list (and the counts) at once
 * and comes back, with the reason in `deleteError`, when the server refuses; one that replies
 * answer turns into "Comment deleted" when the server says so.
 */
export function useDeleteComment(
  articleId: string,
  connectionId: string,
  owner: ListOwner | null,
): {
  deleteComment: (id: string, replyCount: number, commentCount: number) => void;
  deleteError: string | null;
} {
  const environment = useRelayEnvironment();
  const [commit] = useMutation<useDeleteCommentMutation>(graphql`
    mutation useDeleteCommentMutation($input: DeleteCommentInput!, $connections: [ID!]!)
    @raw_response_type {
      deleteComment(input: $input) {
        deletedCommentId @deleteEdge(connections: $connections)
        comment {
          id
          body
          deleted
          editedAt
          likeCount
          viewerHasLiked
          viewerCanEdit
          viewerCanDelete
          author {
            id
          }
        }
        listedUnder {
          id
          replyCount
        }
        article {
          id
          commentCount
          commentsVersion
        }
        userErrors {
          message
        }
      }
    }
  `);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const deleteComment = useCallback(
    (id: string, replyCount: number, commentCount: number) => {
      setDeleteError(null);
      const leaf = replyCount === 0;
      commit({
        variables: { input: { id }, connections: [connectionId] },
        optimisticResponse: leaf
          ? {
              deleteComment: {
                deletedCommentId: id,
                comment: null,
                listedUnder: owner && {
                  id: owner.id,
                  replyCount: Math.max(0, owner.replyCount - 1),
                },
                article: {
                  id: articleId,
                  commentCount: Math.max(0, commentCount - 1),
                  commentsVersion: storedCommentsVersion(environment, articleId),
                },
                userErrors: [],
              },
            }
          : undefined,
        onCompleted: (response, errors) => {
          const userError = response.deleteComment?.userErrors[0];
          if (errors?.length) setDeleteError(describePayloadErrors(errors));
          else if (userError) setDeleteError(userError.message);
        },
        onError: (error) => setDeleteError(describeCommentFailure(error)),
      });
    },
    [commit, articleId, connectionId, owner, environment],
  );
  return { deleteComment, deleteError };
}
