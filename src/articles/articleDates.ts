/**
 * Whether a published article changed after it was published: a saved edit of its text
 * (`editedAt`, which status changes and comments leave alone) later than its first publish.
 * Publishing again after an unpublish is not a change a reader needs to hear about.
 */
export function wasEditedAfterPublishing(article: {
  status: string;
  publishedAt: string | null | undefined;
  editedAt: string | null | undefined;
}): boolean {
  if (article.status !== 'PUBLISHED' || !article.publishedAt || !article.editedAt) return false;
  return Date.parse(article.editedAt) > Date.parse(article.publishedAt);
}
