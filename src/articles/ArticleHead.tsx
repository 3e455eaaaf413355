import { useRouter } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ArticleHead_article$key } from '../../__generated__/ArticleHead_article.graphql';
import { DocumentHead, SITE_NAME, useSiteUrl } from '../app/DocumentHead';
import { breadcrumbList } from '../app/structuredData';
import { useMarkdownPipeline } from '../markdown/useMarkdownPipeline';
import { articleCardHead } from './articleCardHead';

/**
 * The head of an article's page: its summary (or its opening words) as the description, Open
 * Graph `article`, and a `BlogPosting` with its author. A draft is never for search engines.
 */
export function ArticleHead(props: { article: ArticleHead_article$key }): JSX.Element {
  const article = useFragment(
    graphql`
      fragment ArticleHead_article on Article {
        slug
        title
        summary
        body
        status
        publishedAt
        updatedAt
        author {
          handle
          name
        }
        tags {
          name
        }
        cover {
          url
          width
          height
          alt
        }
      }
    `,
    props.article,
  );
  const router = useRouter();
  const absolute = useSiteUrl();
  const { renderMarkdown, isMarkdownPlaceholder } = useMarkdownPipeline();
  const path = router.buildLocation({ to: '/articles/$slug', params: { slug: article.slug } }).href;
  const authorPath = router.buildLocation({
    to: '/authors/$handle',
    params: { handle: article.author.handle },
  }).href;
  const url = absolute(path);
  const authorUrl = absolute(authorPath);
  // The rendering is the screen's own (memoized by the pipeline); not its placeholder, which is
  // the Markdown source itself.
  const rendered = article.summary ? null : renderMarkdown(article.body);
  const cover = article.cover ?? null;
  const { description, image } = articleCardHead({
    title: article.title,
    summary: article.summary,
    bodyHtml: rendered && !isMarkdownPlaceholder(rendered) ? rendered.html : null,
    authorName: article.author.name,
    cover: cover && { url: cover.url, width: cover.width, height: cover.height, alt: cover.alt },
  });
  const tags = article.tags.map((tag) => tag.name);
  return (
    <DocumentHead
      title={article.title}
      description={description}
      path={path}
      type="article"
      noindex={article.status !== 'PUBLISHED'}
      image={image}
      article={{
        publishedTime: article.publishedAt ?? null,
        modifiedTime: article.updatedAt,
        authorUrl,
        tags,
      }}
      structuredData={[
        {
          '@type': 'BlogPosting',
          '@id': url,
          url,
          mainEntityOfPage: url,
          headline: article.title,
          description,
          ...(article.publishedAt ? { datePublished: article.publishedAt } : {}),
          dateModified: article.updatedAt,
          author: { '@type': 'Person', name: article.author.name, url: authorUrl },
          keywords: tags,
          ...(image ? { image: absolute(image.url) } : {}),
        },
        breadcrumbList([
          { name: SITE_NAME, url: absolute('/') },
          { name: article.title, url },
        ]),
      ]}
    />
  );
}
