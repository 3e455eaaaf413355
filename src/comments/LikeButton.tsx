import type { JSX } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { LikeButtonMutation } from '../../__generated__/LikeButtonMutation.graphql';
import type { LikeButton_comment$key } from '../../__generated__/LikeButton_comment.graphql';
import { useCommentsSection } from './CommentsContext';
import { LikeToggle, likesLabel } from '../ui/LikeToggle';
import { isOptimisticId } from './optimisticId';

/**
 * A comment's likes: a toggle for a signed-in viewer, counted at once and put back (with the
 * reason) if the server refuses; the bare count for anyone else.
 */
export function LikeButton(props: { comment: LikeButton_comment$key }): JSX.Element | null {
  const comment = useFragment(
    graphql`
      fragment LikeButton_comment on Comment {
        id
        likeCount
        viewerHasLiked
      }
    `,
    props.comment,
  );
  const { viewer } = useCommentsSection();
  const [commit] = useMutation<LikeButtonMutation>(graphql`
    mutation LikeButtonMutation($input: LikeCommentInput!) @raw_response_type {
      likeComment(input: $input) {
        comment {
          id
          likeCount
          viewerHasLiked
        }
        userErrors {
          message
        }
      }
    }
  `);
  if (!viewer || isOptimisticId(comment.id)) {
    return comment.likeCount > 0 ? (
      <span className="comment-likes">{likesLabel(comment.likeCount)}</span>
    ) : null;
  }

  return (
    <LikeToggle
      likes={{
        id: comment.id,
        likeCount: comment.likeCount,
        viewerHasLiked: comment.viewerHasLiked,
      }}
      label="Like"
      className="comment-like"
      countClassName="comment-like-count"
      send={({ liked, expected, completed, failed }) =>
        commit({
          variables: { input: { id: comment.id, liked } },
          optimisticResponse: { likeComment: { comment: expected, userErrors: [] } },
          onCompleted: (response, errors) => completed(response.likeComment?.userErrors[0], errors),
          onError: failed,
        })
      }
    />
  );
}
