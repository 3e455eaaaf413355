import { useState } from 'react';
import type { JSX } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { ReviewPanel_article$key } from '../../__generated__/ReviewPanel_article.graphql';
import type { ReviewPanelSubmitMutation } from '../../__generated__/ReviewPanelSubmitMutation.graphql';
import { describeError } from '../app/describeError';
import { FormAlert } from '../accounts/FormAlert';
import { Button } from '../ui/Button';

/**
 * A contributor's side of review (PRODUCT §4): the editor's note on a returned draft, "Submit
 * for review" on a draft the server says the viewer may submit, and what happens while it is in
 * review. Renders nothing for an article no one is reviewing.
 */
export function ReviewPanel(props: { article: ReviewPanel_article$key }): JSX.Element | null {
  const article = useFragment(
    graphql`
      fragment ReviewPanel_article on Article {
        id
        status
        reviewNote
        viewerCanSubmit
      }
    `,
    props.article,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [commit, submitting] = useMutation<ReviewPanelSubmitMutation>(graphql`
    mutation ReviewPanelSubmitMutation($input: SubmitForReviewInput!) {
      submitForReview(input: $input) {
        article {
          id
          status
          reviewNote
          viewerCanSubmit
          viewerCanEdit
          viewerCanPublish
        }
        userErrors {
          message
        }
      }
    }
  `);
  if (article.status !== 'IN_REVIEW' && !article.viewerCanSubmit && !article.reviewNote) {
    return null;
  }
  const submit = () => {
    setProblem(null);
    commit({
      variables: { input: { id: article.id } },
      onCompleted: ({ submitForReview }) =>
        setProblem(submitForReview.userErrors[0]?.message ?? null),
      onError: (error) => setProblem(describeError(error).summary),
    });
  };
  return (
    <section className="review-panel" aria-label="Review">
      {article.status === 'IN_REVIEW' ? (
        <p>In review: an editor will publish it or send it back with a note.</p>
      ) : null}
      {article.reviewNote ? (
        <div>
          <h2>An editor&apos;s note</h2>
          <p className="review-note">{article.reviewNote}</p>
        </div>
      ) : null}
      {article.viewerCanSubmit ? (
        <p>
          <Button onClick={submit} busy={submitting} busyLabel="Submitting…">
            Submit for review
          </Button>{' '}
          <span className="muted">
            The saved draft goes to the editors; save your changes first.
          </span>
        </p>
      ) : null}
      <FormAlert message={problem} />
    </section>
  );
}
