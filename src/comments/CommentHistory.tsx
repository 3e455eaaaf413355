import type { JSX } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { CommentHistoryQuery } from '../../__generated__/CommentHistoryQuery.graphql';
import { Markdown } from '../markdown/Markdown';
import { Time } from '../ui/Time';

/**
 * The texts an edited comment had, newest first, for editors: asked for when opened rather
 * than with every comment of the page, which would price a page of threads at ten earlier
 * texts a comment.
 */
export function CommentHistory(props: { commentId: string }): JSX.Element {
  const data = useLazyLoadQuery<CommentHistoryQuery>(
    graphql`
      query CommentHistoryQuery($id: ID!) {
        node(id: $id) {
          ... on Comment {
            previousBodies {
              body
              replacedAt
            }
          }
        }
      }
    `,
    { id: props.commentId },
    { fetchPolicy: 'store-or-network' },
  );
  const previous = data.node?.previousBodies ?? [];
  if (previous.length === 0) return <p className="empty">No earlier versions.</p>;
  return (
    <ol>
      {previous.map((version) => (
        <li key={version.replacedAt}>
          <p className="meta">
            Replaced <Time dateTime={version.replacedAt} />
          </p>
          <Markdown source={version.body} className="comment-body" />
        </li>
      ))}
    </ol>
  );
}
