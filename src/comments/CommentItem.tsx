import { Link } from '@tanstack/react-router';
import { Suspense, useEffect, useReducer, useRef, useState } from 'react';
import type { JSX, Ref } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CommentItem_comment$key } from '../../__generated__/CommentItem_comment.graphql';
import { Avatar } from '../authors/Avatar';
import { Markdown } from '../markdown/Markdown';
import { Button } from '../ui/Button';
import { Skeleton } from '../ui/Skeleton';
import { Time } from '../ui/Time';
import { CommentEditForm } from './CommentEditForm';
import { CommentHistory } from './CommentHistory';
import { DeleteConfirmation } from './DeleteConfirmation';
import { LazyCommentComposer } from './LazyCommentComposer';
import { LikeButton } from './LikeButton';
import { ModerationButtons } from './ModerationButtons';
import { ReportForm } from './ReportForm';
import { READING, commentModeReducer } from './commentItemState';
import type { CommentAction, CommentControl } from './commentItemState';
import { useCommentsSection } from './CommentsContext';
import { isOptimisticId } from './optimisticId';

/**
 * One comment: who, when, its Markdown body ("edited" once changed, with the earlier texts for
 * editors, on demand), and what the viewer may do with it: like, reply, edit, delete (asking first). A
 * deleted comment that replies answer reads "Comment deleted"; one still being sent is pending.
 */
export function CommentItem({
  ref,
  ...props
}: {
  comment: CommentItem_comment$key;
  /** Where a reply to this comment is listed: its own replies, or past depth 2 its list. */
  replyConnectionId: string;
  /** Called once the viewer has confirmed; the list deletes the comment. */
  onDelete?: (id: string, replyCount: number) => void;
  /** The comment's element, which the list focuses after a neighbour is deleted. */
  ref?: Ref<HTMLElement>;
}): JSX.Element {
  const comment = useFragment(
    graphql`
      fragment CommentItem_comment on Comment
      @argumentDefinitions(withAvatar: { type: "Boolean", defaultValue: true }) {
        id
        displayBody
        createdAt
        editedAt
        deleted
        hidden
        held
        replyCount
        viewerCanEdit
        viewerCanDelete
        author {
          handle
          name
          # The deepest level goes without: the query depth limit (12) allows no avatar there.
          ...Avatar_user @include(if: $withAvatar) @alias(as: "picture")
        }
        replyingTo {
          handle
        }
        ...LikeButton_comment
        ...CommentEditForm_comment
      }
    `,
    props.comment,
  );
  const section = useCommentsSection();
  const [mode, dispatch] = useReducer(commentModeReducer, READING);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [reported, setReported] = useState(false);
  const buttons = useRef<Record<CommentControl, HTMLButtonElement | null>>({
    reply: null,
    edit: null,
    report: null,
    delete: null,
  });
  // Focus goes back to the button that opened a form or question once it closes.
  useEffect(() => {
    if (mode.kind === 'reading' && mode.returnFocus) buttons.current[mode.returnFocus]?.focus();
  }, [mode]);

  if (comment.deleted || !comment.author) {
    return (
      <article
        ref={ref}
        tabIndex={-1}
        className="comment comment-deleted"
        aria-label="Deleted comment"
      >
        <p className="meta">Comment deleted</p>
      </article>
    );
  }
  const pending = isOptimisticId(comment.id);
  const close = () => dispatch({ type: 'close' });
  const canDelete = comment.viewerCanDelete && !pending && props.onDelete;
  const canEdit = comment.viewerCanEdit && !pending;
  const signedIn = section.viewer !== null && !pending;
  const controls: {
    control: CommentControl;
    label: string;
    shown: boolean;
    action: CommentAction;
  }[] = [
    { control: 'reply', label: 'Reply', shown: signedIn, action: { type: 'reply' } },
    {
      control: 'edit',
      label: 'Edit',
      shown: canEdit && mode.kind !== 'editing',
      action: { type: 'edit' },
    },
    // Its author and editors have better than a report: Edit, Delete, Hide.
    {
      control: 'report',
      label: 'Report',
      shown: signedIn && !comment.viewerCanEdit,
      action: { type: 'report' },
    },
    {
      control: 'delete',
      label: 'Delete',
      shown: Boolean(canDelete),
      action: { type: 'askDelete' },
    },
  ];
  return (
    <article
      ref={ref}
      tabIndex={-1}
      className={pending ? 'comment comment-pending' : 'comment'}
      aria-busy={pending || undefined}
      aria-label={`Comment by ${comment.author.name}`}
    >
      <p className="meta comment-meta">
        {comment.author.picture ? <Avatar user={comment.author.picture} /> : null}
        <Link to="/authors/$handle" params={{ handle: comment.author.handle }}>
          {comment.author.name}
        </Link>
        {' · '}
        {pending ? <span>Sending…</span> : <Time dateTime={comment.createdAt} />}
        {comment.editedAt ? <span className="comment-edited"> · edited</span> : null}
        {comment.hidden ? <span className="comment-edited"> · hidden by an editor</span> : null}
        {comment.held ? <span className="comment-edited"> · awaiting approval</span> : null}
      </p>
      {comment.replyingTo ? (
        <p className="comment-replying-to">
          Replying to{' '}
          <Link to="/authors/$handle" params={{ handle: comment.replyingTo.handle }}>
            @{comment.replyingTo.handle}
          </Link>
        </p>
      ) : null}
      {mode.kind === 'editing' ? (
        <CommentEditForm comment={comment} onDone={close} />
      ) : (
        <Markdown source={comment.displayBody} className="comment-body" />
      )}
      {comment.editedAt && section.viewerIsEditor ? (
        <details
          className="comment-history"
          onToggle={(event) => setHistoryOpen(event.currentTarget.open)}
        >
          <summary>Earlier versions</summary>
          {historyOpen ? (
            <Suspense fallback={<p className="meta">Loading…</p>}>
              <CommentHistory commentId={comment.id} />
            </Suspense>
          ) : null}
        </details>
      ) : null}
      {mode.kind === 'confirmingDelete' ? (
        <DeleteConfirmation
          onConfirm={() => props.onDelete?.(comment.id, comment.replyCount)}
          onCancel={close}
        />
      ) : (
        <div className="comment-actions">
          <LikeButton comment={comment} />
          {controls
            .filter((control) => control.shown)
            .map(({ control, label, action }) => (
              <Button
                key={control}
                variant="quiet"
                ref={(element) => {
                  buttons.current[control] = element;
                }}
                onClick={() => dispatch(action)}
              >
                {label}
              </Button>
            ))}
          {section.viewerIsEditor && !pending ? (
            <ModerationButtons commentId={comment.id} hidden={comment.hidden} />
          ) : null}
        </div>
      )}
      {mode.kind === 'reporting' ? (
        <ReportForm
          commentId={comment.id}
          onDone={(sent) => {
            setReported(sent);
            close();
          }}
        />
      ) : null}
      {reported ? (
        <p role="status" className="comment-replying-to">
          Reported. The editors will look at it.
        </p>
      ) : null}
      {mode.kind === 'replying' && section.viewer ? (
        <Suspense fallback={<Skeleton variant="card" />}>
          <LazyCommentComposer
            viewer={section.viewer}
            articleId={section.articleId}
            commentCount={section.commentCount}
            connectionId={props.replyConnectionId}
            replyTo={{ id: comment.id, name: comment.author.name }}
            onDone={close}
          />
        </Suspense>
      ) : null}
    </article>
  );
}
