import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, JSX, KeyboardEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { CommentComposerAddMutation } from '../../__generated__/CommentComposerAddMutation.graphql';
import type {
  CommentComposer_viewer$data,
  CommentComposer_viewer$key,
} from '../../__generated__/CommentComposer_viewer.graphql';
import { LENGTHS, commentError } from '../../schema/rules';
import { Markdown } from '../markdown/Markdown';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Tabs, tabPanelProps } from '../ui/Tabs';
import type { TabItem } from '../ui/Tabs';
import { describeCommentFailure, describePayloadErrors } from './commentErrors';
import { newOptimisticId } from './optimisticId';

const COMMENT_MAX_LENGTH = LENGTHS.comment.max;
/** From here on the composer counts what is left. */
const COUNT_FROM = COMMENT_MAX_LENGTH - 500;

const TABS: ReadonlyArray<TabItem<'write' | 'preview'>> = [
  { id: 'write', label: 'Write' },
  { id: 'preview', label: 'Preview' },
];

const numberFormat = new Intl.NumberFormat('en');

function plural(count: number, noun: string): string {
  return `${numberFormat.format(count)} ${count === 1 ? noun : `${noun}s`}`;
}

/**
 * The form under an article's comments: Markdown with a preview, sent with
 * the Send button or Ctrl/⌘-Enter. The comment shows in the list at once and
 * the form clears once the server has kept it; a failure keeps the text.
 */
export function CommentComposer(props: {
  viewer: CommentComposer_viewer$key;
  articleId: string;
  commentCount: number;
  connectionId: string;
}): JSX.Element {
  const viewer = useFragment(
    graphql`
      fragment CommentComposer_viewer on User {
        id
        handle
        name
        # Whole, for the optimistic comment: without it the pending comment's avatar would be
        # missing data while the mutation is in flight.
        avatar {
          id
          url
          width
          height
          alt
          placeholder
          variants {
            url
            width
            format
          }
        }
      }
    `,
    props.viewer,
  );
  const { addComment, isSending } = useAddComment(props.articleId, props.connectionId);
  const [text, setText] = useState('');
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  // Focus moves to the textarea only after a render has shown it (the
  // Preview tab hides it), hence a request counter read by an effect.
  const [focusRequest, setFocusRequest] = useState(0);
  const textarea = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const id = useId();
  const countId = `${id}-count`;

  useEffect(() => {
    if (focusRequest > 0) textarea.current?.focus();
  }, [focusRequest]);

  const length = text.trim().length;
  const overLimit = length > COMMENT_MAX_LENGTH;
  // The server's own rule and words (schema/rules.ts), judged before sending.
  const ruleError = commentError(text);
  const error = overLimit || invalid ? ruleError : null;

  const submit = () => {
    if (isSending) return;
    setFailure(null);
    setStatus('');
    if (ruleError) {
      setInvalid(true);
      setTab('write');
      setFocusRequest((count) => count + 1);
      return;
    }
    addComment({
      body: text.trim(),
      author: viewer,
      commentCount: props.commentCount,
      onSuccess: () => {
        setText('');
        setInvalid(false);
        setTab('write');
        setStatus('Your comment was added.');
      },
      onFailure: setFailure,
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="comment-composer"
      aria-label="Add a comment"
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
    >
      <Tabs label="Comment view" idPrefix={id} tabs={TABS} selected={tab} onSelect={setTab} />
      <div {...tabPanelProps(id, 'write', tab)}>
        <Field
          label="Your comment"
          name="body"
          multiline
          rows={5}
          value={text}
          onChange={(value) => {
            setText(value);
            setFailure(null);
          }}
          hint="Markdown. 1 to 5,000 characters. Ctrl+Enter or ⌘+Enter sends."
          error={error}
          readOnly={isSending}
          describedBy={length >= COUNT_FROM ? countId : undefined}
          inputRef={textarea}
        />
        {length >= COUNT_FROM ? (
          <p
            id={countId}
            className={overLimit ? 'comment-count comment-count-over' : 'comment-count'}
          >
            {overLimit
              ? `${plural(length - COMMENT_MAX_LENGTH, 'character')} over the limit`
              : `${plural(COMMENT_MAX_LENGTH - length, 'character')} left`}
          </p>
        ) : null}
      </div>
      <div {...tabPanelProps(id, 'preview', tab)} className="comment-preview">
        {tab === 'preview' ? (
          text.trim() ? (
            <Markdown source={text} className="comment-body" />
          ) : (
            <p className="empty">Nothing to preview yet.</p>
          )
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="comment-alert">
          Your comment was not sent. {failure}
        </p>
      ) : null}
      <p role="status" className="visually-hidden">
        {status}
      </p>
      <div className="comment-composer-actions">
        <Button type="submit" busy={isSending} busyLabel="Sending…">
          Send comment
        </Button>
      </div>
    </form>
  );
}

/**
 * Adds a comment optimistically: it is appended to the list (and counted) at
 * once with the viewer as author, and rolled back when the server refuses it
 * or cannot be reached.
 */
function useAddComment(
  articleId: string,
  connectionId: string,
): {
  addComment: (options: {
    body: string;
    author: CommentComposer_viewer$data;
    commentCount: number;
    onSuccess: () => void;
    onFailure: (message: string) => void;
  }) => void;
  isSending: boolean;
} {
  const [commit, isSending] = useMutation<CommentComposerAddMutation>(graphql`
    mutation CommentComposerAddMutation($input: AddCommentInput!, $connections: [ID!]!)
    @raw_response_type {
      addComment(input: $input) {
        commentEdge @appendEdge(connections: $connections) {
          cursor
          node {
            id
            ...CommentItem_comment
          }
        }
        article {
          id
          commentCount
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
      variables: { input: { articleId, body: options.body }, connections: [connectionId] },
      optimisticResponse: {
        addComment: {
          commentEdge: {
            cursor: id,
            node: {
              id,
              body: options.body,
              createdAt: new Date().toISOString(),
              viewerCanDelete: false,
              author: {
                id: options.author.id,
                handle: options.author.handle,
                name: options.author.name,
                avatar: rawAvatar(options.author.avatar),
              },
            },
          },
          article: { id: articleId, commentCount: options.commentCount + 1 },
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

/** The viewer's avatar as the mutation's raw response spells it, field by field. */
function rawAvatar(avatar: CommentComposer_viewer$data['avatar']) {
  if (!avatar) return null;
  return {
    id: avatar.id,
    url: avatar.url,
    width: avatar.width,
    height: avatar.height,
    alt: avatar.alt,
    placeholder: avatar.placeholder,
    variants: avatar.variants.map((variant) => ({
      url: variant.url,
      width: variant.width,
      format: variant.format,
    })),
  };
}
