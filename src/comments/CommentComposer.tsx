import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, JSX, KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
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
import { useAddComment } from './useAddComment';

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
 * The form under an article's comments, or under a comment being answered: Markdown with a
 * preview, sent with the Send button or Ctrl/⌘-Enter. The comment shows in its list at once
 * and the form clears (a reply's form closes) once the server has kept it; a failure keeps
 * the text.
 */
export function CommentComposer(props: {
  viewer: CommentComposer_viewer$key;
  articleId: string;
  commentCount: number;
  /** The list the new comment joins. */
  connectionId: string;
  /** The comment answered; none for a new thread. */
  replyTo?: { id: string; name: string };
  /** Called when a reply was kept, or its form cancelled. */
  onDone?: () => void;
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
  const { addComment, isSending } = useAddComment(
    props.articleId,
    props.connectionId,
    props.replyTo?.id ?? null,
  );
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
  // A reply's form opens because the reader asked to answer: they write next.
  const isReply = props.replyTo !== undefined;
  useEffect(() => {
    if (isReply) textarea.current?.focus();
  }, [isReply]);

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
      author: {
        id: viewer.id,
        handle: viewer.handle,
        name: viewer.name,
        avatar: rawAvatar(viewer.avatar),
      },
      commentCount: props.commentCount,
      onSuccess: () => {
        props.onDone?.();
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
    } else if (event.key === 'Escape' && props.onDone) {
      event.preventDefault();
      props.onDone();
    }
  };

  return (
    <form
      className="comment-composer"
      aria-label={props.replyTo ? `Reply to ${props.replyTo.name}` : 'Add a comment'}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
    >
      <Tabs label="Comment view" idPrefix={id} tabs={TABS} selected={tab} onSelect={setTab} />
      <div {...tabPanelProps(id, 'write', tab)}>
        <Field
          label={props.replyTo ? 'Your reply' : 'Your comment'}
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
          {props.replyTo ? 'Send reply' : 'Send comment'}
        </Button>
        {props.onDone ? (
          <Button variant="quiet" onClick={props.onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
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
