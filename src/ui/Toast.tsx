import { useEffect, useState } from 'react';
import type { JSX } from 'react';
import { Button } from './Button';
import './Toast.css';

/** How long a toast stays, unless the pointer or focus is on it. */
export const TOAST_DURATION_MS = 8000;

/** One toast: its text and, optionally, one action such as Undo. */
export interface ToastMessage {
  /** A new key starts a new toast (and its timer), even with the same text. */
  readonly key: number;
  readonly text: string;
  readonly action?: { readonly label: string; readonly run: () => void };
}

/**
 * A short message at the bottom of the screen that goes away by itself. The
 * region is a polite live region that is always in the page, so screen
 * readers announce each message as it appears. The timer waits while the
 * pointer or keyboard focus is on the toast (WCAG 2.2.1: a person who
 * reaches for Undo is not raced by the clock); Escape or Dismiss closes it.
 */
export function Toast(props: { message: ToastMessage | null; onDismiss: () => void }): JSX.Element {
  const { message, onDismiss } = props;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;

  useEffect(() => {
    if (!message || held) return;
    const timer = setTimeout(onDismiss, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [message, held, onDismiss]);

  return (
    <div
      className="toast-region"
      // A live region without role="status": the page's own status line keeps that role.
      aria-live="polite"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && message) {
          event.stopPropagation();
          onDismiss();
        }
      }}
    >
      {message ? (
        <div className="toast" key={message.key}>
          <span className="toast-text">{message.text}</span>
          {message.action ? (
            <Button
              variant="quiet"
              onClick={() => {
                message.action?.run();
                onDismiss();
              }}
            >
              {message.action.label}
            </Button>
          ) : null}
          <button type="button" className="toast-dismiss" aria-label="Dismiss" onClick={onDismiss}>
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
