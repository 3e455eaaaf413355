import { useEffect, useId, useRef, useState } from 'react';
import type { JSX } from 'react';
import { commitLocalUpdate } from 'relay-runtime';
import { graphql, useFragment, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import type { DeleteArticle_article$key } from '../../__generated__/DeleteArticle_article.graphql';
import type { DeleteArticleMutation } from '../../__generated__/DeleteArticleMutation.graphql';
import { MESSAGES } from '../../schema/rules';
import { describeError } from '../app/describeError';
import { readArticleState } from '../articles/articleChange';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { useRemoveFromArticleLists } from './articleLists';

/**
 * Delete, and the question it asks first: a modal <dialog> (focus moves in,
 * Escape cancels). A published article also asks for its title to be typed,
 * as the server does (`confirmTitle`); a draft or an archived one only for a
 * second click. Once the server has deleted it, every list lets it go
 * (useRemoveFromArticleLists) and `onDeleted` moves the writer on; then its
 * slug reads as no article, so its page and editor show not-found from the
 * store. Only then: the screen showing it would turn into not-found first.
 * (Marking the record stale instead would make every list fetched with it
 * ask the server again, its raw connection still holding it.)
 */
export function DeleteArticle(props: {
  article: DeleteArticle_article$key;
  disabled: boolean;
  onDeleted: () => Promise<void>;
}): JSX.Element {
  const article = useFragment(
    graphql`
      fragment DeleteArticle_article on Article {
        slug
        title
        status
        # What the lists let go of (useRemoveFromArticleLists).
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...articleChange_article
      }
    `,
    props.article,
  );
  const { slug, title, status } = article;
  const environment = useRelayEnvironment();
  const { onDeleted } = props;
  const [asking, setAsking] = useState(false);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const removeFromLists = useRemoveFromArticleLists();
  const [commit, isDeleting] = useMutation<DeleteArticleMutation>(graphql`
    mutation DeleteArticleMutation($input: DeleteArticleInput!) {
      deleteArticle(input: $input) {
        deletedArticleId
        userErrors {
          message
        }
      }
    }
  `);
  const needsTitle = status === 'PUBLISHED';
  const confirmed = !needsTitle || typed.trim() === title;

  useEffect(() => {
    const element = dialog.current;
    if (!asking || !element || element.open) return;
    // jsdom has no showModal; the open attribute still shows it there.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  }, [asking]);

  const close = () => {
    setAsking(false);
    setTyped('');
    setProblem(null);
    opener.current?.focus();
  };

  const confirm = () => {
    if (!confirmed || isDeleting) return;
    setProblem(null);
    const before = readArticleState(article);
    commit({
      variables: { input: { id: before.id, confirmTitle: needsTitle ? typed : null } },
      updater: (store, data) => {
        if (data?.deleteArticle.deletedArticleId) removeFromLists(store, before);
      },
      onCompleted: ({ deleteArticle }) => {
        if (deleteArticle.deletedArticleId) {
          void onDeleted().then(() =>
            commitLocalUpdate(environment, (store) => {
              store.getRoot().setValue(null, 'article', { slug });
            }),
          );
        } else setProblem(deleteArticle.userErrors[0]?.message ?? 'The article was not deleted.');
      },
      onError: (error) =>
        setProblem(`The article was not deleted: ${describeError(error).summary}`),
    });
  };

  return (
    <>
      <Button
        ref={opener}
        variant="danger"
        disabled={props.disabled}
        aria-haspopup="dialog"
        onClick={() => setAsking(true)}
      >
        Delete
      </Button>
      {asking ? (
        <dialog
          ref={dialog}
          className="editor-dialog"
          aria-labelledby={titleId}
          onCancel={(event) => {
            event.preventDefault();
            close();
          }}
        >
          <h2 id={titleId}>Delete “{title}”?</h2>
          <p>
            The article and its comments are deleted for good.
            {needsTitle ? ' Readers lose it too.' : ''} This cannot be undone.
          </p>
          {needsTitle ? (
            <div
              onKeyDown={(event) => {
                // Enter here would submit the editor's form (a save) around the dialog.
                if (event.key !== 'Enter') return;
                event.preventDefault();
                confirm();
              }}
            >
              <Field
                label="Type the title to confirm"
                name="confirmTitle"
                value={typed}
                onChange={setTyped}
                hint={MESSAGES.confirmTitle}
                autoComplete="off"
                spellCheck={false}
              />
            </div>
          ) : null}
          {problem ? (
            <p className="notice notice-error" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="notice-actions">
            <Button onClick={close}>Keep it</Button>
            <Button
              variant="danger"
              busy={isDeleting}
              busyLabel="Deleting…"
              disabled={!confirmed}
              onClick={confirm}
            >
              Delete for good
            </Button>
          </div>
        </dialog>
      ) : null}
    </>
  );
}
