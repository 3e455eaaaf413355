import { useCallback, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { describeError } from '../app/describeError';
import { errorCode, GraphQLResponseError } from '../relay/errors';

/** A server-side validation failure, as every mutation payload reports it. */
export interface UserErrorLike {
  readonly field: string | null | undefined;
  readonly message: string;
}

type Rules<F extends string> = Partial<Record<F, (value: string) => string | null>>;

/** What {@link useFormState} gives a form. */
export interface FormState<F extends string> {
  values: Record<F, string>;
  setValue: (field: F, value: string) => void;
  /** The error to show on `field`, or null. */
  errorOf: (field: F) => string | null;
  /** Call from a field's blur: its rule is shown from then on. */
  touch: (field: F) => void;
  /** A message about the whole form (wrong credentials, rate limit, transport), or null. */
  formError: string | null;
  busy: boolean;
  /**
   * Wraps a submit handler: prevents the browser's submit, ignores a second
   * submit while busy, shows every rule, and on a broken rule focuses the
   * first invalid field instead of calling `send`.
   */
  onSubmit: (send: () => void) => (event: FormEvent<HTMLFormElement>) => void;
  /** Marks the form busy (a request is on its way) or done. */
  setBusy: (busy: boolean) => void;
  /** Shows a payload's userErrors on their fields (or on the form when field-less). */
  showUserErrors: (errors: readonly UserErrorLike[]) => void;
  /** Shows a failed request in plain words; the values stay as typed. */
  showFailure: (error: unknown) => void;
}

/**
 * The state of Folio's small forms (sign in, sign up, profile): the values as
 * typed, the rules of schema/rules.ts shown once a field has been left or a submit tried,
 * server userErrors on their fields until that field changes, a form-level
 * message, and the busy flag. Failures never clear the values.
 */
export function useFormState<F extends string>(
  initial: Record<F, string>,
  rules: Rules<F>,
): FormState<F> {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<F>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The form last submitted, to focus its invalid fields when the answer comes.
  const formRef = useRef<HTMLFormElement | null>(null);
  const fields = Object.keys(initial) as F[];

  const ruleError = (field: F, value: string): string | null => rules[field]?.(value) ?? null;

  const errorOf = (field: F): string | null => {
    if (submitted || touched.has(field)) {
      const broken = ruleError(field, values[field]);
      if (broken) return broken;
    }
    return serverErrors[field] ?? null;
  };

  const setValue = useCallback((field: F, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    // The server's verdict was about the old value.
    setServerErrors((previous) => {
      if (!(field in previous)) return previous;
      const next = { ...previous };
      delete next[field];
      return next;
    });
  }, []);

  const touch = useCallback((field: F) => {
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  }, []);

  const focusField = (field: string) => {
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  const onSubmit = (send: () => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    formRef.current = event.currentTarget;
    if (busy) return;
    setSubmitted(true);
    setFormError(null);
    const firstInvalid = fields.find((field) => ruleError(field, values[field]) !== null);
    if (firstInvalid !== undefined) {
      focusField(firstInvalid);
      return;
    }
    send();
  };

  const showUserErrors = (errors: readonly UserErrorLike[]) => {
    const byField: Partial<Record<F, string>> = {};
    let general: string | null = null;
    for (const error of errors) {
      const field = fields.find((name) => name === error.field);
      if (field !== undefined) byField[field] ??= error.message;
      else general ??= error.message;
    }
    setServerErrors(byField);
    setFormError(general);
    const firstField = fields.find((field) => byField[field] !== undefined);
    if (firstField !== undefined && general === null) focusField(firstField);
  };

  const showFailure = (error: unknown) => {
    setFormError(describeFailure(error));
  };

  return {
    values,
    setValue,
    errorOf,
    touch,
    formError,
    busy,
    onSubmit,
    setBusy,
    showUserErrors,
    showFailure,
  };
}

/** A failed mutation in plain words, ending with the reassurance that nothing typed is lost. */
function describeFailure(error: unknown): string {
  if (errorCode(error) === 'TOO_MANY_REQUESTS') {
    // The server's words say which limit it was (this handle, this network, a
    // busy server) and when to try again; only it knows.
    const message = GraphQLResponseError.is(error) ? error.errors[0]?.message : undefined;
    return message || 'Too many sign-in attempts. Wait a few minutes, then try again.';
  }
  return `${describeError(error).summary} Nothing you typed was lost.`;
}
