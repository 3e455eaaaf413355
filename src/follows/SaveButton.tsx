import { useState } from 'react';
import type { JSX } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { SaveButtonMutation } from '../../__generated__/SaveButtonMutation.graphql';
import type { SaveButton_article$key } from '../../__generated__/SaveButton_article.graphql';
import { describeCommentFailure, describePayloadErrors } from '../comments/commentErrors';
import { staleViewerLists } from './staleViewerLists';
import './follows.css';

/**
 * "Save for later" on a published article, for a signed-in reader: a toggle, optimistic, put
 * back with the reason if the server refuses. Nothing for anyone else.
 */
export function SaveButton(props: {
  article: SaveButton_article$key;
  signedIn: boolean;
}): JSX.Element | null {
  const article = useFragment(
    graphql`
      fragment SaveButton_article on Article {
        id
        status
        viewerHasSaved
      }
    `,
    props.article,
  );
  const [commit] = useMutation<SaveButtonMutation>(graphql`
    mutation SaveButtonMutation($input: SaveArticleInput!) @raw_response_type {
      saveArticle(input: $input) {
        article {
          id
          viewerHasSaved
        }
        userErrors {
          message
        }
      }
    }
  `);
  const [failure, setFailure] = useState<string | null>(null);
  if (!props.signedIn || article.status !== 'PUBLISHED') return null;

  const toggle = () => {
    const saved = !article.viewerHasSaved;
    setFailure(null);
    commit({
      variables: { input: { id: article.id, saved } },
      optimisticResponse: {
        saveArticle: { article: { id: article.id, viewerHasSaved: saved }, userErrors: [] },
      },
      updater: staleViewerLists,
      onCompleted: (response, errors) => {
        const userError = response.saveArticle?.userErrors[0];
        if (errors?.length) setFailure(describePayloadErrors(errors));
        else if (userError) setFailure(userError.message);
      },
      onError: (error) => setFailure(describeCommentFailure(error)),
    });
  };

  return (
    <div className="follow">
      <button
        type="button"
        className="button button-quiet"
        aria-pressed={article.viewerHasSaved}
        onClick={toggle}
      >
        {article.viewerHasSaved ? 'Saved for later' : 'Save for later'}
      </button>
      {failure ? (
        <p role="alert" className="follow-alert">
          That did not work. {failure}
        </p>
      ) : null}
    </div>
  );
}
