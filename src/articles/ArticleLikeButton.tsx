import type { JSX } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { ArticleLikeButton_article$key } from '../../__generated__/ArticleLikeButton_article.graphql';
import type { ArticleLikeButtonMutation } from '../../__generated__/ArticleLikeButtonMutation.graphql';
import { LikeToggle, likesLabel } from '../ui/LikeToggle';

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
  if (!props.signedIn) {
    return article.likeCount > 0 ? (
      <p className="meta article-likes">{likesLabel(article.likeCount)}</p>
    ) : null;
  }

  return (
    <div className="article-likes">
      <LikeToggle
        likes={{
          id: article.id,
          likeCount: article.likeCount,
          viewerHasLiked: article.viewerHasLiked,
        }}
        label="Like this article"
        send={({ liked, expected, completed, failed }) =>
          commit({
            variables: { input: { id: article.id, liked } },
            optimisticResponse: { likeArticle: { article: expected, userErrors: [] } },
            onCompleted: (response, errors) =>
              completed(response.likeArticle?.userErrors[0], errors),
            onError: failed,
          })
        }
      />
    </div>
  );
}
