// What a subscribe form subscribes to: the whole site, an author or a tag. Only an author or a
// tag with a published article can be subscribed to; any other name reads as unknown, so the
// form never tells a hidden author or tag from one that does not exist.
import { normalizeHandle, normalizeTagName } from '../../../schema/rules';
import type { Store } from '../../db/store';

export interface SubscriptionScope {
  /** As the store keeps it: 'site', 'author:<id>' or 'tag:<id>'. */
  target: string;
  /** What the reader gets, for the form and the email: "new articles by Ada Lovelace". */
  label: string;
  /** The form's hidden field that names it again on POST; none for the site. */
  field?: { name: 'author' | 'tag'; value: string };
}

/** The scope the form's `author` or `tag` field names, the site without either; null: unknown. */
export async function subscriptionScope(
  store: Store,
  fields: Record<string, string | undefined>,
): Promise<SubscriptionScope | null> {
  if (fields.author !== undefined) {
    const author = await store.feeds.publishedAuthor(normalizeHandle(fields.author));
    if (!author) return null;
    return {
      target: `author:${author.id}`,
      label: `new articles by ${author.name}`,
      field: { name: 'author', value: author.handle },
    };
  }
  if (fields.tag !== undefined) {
    const tag = await store.feeds.publishedTag(normalizeTagName(fields.tag));
    if (!tag) return null;
    return {
      target: `tag:${tag.id}`,
      label: `new articles tagged #${tag.name}`,
      field: { name: 'tag', value: tag.name },
    };
  }
  return { target: 'site', label: 'new articles' };
}
