import { useId } from 'react';
import type { ChangeEvent, FocusEventHandler, JSX, ReactNode, Ref } from 'react';
import './Field.css';

/** What every {@link Field} takes, input or textarea. */
interface FieldBaseProps {
  /** The visible label; also the control's accessible name. */
  label: string;
  /** The control's `name` (form data, autofill). */
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** A rule or help text, always shown under the label and read with the control. */
  hint?: ReactNode;
  /** The message of a broken rule; sets aria-invalid and is read with the control. */
  error?: string | null;
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  spellCheck?: boolean;
  /** Extra ids to describe the control by (e.g. a character counter elsewhere). */
  describedBy?: string;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  /** Class of the wrapper, for the parent's layout only. */
  className?: string;
}

/**
 * Props of {@link Field}: a labelled text input, or a textarea with
 * `multiline`. `inputRef` gets the element, typed by `multiline` (e.g. to
 * focus the first invalid field).
 */
export type FieldProps = FieldBaseProps &
  (
    | {
        multiline?: false;
        /** Input type. */
        type?: 'text' | 'password' | 'email' | 'search' | 'url';
        inputRef?: Ref<HTMLInputElement>;
      }
    | {
        /** A textarea instead of an input. */
        multiline: true;
        /** Rows of the textarea. */
        rows?: number;
        inputRef?: Ref<HTMLTextAreaElement>;
      }
  );

/**
 * A labelled input or textarea with its hint and error text. The hint and the
 * error are tied to the control by aria-describedby and the error also sets
 * aria-invalid, so a screen reader announces the rule and what is wrong when
 * the control is focused. The error is not a live region: forms move focus to
 * their first invalid field on submit instead, which reads it once.
 */
export function Field({ inputRef, ...props }: FieldProps): JSX.Element {
  const { multiline } = props;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [props.hint != null ? hintId : null, props.error ? errorId : null, props.describedBy ?? null]
      .filter((part) => part !== null)
      .join(' ') || undefined;
  const common = {
    id,
    name: props.name,
    value: props.value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      props.onChange(event.target.value),
    onBlur: props.onBlur,
    autoComplete: props.autoComplete,
    placeholder: props.placeholder,
    required: props.required,
    disabled: props.disabled,
    readOnly: props.readOnly,
    spellCheck: props.spellCheck,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy,
    className: 'field-control',
  };
  return (
    <div className={props.className ? `field ${props.className}` : 'field'}>
      <label htmlFor={id} className="field-label">
        {props.label}
      </label>
      {props.hint != null ? (
        <p id={hintId} className="field-hint">
          {props.hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea
          {...common}
          // Destructured, the ref lost its tie to `multiline`; this is the textarea case.
          ref={inputRef as Ref<HTMLTextAreaElement> | undefined}
          rows={('rows' in props ? props.rows : undefined) ?? 6}
        />
      ) : (
        <input
          {...common}
          ref={inputRef as Ref<HTMLInputElement> | undefined}
          type={('type' in props ? props.type : undefined) ?? 'text'}
        />
      )}
      {props.error ? (
        <p id={errorId} className="field-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
