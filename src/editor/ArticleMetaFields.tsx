import { useId, useMemo } from 'react';
import type { JSX } from 'react';
import { Field } from '../ui/Field';
import type { ArticleField, ArticleValues } from './articleRules';
import { LIMITS, normalizeTags } from './articleRules';
import { CountedField } from './CountedField';
import { TagChips } from './TagChips';

/** The article's details beside its title and body: tags with chips, the summary with its count. */
export function ArticleMetaFields(props: {
  values: ArticleValues;
  errorOf: (field: ArticleField) => string | null;
  onChange: (field: ArticleField) => (value: string) => void;
  /** Where each field's element goes, to focus the first invalid one. */
  fieldRef: (field: ArticleField) => (element: HTMLElement | null) => void;
}): JSX.Element {
  const { values, errorOf, onChange, fieldRef } = props;
  const tagsId = useId();
  const tags = useMemo(() => normalizeTags(values.tags), [values.tags]);
  return (
    <div className="editor-meta">
      <div className="editor-field">
        <Field
          label="Tags"
          name="tags"
          value={values.tags}
          onChange={onChange('tags')}
          hint="Separate tags with commas; up to 8."
          error={errorOf('tags')}
          describedBy={tags.length ? tagsId : undefined}
          spellCheck={false}
          inputRef={fieldRef('tags')}
        />
        <TagChips id={tagsId} tags={tags} />
      </div>
      <CountedField
        label="Summary"
        name="summary"
        value={values.summary}
        onChange={onChange('summary')}
        hint="Shown on article cards."
        error={errorOf('summary')}
        multiline
        rows={2}
        limit={LIMITS.summary}
        inputRef={fieldRef('summary')}
      />
    </div>
  );
}
