import { useEffect, useRef, useState } from 'react';
import type { FormEvent, JSX, KeyboardEvent } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { ReportFormMutation } from '../../__generated__/ReportFormMutation.graphql';
import { reportReasonError } from '../../schema/rules';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { describeCommentFailure, describePayloadErrors } from './commentErrors';

/**
 * Why a comment should be looked at, sent to the editors; Cancel or Escape withdraws it. The
 * server keeps one report per reader, so sending twice changes nothing.
 */
export function ReportForm(props: {
  commentId: string;
  onDone: (sent: boolean) => void;
}): JSX.Element {
  const [commit, isSending] = useMutation<ReportFormMutation>(graphql`
    mutation ReportFormMutation($input: ReportCommentInput!) {
      reportComment(input: $input) {
        userErrors {
          message
        }
      }
    }
  `);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  useEffect(() => textarea.current?.focus(), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    const ruleError = reportReasonError(reason);
    setError(ruleError);
    if (ruleError) {
      textarea.current?.focus();
      return;
    }
    commit({
      variables: { input: { id: props.commentId, reason: reason.trim() } },
      onCompleted: (response, errors) => {
        const userError = response.reportComment?.userErrors[0];
        if (errors?.length) setError(describePayloadErrors(errors));
        else if (userError) setError(userError.message);
        else props.onDone(true);
      },
      onError: (failure) => setError(describeCommentFailure(failure)),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      props.onDone(false);
    }
  };

  return (
    <form
      className="comment-composer"
      aria-label="Report comment"
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
    >
      <Field
        label="Why should the editors look at it?"
        name="reason"
        multiline
        rows={2}
        value={reason}
        onChange={setReason}
        error={error}
        hint="1 to 500 characters."
        readOnly={isSending}
        inputRef={textarea}
      />
      <div className="comment-composer-actions">
        <Button type="submit" busy={isSending} busyLabel="Sending…">
          Send report
        </Button>
        <Button variant="quiet" onClick={() => props.onDone(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
