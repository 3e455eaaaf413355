import type { KeyboardEvent } from 'react';
import type { UserErrorLike } from '../accounts/useFormState';
import { useFormState } from '../accounts/useFormState';
import type { ArticleField, ArticleValues } from './articleRules';
import { validateArticle } from './articleRules';

/** The fields in the order the form shows them: the first invalid one gets focus. */
export const FIELD_ORDER: ReadonlyArray<ArticleField> = ['title', 'tags', 'summary', 'body'];

/** A new article's values. */
export const EMPTY_VALUES: ArticleValues = { title: '', summary: '', tags: '', body: '' };

/**
 * The values the editor starts from and compares with: a published article's pending
 * revision (its autosaved edits) when it has one, else the article as stored.
 */
export function storedValues(article: {
  readonly title: string;
  readonly summary: string;
  readonly body: string;
  readonly tags: ReadonlyArray<{ readonly name: string }>;
  readonly pendingRevision?: {
    readonly title: string;
    readonly summary: string;
    readonly body: string;
    readonly tags: ReadonlyArray<string>;
  } | null;
}): ArticleValues {
  const pending = article.pendingRevision;
  if (pending) return { ...pending, tags: pending.tags.join(', ') };
  const { title, summary, body } = article;
  return { title, summary, body, tags: article.tags.map((tag) => tag.name).join(', ') };
}

/** Ctrl/⌘-S: save, in place of the browser's "save page". */
export function isSaveKey(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's';
}

/** The rule of one field (schema/rules.ts). Each rule of validateArticle reads only its own field. */
function ruleOf(field: ArticleField, publishing: boolean) {
  return (value: string) =>
    validateArticle({ ...EMPTY_VALUES, [field]: value }, { publishing })[field] ?? null;
}

/**
 * The editor's values and their messages: the account forms' useFormState
 * with the article rules (publishing adds a non-empty body). Unlike a small
 * form, a field's rule shows from its first change, and every field's once
 * an attempt has failed.
 */
export function useArticleForm(initial: ArticleValues, publishing: boolean) {
  const form = useFormState<ArticleField>(initial, {
    title: ruleOf('title', publishing),
    summary: ruleOf('summary', publishing),
    tags: ruleOf('tags', publishing),
    body: ruleOf('body', publishing),
  });
  return {
    values: form.values,
    errorOf: form.errorOf,
    /** A server message about no field in particular. */
    formError: form.formError,
    /** Shows the server's userErrors (an empty list clears them all). */
    showUserErrors: (errors: readonly UserErrorLike[]) => form.showUserErrors(errors),
    hasErrors: FIELD_ORDER.some((field) => form.errorOf(field) !== null),
    change: (field: ArticleField, value: string) => {
      form.setValue(field, value);
      form.touch(field);
    },
    /** Puts other values in every field (the stored article, a local copy). */
    replace: (values: ArticleValues) => {
      for (const field of FIELD_ORDER) form.setValue(field, values[field]);
    },
    /** After a failed attempt: every field's messages show. */
    showAll: () => FIELD_ORDER.forEach(form.touch),
  };
}
