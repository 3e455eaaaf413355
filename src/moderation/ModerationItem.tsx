import { Link } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ModerationItem_comment$key } from '../../__generated__/ModerationItem_comment.graphql';
import { FormAlert } from '../accounts/FormAlert';
import { Markdown } from '../markdown/Markdown';
import { Button } from '../ui/Button';
import { StopCommentingButton } from './StopCommentingButton';
import { useModerateComment } from './useModerateComment';

/**
 * One comment in the queue: where and by whom, its text, why readers reported it; Hide and
 * Restore, or Approve and Reject while it is held; stopping its author commenting.
 */
export function ModerationItem(props: { comment: ModerationItem_comment$key }): JSX.Element {
  const comment = useFragment(
    graphql`
      fragment ModerationItem_comment on Comment {
        id
        body
        hidden
        held
        author {
          name
          ...StopCommentingButton_user
        }
        article {
          slug
          title
        }
        reports {
          reason
          createdAt
        }
      }
    `,
    props.comment,
  );
  const { hide, restore, reject, busy, problem } = useModerateComment(comment.id);
  const reports = comment.reports ?? [];
  return (
    <li className="review-item">
      <p className="muted">
        {comment.author?.name ?? 'Someone'} on{' '}
        <Link to="/articles/$slug" params={{ slug: comment.article.slug }}>
          {comment.article.title}
        </Link>
        {comment.hidden ? ' · hidden' : null}
        {comment.held ? ' · awaiting approval' : null}
      </p>
      <Markdown source={comment.body} className="comment-body" />
      {reports.length ? (
        <ul aria-label="Reports">
          {reports.map((report, index) => (
            <li key={`${report.createdAt}-${index}`}>{report.reason}</li>
          ))}
        </ul>
      ) : null}
      {comment.held ? (
        <div className="review-actions">
          <Button onClick={restore} busy={busy} busyLabel="Working…">
            Approve
          </Button>
          <Button variant="danger" onClick={reject} busy={busy} busyLabel="Working…">
            Reject
          </Button>
        </div>
      ) : (
        <div className="review-actions">
          {comment.hidden ? null : (
            <Button variant="danger" onClick={hide} busy={busy} busyLabel="Working…">
              Hide
            </Button>
          )}
          <Button variant="quiet" onClick={restore} busy={busy} busyLabel="Working…">
            {comment.hidden ? 'Restore' : 'Dismiss reports'}
          </Button>
        </div>
      )}
      {comment.author ? <StopCommentingButton user={comment.author} /> : null}
      <FormAlert message={problem} />
    </li>
  );
}
