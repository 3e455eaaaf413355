import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import type { JSX, KeyboardEvent, Ref } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CommentItem_comment$key } from '../../__generated__/CommentItem_comment.graphql';
import { Avatar } from '../authors/Avatar';
import { Markdown } from '../markdown/Markdown';
import { Button } from '../ui/Button';
import { Time } from '../ui/Time';
import { isOptimisticId } from './optimisticId';

/**
 * One comment: who, when, and its Markdown body; Delete (asking first) when
 * the viewer may delete it. A comment still being sent is shown as pending.
 */
export function CommentItem({
  ref,
  ...props
}: {
  comment: CommentItem_comment$key;
  /** Called once the viewer has confirmed; the list deletes the comment. */
  onDelete?: (id: string) => void;
  /** The comment's element, which the list focuses after a neighbour is deleted. */
  ref?: Ref<HTMLElement>;
}): JSX.Element {
  const comment = useFragment(
    graphql`
      fragment CommentItem_comment on Comment {
        id
        body
        createdAt
        viewerCanDelete
        author {
          handle
          name
          ...Avatar_user
        }
      }
    `,
    props.comment,
  );
  const pending = isOptimisticId(comment.id);
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  const promptId = useId();

  // Focus follows the question: to Cancel (the safe answer) when it is asked,
  // back to Delete when it is withdrawn.
  useEffect(() => {
    if (confirming) cancelButton.current?.focus();
    else if (wasConfirming.current) deleteButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const onConfirmKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setConfirming(false);
    }
  };

  const canDelete = comment.viewerCanDelete && !pending && props.onDelete;
  return (
    <article
      ref={ref}
      tabIndex={-1}
      className={pending ? 'comment comment-pending' : 'comment'}
      aria-busy={pending || undefined}
      aria-label={`Comment by ${comment.author.name}`}
    >
      <p className="meta comment-meta">
        <Avatar user={comment.author} />
        <Link to="/authors/$handle" params={{ handle: comment.author.handle }}>
          {comment.author.name}
        </Link>
        {' · '}
        {pending ? <span>Sending…</span> : <Time dateTime={comment.createdAt} />}
      </p>
      <Markdown source={comment.body} className="comment-body" />
      {canDelete ? (
        confirming ? (
          <div
            role="group"
            aria-labelledby={promptId}
            className="comment-confirm"
            onKeyDown={onConfirmKeyDown}
          >
            <p id={promptId}>Delete this comment?</p>
            <Button variant="danger" onClick={() => props.onDelete?.(comment.id)}>
              Yes, delete
            </Button>
            <Button variant="quiet" ref={cancelButton} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        ) : (
          <div className="comment-actions">
            <Button variant="quiet" ref={deleteButton} onClick={() => setConfirming(true)}>
              Delete
            </Button>
          </div>
        )
      ) : null}
    </article>
  );
}
