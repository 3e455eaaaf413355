import type { JSX, MouseEvent, ReactNode, Ref } from 'react';
import './Button.css';

/** Props of {@link Button}. */
export interface ButtonProps {
  children: ReactNode;
  /** 'submit' inside forms; 'button' (the default) elsewhere. */
  type?: 'button' | 'submit';
  /** 'primary' (filled, the default), 'quiet' (outlined) or 'danger'. */
  variant?: 'primary' | 'quiet' | 'danger';
  /** While true the button shows `busyLabel`, says aria-busy and ignores presses. */
  busy?: boolean;
  /** What the button says while busy, e.g. "Saving…"; defaults to the children. */
  busyLabel?: ReactNode;
  disabled?: boolean;
  /** Names the button in its form (a handoff brings focus back to it by name). */
  name?: string;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Class for the parent's layout only. */
  className?: string;
  ref?: Ref<HTMLButtonElement>;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'aria-haspopup'?: 'menu' | 'true' | 'dialog';
}

/**
 * The app's button. Busy is aria-disabled rather than disabled: a disabled
 * button drops keyboard focus to <body> mid-save, while this one keeps focus
 * and simply ignores presses (a submit is prevented, so Enter in a field
 * cannot send twice either when the form checks `busy` too).
 */
export function Button({ ref, ...props }: ButtonProps): JSX.Element {
  const variant = props.variant ?? 'primary';
  const classes = ['button'];
  if (variant === 'quiet') classes.push('button-quiet');
  if (variant === 'danger') classes.push('button-danger');
  if (props.className) classes.push(props.className);
  const busy = props.busy ?? false;
  return (
    <button
      ref={ref}
      type={props.type ?? 'button'}
      name={props.name}
      className={classes.join(' ')}
      disabled={props.disabled}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      aria-expanded={props['aria-expanded']}
      aria-controls={props['aria-controls']}
      aria-haspopup={props['aria-haspopup']}
      onClick={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        props.onClick?.(event);
      }}
    >
      {busy && props.busyLabel != null ? props.busyLabel : props.children}
    </button>
  );
}
