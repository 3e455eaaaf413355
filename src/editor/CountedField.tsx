import { useId } from 'react';
import type { JSX } from 'react';
import { Field } from '../ui/Field';
import type { FieldProps } from '../ui/Field';
import { CharacterCount, isCountShown } from './CharacterCount';

/** A field of the editor with its character count, shown and read with it near `limit`. */
export function CountedField(props: FieldProps & { limit: number }): JSX.Element {
  const { limit, ...field } = props;
  const countId = useId();
  const length = props.value.length;
  return (
    <div className="editor-field">
      <Field {...field} describedBy={isCountShown(length, limit) ? countId : undefined} />
      <CharacterCount id={countId} length={length} limit={limit} />
    </div>
  );
}
