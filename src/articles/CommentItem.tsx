import { Link } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CommentItem_comment$key } from '../../__generated__/CommentItem_comment.graphql';
import { Markdown } from '../markdown/Markdown';
import { Time } from '../ui/Time';

/** One comment: who, when, and its Markdown body. */
export function CommentItem(props: { comment: CommentItem_comment$key }): JSX.Element {
  const comment = useFragment(
    graphql`
      fragment CommentItem_comment on Comment {
        body
        createdAt
        author {
          handle
          name
        }
      }
    `,
    props.comment,
  );
  return (
    <article className="comment">
      <p className="meta">
        <Link to="/authors/$handle" params={{ handle: comment.author.handle }}>
          {comment.author.name}
        </Link>
        {' · '}
        <Time dateTime={comment.createdAt} />
      </p>
      <Markdown source={comment.body} className="comment-body" />
    </article>
  );
}
