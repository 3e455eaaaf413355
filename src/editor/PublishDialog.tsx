import { Suspense, useEffect, useId, useRef } from 'react';
import type { JSX } from 'react';
import type { PublishCheck_article$key } from '../../__generated__/PublishCheck_article.graphql';
import { Button } from '../ui/Button';
import type { ArticleValues } from './articleRules';
import { PublishCheck } from './PublishCheck';

/**
 * "Before you publish": the pre-publish check and the link card, then Publish or Keep editing.
 * A modal <dialog>: focus moves to its heading, and Escape keeps editing. What it finds is
 * advice: publishing stays the writer's choice.
 */
export function PublishDialog(props: {
  article: PublishCheck_article$key;
  values: ArticleValues;
  onPublish: () => void;
  onCancel: () => void;
}): JSX.Element {
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    // Focus goes back to where it was (the bar's Publish, which becomes Update) when it closes.
    const before = document.activeElement;
    const element = dialog.current;
    if (element && !element.open) {
      // jsdom has no showModal; the open attribute still shows it there.
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    heading.current?.focus();
    return () => {
      if (before instanceof HTMLElement) before.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className="editor-dialog publish-dialog"
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        props.onCancel();
      }}
    >
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        Before you publish
      </h2>
      <Suspense fallback={<p role="status">Checking…</p>}>
        <PublishCheck article={props.article} values={props.values} />
      </Suspense>
      <div className="notice-actions">
        <Button onClick={props.onPublish}>Publish</Button>
        <Button variant="quiet" onClick={props.onCancel}>
          Keep editing
        </Button>
      </div>
    </dialog>
  );
}
