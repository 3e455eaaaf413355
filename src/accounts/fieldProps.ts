import type { FormState } from './useFormState';

/**
 * What a `<Field>` of `form` needs to show `field`: its name, value, the setter, the blur that
 * starts showing its rule, and its error.
 */
export function fieldProps<F extends string>(form: FormState<F>, field: F) {
  return {
    name: field,
    value: form.values[field],
    onChange: (value: string) => form.setValue(field, value),
    onBlur: () => form.touch(field),
    error: form.errorOf(field),
  };
}
