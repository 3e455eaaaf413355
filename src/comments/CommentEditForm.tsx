import { useEffect, useRef, useState } from 'react';
import type { FormEvent, JSX, KeyboardEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { CommentEditFormMutation } from '../../__generated__/CommentEditFormMutation.graphql';
import type { CommentEditForm_comment$key } from '../../__generated__/CommentEditForm_comment.graphql';
import { commentError } from '../../schema/rules';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { describeCommentFailure, describePayloadErrors } from './commentErrors';

/**
 * A comment's text in a form, in place of the text: Save keeps it (the comment then reads
 * "edited"), Cancel or Escape leaves it as it was. A failure keeps what was typed.
 */
export function CommentEditForm(props: {
  comment: CommentEditForm_comment$key;
  onDone: () => void;
}): JSX.Element {
  const comment = useFragment(
    graphql`
      fragment CommentEditForm_comment on Comment {
        id
        body
      }
    `,
    props.comment,
  );
  const [commit, isSaving] = useMutation<CommentEditFormMutation>(graphql`
    mutation CommentEditFormMutation($input: EditCommentInput!) {
      editComment(input: $input) {
        comment {
          id
          body
          # The text readers see, its mentions linked as the server stored them.
          displayBody
          editedAt
          # What the live stream compares: this tab's own edit is no news to it.
          article {
            id
            commentsVersion
          }
          previousBodies {
            body
            replacedAt
          }
        }
        userErrors {
          message
        }
      }
    }
  `);
  const [text, setText] = useState(comment.body);
  const [error, setError] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  useEffect(() => textarea.current?.focus(), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const ruleError = commentError(text);
    if (ruleError) {
      setError(ruleError);
      textarea.current?.focus();
      return;
    }
    setError(null);
    commit({
      variables: { input: { id: comment.id, body: text.trim() } },
      onCompleted: (response, errors) => {
        const userError = response.editComment?.userErrors[0];
        if (errors?.length) setError(describePayloadErrors(errors));
        else if (userError) setError(userError.message);
        else props.onDone();
      },
      onError: (failure) => setError(describeCommentFailure(failure)),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      props.onDone();
    }
  };

  return (
    <form
      className="comment-composer"
      aria-label="Edit comment"
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
    >
      <Field
        label="Your comment"
        name="body"
        multiline
        rows={4}
        value={text}
        onChange={setText}
        error={error}
        readOnly={isSaving}
        inputRef={textarea}
      />
      <div className="comment-composer-actions">
        <Button type="submit" busy={isSaving} busyLabel="Saving…">
          Save
        </Button>
        <Button variant="quiet" onClick={props.onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
