import { useState } from 'react';
import type { JSX } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { LikeButtonMutation } from '../../__generated__/LikeButtonMutation.graphql';
import type { LikeButton_comment$key } from '../../__generated__/LikeButton_comment.graphql';
import { useCommentsSection } from './CommentsContext';
import { describeCommentFailure, describePayloadErrors } from './commentErrors';
import { isOptimisticId } from './optimisticId';

function likes(count: number): string {
  return count === 1 ? '1 like' : `${count} likes`;
}

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
  const [failure, setFailure] = useState<string | null>(null);

  if (!viewer || isOptimisticId(comment.id)) {
    return comment.likeCount > 0 ? (
      <span className="comment-likes">{likes(comment.likeCount)}</span>
    ) : null;
  }

  const toggle = () => {
    const liked = !comment.viewerHasLiked;
    setFailure(null);
    commit({
      variables: { input: { id: comment.id, liked } },
      optimisticResponse: {
        likeComment: {
          comment: {
            id: comment.id,
            likeCount: Math.max(0, comment.likeCount + (liked ? 1 : -1)),
            viewerHasLiked: liked,
          },
          userErrors: [],
        },
      },
      onCompleted: (response, errors) => {
        const userError = response.likeComment?.userErrors[0];
        if (errors?.length) setFailure(describePayloadErrors(errors));
        else if (userError) setFailure(userError.message);
      },
      onError: (error) => setFailure(describeCommentFailure(error)),
    });
  };

  return (
    <>
      <button
        type="button"
        className="button button-quiet comment-like"
        aria-pressed={comment.viewerHasLiked}
        onClick={toggle}
      >
        <span aria-hidden="true">{comment.viewerHasLiked ? '♥' : '♡'} </span>
        Like
        <span className="comment-like-count"> ({likes(comment.likeCount)})</span>
      </button>
      {failure ? (
        <p role="alert" className="comment-alert">
          The like was not saved. {failure}
        </p>
      ) : null}
    </>
  );
}
