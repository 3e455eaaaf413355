import { useEffect, useId, useRef } from 'react';
import type { JSX, ReactNode, RefObject } from 'react';
import './EditorSettings.css';
import { Button } from '../ui/Button';

/**
 * The article's settings (tags, summary, cover, schedule, history, delete): one panel that
 * opens beside the text, a side sheet on a wide screen (a dialog that leaves the text usable)
 * and a modal drawer on a phone (focus kept inside). Focus moves to its heading when it opens
 * and back to `returnTo` when Escape or Close folds it. Closed, it stays in the page, so its
 * fields keep their elements and can be opened to be focused (a refused save names them).
 */
export function EditorSettings(props: {
  id: string;
  open: boolean;
  /** Modal (a drawer) on a narrow screen. */
  modal: boolean;
  onClose: () => void;
  returnTo: RefObject<HTMLElement | null>;
  children: ReactNode;
}): JSX.Element {
  const { open, modal, onClose, returnTo } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!open) {
      if (!element.open) return;
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
      return;
    }
    // Modal on a phone, not beside the text: shown again the other way after a resize.
    if (element.open && typeof element.close === 'function') element.close();
    // show() moves focus into the dialog by itself: what had it before decides.
    const before = document.activeElement;
    // jsdom has no show/showModal; the open attribute still shows it there.
    const show = modal ? element.showModal : element.show;
    if (typeof show === 'function') show.call(element);
    else element.setAttribute('open', '');
    // A field already focused inside (a refused save went to it) keeps focus; a field asked
    // for (the bar's Schedule…) takes it; else the heading, to read the panel from its top.
    const asked = element.querySelector<HTMLElement>('[data-autofocus]');
    const kept = before instanceof HTMLElement && element.contains(before) ? before : null;
    (kept ?? asked ?? heading.current)?.focus();
  }, [open, modal]);

  const close = () => {
    onClose();
    returnTo.current?.focus();
  };
  return (
    <dialog
      ref={dialog}
      id={props.id}
      className="editor-settings"
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={(event) => {
        // Escape in a dialog opened from here (Delete) is that dialog's.
        const target = event.target as Element;
        if (event.key !== 'Escape' || target.closest('dialog') !== dialog.current) return;
        event.preventDefault();
        close();
      }}
    >
      <div className="editor-settings-head">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          Article settings
        </h2>
        <Button variant="quiet" onClick={close}>
          Close
        </Button>
      </div>
      {props.children}
    </dialog>
  );
}
