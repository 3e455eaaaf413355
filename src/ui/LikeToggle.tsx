import { useState } from 'react';
import type { JSX } from 'react';
import type { PayloadError } from 'relay-runtime';
import { describeCommentFailure, describePayloadErrors } from '../comments/commentErrors';

/** What a like toggle shows and changes: an article's or a comment's likes. */
export interface Likes {
  id: string;
  likeCount: number;
  viewerHasLiked: boolean;
}

export function likesLabel(count: number): string {
  return count === 1 ? '1 like' : `${count} likes`;
}

/**
 * One toggle, as its mutation is asked to make it: `expected` is the likes once the server
 * agrees (the optimistic answer), and the mutation's outcome comes back through `completed`
 * (a refusal in the payload, or errors beside partial data) or `failed` (no answer).
 */
export interface LikeChange {
  liked: boolean;
  expected: Likes;
  completed(
    userError: { message: string } | undefined,
    errors?: ReadonlyArray<PayloadError> | null,
  ): void;
  failed(error: Error): void;
}

/**
 * A signed-in reader's like: counted at once, and put back with the reason if the server
 * refuses (Relay rolls the optimistic answer back; the reason is this toggle's to say).
 */
export function LikeToggle(props: {
  likes: Likes;
  label: string;
  className?: string;
  countClassName?: string;
  send(change: LikeChange): void;
}): JSX.Element {
  const { likes, send } = props;
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = () => {
    const liked = !likes.viewerHasLiked;
    setFailure(null);
    send({
      liked,
      expected: {
        id: likes.id,
        likeCount: Math.max(0, likes.likeCount + (liked ? 1 : -1)),
        viewerHasLiked: liked,
      },
      completed: (userError, errors) => {
        if (errors?.length) setFailure(describePayloadErrors(errors));
        else if (userError) setFailure(userError.message);
      },
      failed: (error) => setFailure(describeCommentFailure(error)),
    });
  };

  return (
    <>
      <button
        type="button"
        className={`button button-quiet${props.className ? ` ${props.className}` : ''}`}
        aria-pressed={likes.viewerHasLiked}
        onClick={toggle}
      >
        <span aria-hidden="true">{likes.viewerHasLiked ? '♥' : '♡'} </span>
        {props.label}
        <span className={props.countClassName}> ({likesLabel(likes.likeCount)})</span>
      </button>
      {failure ? (
        <p role="alert" className="comment-alert">
          The like was not saved. {failure}
        </p>
      ) : null}
    </>
  );
}
