import { useId, useRef, useState } from 'react';
import type { JSX, ReactNode } from 'react';
import { Button } from '../ui/Button';

/**
 * "More": a disclosure holding the actions that are not the primary one. Its items are
 * ordinary buttons (and links), reached with Tab; Escape or a choice folds it and gives focus
 * back to its button, and it folds when focus leaves it.
 */
export function ActionMenu(props: {
  label: string;
  /** The items: a click on one of its buttons or links folds the menu. */
  children: ReactNode;
}): JSX.Element {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <div
      className="action-menu"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        close();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Button
        ref={toggle}
        variant="quiet"
        // Named, so that focus comes back to it when a choice moved the editor's URL.
        name="more"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {props.label}
      </Button>
      <div
        id={listId}
        className="action-menu-list"
        hidden={!open}
        onClick={(event) => {
          if ((event.target as Element).closest('button, a')) close();
        }}
      >
        {open ? props.children : null}
      </div>
    </div>
  );
}
