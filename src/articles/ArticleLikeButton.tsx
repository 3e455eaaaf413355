import { useState } from 'react';
import type { JSX } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { ArticleLikeButton_article$key } from '../../__generated__/ArticleLikeButton_article.graphql';
import type { ArticleLikeButtonMutation } from '../../__generated__/ArticleLikeButtonMutation.graphql';
import { describeCommentFailure, describePayloadErrors } from '../comments/commentErrors';

function likes(count: number): string {
  return count === 1 ? '1 like' : `${count} likes`;
}

/**
 * An article's likes: a toggle for a signed-in reader, counted at once and put back (with the
 * reason) if the server refuses; the bare count for anyone else.
 */
export function ArticleLikeButton(props: {
  article: ArticleLikeButton_article$key;
  signedIn: boolean;
}): JSX.Element | null {
  const article = useFragment(
    graphql`
      fragment ArticleLikeButton_article on Article {
        id
        likeCount
        viewerHasLiked
      }
    `,
    props.article,
  );
  const [commit] = useMutation<ArticleLikeButtonMutation>(graphql`
    mutation ArticleLikeButtonMutation($input: LikeArticleInput!) @raw_response_type {
      likeArticle(input: $input) {
        article {
          id
          likeCount
          viewerHasLiked
        }
        userErrors {
          message
        }
      }
    }
  `);
  const [failure, setFailure] = useState<string | null>(null);

  if (!props.signedIn) {
    return article.likeCount > 0 ? (
      <p className="meta article-likes">{likes(article.likeCount)}</p>
    ) : null;
  }

  const toggle = () => {
    const liked = !article.viewerHasLiked;
    setFailure(null);
    commit({
      variables: { input: { id: article.id, liked } },
      optimisticResponse: {
        likeArticle: {
          article: {
            id: article.id,
            likeCount: Math.max(0, article.likeCount + (liked ? 1 : -1)),
            viewerHasLiked: liked,
          },
          userErrors: [],
        },
      },
      onCompleted: (response, errors) => {
        const userError = response.likeArticle?.userErrors[0];
        if (errors?.length) setFailure(describePayloadErrors(errors));
        else if (userError) setFailure(userError.message);
      },
      onError: (error) => setFailure(describeCommentFailure(error)),
    });
  };

  return (
    <div className="article-likes">
      <button
        type="button"
        className="button button-quiet"
        aria-pressed={article.viewerHasLiked}
        onClick={toggle}
      >
        <span aria-hidden="true">{article.viewerHasLiked ? '♥' : '♡'} </span>
        Like this article
        <span> ({likes(article.likeCount)})</span>
      </button>
      {failure ? (
        <p role="alert" className="comment-alert">
          The like was not saved. {failure}
        </p>
      ) : null}
    </div>
  );
}
