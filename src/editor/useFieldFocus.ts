import { useRef } from 'react';
import type { ArticleField } from './articleRules';
import { FIELD_ORDER } from './useArticleForm';

/**
 * Where the editor's fields are, so that a refused save can take the writer to the first field
 * it names. `reveal` makes a field visible first (the body sits behind a tab on narrow screens).
 */
export function useFieldFocus(reveal: (field: ArticleField) => void): {
  fieldRef: (field: ArticleField) => (element: HTMLElement | null) => void;
  focusFirst: (named: ReadonlyArray<string | null | undefined>) => void;
} {
  const fields = useRef<Partial<Record<ArticleField, HTMLElement | null>>>({});
  return {
    fieldRef: (field) => (element) => {
      fields.current[field] = element;
    },
    focusFirst: (named) => {
      const first = FIELD_ORDER.find((field) => named.includes(field));
      if (!first) return;
      reveal(first);
      fields.current[first]?.focus();
    },
  };
}
