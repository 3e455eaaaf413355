import { useState } from 'react';
import type { JSX } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { StopCommentingButton_user$key } from '../../__generated__/StopCommentingButton_user.graphql';
import type { StopCommentingButtonMutation } from '../../__generated__/StopCommentingButtonMutation.graphql';
import { FormAlert } from '../accounts/FormAlert';
import { describeCommentFailure } from '../comments/commentErrors';
import { Button } from '../ui/Button';

/** An editor stops a reader's account commenting, or lets it again (the server decides who may). */
export function StopCommentingButton(props: {
  user: StopCommentingButton_user$key;
}): JSX.Element | null {
  const user = useFragment(
    graphql`
      fragment StopCommentingButton_user on User {
        id
        handle
        role
        commentingStopped
      }
    `,
    props.user,
  );
  const [commit, busy] = useMutation<StopCommentingButtonMutation>(graphql`
    mutation StopCommentingButtonMutation($input: SetCommentingInput!) {
      setCommenting(input: $input) {
        user {
          id
          commentingStopped
        }
        userErrors {
          message
        }
      }
    }
  `);
  const [problem, setProblem] = useState<string | null>(null);
  // Staff cannot be stopped; null: the viewer is no editor.
  if (user.role !== 'READER' || user.commentingStopped === null) return null;
  const stopped = user.commentingStopped;
  const toggle = () =>
    commit({
      variables: { input: { userId: user.id, stopped: !stopped } },
      onCompleted: (data) => setProblem(data.setCommenting.userErrors[0]?.message ?? null),
      onError: (error) => setProblem(describeCommentFailure(error)),
    });
  return (
    <>
      <Button variant="quiet" onClick={toggle} busy={busy} busyLabel="Working…">
        {stopped ? `Let @${user.handle} comment again` : `Stop @${user.handle} commenting`}
      </Button>
      <FormAlert message={problem} />
    </>
  );
}
