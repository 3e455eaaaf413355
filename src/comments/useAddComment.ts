import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { generateClientID } from 'relay-runtime';
import type {
  useAddCommentMutation,
  useAddCommentMutation$rawResponse,
} from '../../__generated__/useAddCommentMutation.graphql';
import { describeCommentFailure, describePayloadErrors } from './commentErrors';
import { newOptimisticId } from './optimisticId';
import { storedCommentsVersion } from './useLiveComments';

/** An author as the add mutation's raw response spells it (the optimistic comment's). */
export type RawAuthor = NonNullable<
  NonNullable<
    NonNullable<useAddCommentMutation$rawResponse['addComment']['commentEdge']>['node']['author']
  >
>;

/**
 * Adds a comment optimistically: it is appended to the list (and counted) at
 * once with the viewer as author, and rolled back when the server refuses it
 * or cannot be reached.
 */
export function useAddComment(
  articleId: string,
  connectionId: string,
  parentId: string | null,
): {
  addComment: (options: {
    body: string;
    /** The viewer, field by field as the mutation's raw response spells an author. */
    author: RawAuthor;
    commentCount: number;
    onSuccess: () => void;
    onFailure: (message: string) => void;
  }) => void;
  isSending: boolean;
} {
  const environment = useRelayEnvironment();
  const [commit, isSending] = useMutation<useAddCommentMutation>(graphql`
    mutation useAddCommentMutation($input: AddCommentInput!, $connections: [ID!]!)
    @raw_response_type {
      addComment(input: $input) {
        commentEdge @appendEdge(connections: $connections) {
          cursor
          # Whatever list it joins (threads, replies, nested replies), the new comment has
          # what that list's items read.
          node {
            id
            # eslint-disable-next-line relay/must-colocate-fragment-spreads
            ...CommentItem_comment
            # eslint-disable-next-line relay/must-colocate-fragment-spreads
            ...CommentReplies_comment
            # eslint-disable-next-line relay/must-colocate-fragment-spreads
            ...NestedReplies_comment
          }
        }
        listedUnder {
          id
          replyCount
        }
        article {
          id
          commentCount
          commentsVersion
        }
        userErrors {
          message
        }
      }
    }
  `);
  const addComment: ReturnType<typeof useAddComment>['addComment'] = (options) => {
    const id = newOptimisticId();
    commit({
      variables: {
        input: { articleId, body: options.body, ...(parentId ? { parentId } : {}) },
        connections: [connectionId],
      },
      optimisticResponse: {
        addComment: {
          commentEdge: {
            cursor: id,
            node: {
              id,
              body: options.body,
              // Its mentions become links when the server's answer replaces it.
              displayBody: options.body,
              createdAt: new Date().toISOString(),
              editedAt: null,
              deleted: false,
              hidden: false,
              held: false,
              replyCount: 0,
              viewerCanEdit: false,
              viewerCanDelete: false,
              likeCount: 0,
              viewerHasLiked: false,
              replyingTo: null,
              // __id is Relay's own: the record of the first page of replies (first: 1, as
              // CommentReplies and NestedReplies ask) under the pending comment.
              replies: {
                __id: generateClientID(id, 'replies(first:1)'),
                edges: [],
                pageInfo: { endCursor: null, hasNextPage: false },
              },
              author: options.author,
            },
          },
          listedUnder: null,
          article: {
            id: articleId,
            commentCount: options.commentCount + 1,
            commentsVersion: storedCommentsVersion(environment, articleId),
          },
          userErrors: [],
        },
      },
      onCompleted: (response, errors) => {
        const userError = response.addComment?.userErrors[0];
        if (errors?.length) options.onFailure(describePayloadErrors(errors));
        else if (userError) options.onFailure(userError.message);
        else options.onSuccess();
      },
      onError: (error) => options.onFailure(describeCommentFailure(error)),
    });
  };
  return { addComment, isSending };
}
