import { describe, describeHtml } from '../app/describe';
import { SITE_NAME } from '../app/DocumentHead';
import type { PageHead } from '../app/DocumentHead';

/**
 * What an article's head says of it where it is shared (title, description, cover), from its
 * fields: the article page (ArticleHead) and the editor's link-card preview both use this.
 * `bodyHtml` is its rendered body, or null when it is not rendered yet (only needed when
 * there is no summary).
 */
export function articleCardHead(article: {
  title: string;
  summary: string;
  bodyHtml: string | null;
  authorName: string;
  cover: { url: string; width: number; height: number; alt: string } | null;
}): Required<Pick<PageHead, 'title' | 'description' | 'image'>> {
  const description =
    describe(article.summary) ||
    (article.bodyHtml ? describeHtml(article.bodyHtml) : '') ||
    `An article by ${article.authorName} on ${SITE_NAME}.`;
  const { cover } = article;
  return {
    title: article.title,
    description,
    image: cover && { url: cover.url, width: cover.width, height: cover.height, alt: cover.alt },
  };
}
